import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import { agentBody, agentFormSchema, agentFormValues } from './agent';
import { humanInputBody, humanReviewFormSchema } from './humanReview';
import { outputBroadcastingFormSchema } from './outputBroadcasting';

describe('agentFormSchema', () => {
  it('reports the spec messages of an empty agent', () => {
    expect(
      fieldMessages(agentFormSchema, {
        agentName: '',
        agentDescription: '',
        promptTemplateId: null,
        sourceValue: null,
      }),
    ).toEqual({
      agentName: 'Please enter an agent name',
      agentDescription: 'Please enter an agent description',
      promptTemplateId: 'Please select a prompt instruction',
      sourceValue: 'Please select an intelligence source',
    });
  });

  it('accepts a complete agent', () => {
    const agent = {
      agentName: 'Triage',
      agentDescription: 'Sorts tickets',
      promptTemplateId: 'p-1',
      sourceValue: 'llm-1',
    };
    expect(agentFormSchema.safeParse(agent).success).toBe(true);
  });
});

describe('humanReviewFormSchema', () => {
  const review = {
    enableHumanInput: true,
    instruction: 'Approve refunds over 100 EUR',
    option: 'messageBroker',
    enableBroker: false,
  };

  it("asks for an instruction: 'Please enter an instruction'", () => {
    expect(fieldMessages(humanReviewFormSchema, { ...review, instruction: '' })).toEqual({
      instruction: 'Please enter an instruction',
    });
  });

  it('asks for the producer broker, topic and request structure while the broker is on', () => {
    expect(fieldMessages(humanReviewFormSchema, { ...review, enableBroker: true })).toEqual({
      'topicProducer.messageBrokerId': 'Please select a message broker',
      'topicProducer.topicId': 'Please select a topic',
      'topicProducer.requestStructure': 'Please enter a request structure',
    });
  });

  it('checks the consumer only when it is enabled', () => {
    const producer = {
      messageBrokerId: 'kafka-1',
      topicId: 'reviews',
      requestStructure: '{"sessionId": "{{session}}"}',
    };
    expect(
      humanReviewFormSchema.safeParse({ ...review, enableBroker: true, topicProducer: producer })
        .success,
    ).toBe(true);
    expect(
      fieldMessages(humanReviewFormSchema, {
        ...review,
        enableBroker: true,
        topicProducer: producer,
        enableConsumer: true,
      }),
    ).toEqual({
      'topicConsumer.messageBrokerId': 'Please select a message broker',
      'topicConsumer.topicId': 'Please select a topic',
      'topicConsumer.requestStructure': 'Please enter a request structure',
    });
  });
});

describe('outputBroadcastingFormSchema', () => {
  it('asks for the broker and topic to publish to', () => {
    expect(
      fieldMessages(outputBroadcastingFormSchema, {
        option: 'messageBroker',
        topicProducer: { messageBrokerId: 'kafka-1' },
      }),
    ).toEqual({
      'topicProducer.topicId': 'Please select a topic',
      'topicProducer.requestStructure': 'Please enter a request structure',
    });
  });
});

describe('agentBody', () => {
  const isSlm = (id: string) => id.startsWith('slm-');
  const agent = {
    agentName: 'Triage',
    agentDescription: 'Sorts tickets',
    promptTemplateId: 'p-1',
    sourceValue: 'llm-1',
    apis: ['api-1'],
  };

  it('saves the model choice as llmId or slmId, never both (002 section 3)', () => {
    const llm = agentBody(agentFormSchema.parse(agent), isSlm);
    expect(llm).toMatchObject({
      type: 'agent_node',
      llmId: 'llm-1',
      tools: [{ id: 'api-1', type: 'API' }],
    });
    expect(llm).not.toHaveProperty('slmId');
    const slm = agentBody(agentFormSchema.parse({ ...agent, sourceValue: 'slm-4' }), isSlm);
    expect(slm).toMatchObject({ slmId: 'slm-4' });
    expect(slm).not.toHaveProperty('llmId');
  });

  it('reads the model back from llmId, else slmId', () => {
    const record = {
      ...agentBody(agentFormSchema.parse({ ...agent, sourceValue: 'slm-4' }), isSlm),
      id: 'a',
      isReadOnly: false,
      createdAt: '',
      updatedAt: '',
    };
    expect(agentFormValues(record as never)).toMatchObject({
      sourceValue: 'slm-4',
      apis: ['api-1'],
    });
  });
});

describe('humanInputBody', () => {
  const topic = { messageBrokerId: 'kafka-1', topicId: 'reviews', requestStructure: '{}' };
  const review = {
    enableHumanInput: true,
    instruction: 'Approve refunds',
    option: 'messageBroker',
    enableBroker: true,
    topicProducer: topic,
    enableConsumer: false,
    topicConsumer: topic,
  };

  it('drops the consumer when it is not enabled, and every topic when the broker is off (002 section 4)', () => {
    expect(humanInputBody(humanReviewFormSchema.parse(review))).toEqual({
      enableHumanInput: true,
      instruction: 'Approve refunds',
      option: 'messageBroker',
      enableBroker: true,
      retryCount: 5,
      topicProducer: topic,
    });
    const off = humanInputBody(humanReviewFormSchema.parse({ ...review, enableBroker: false }));
    expect(off).not.toHaveProperty('topicProducer');
    expect(off).not.toHaveProperty('topicConsumer');
  });
});
