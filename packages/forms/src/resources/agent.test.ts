import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import { agentFormSchema } from './agent';
import { humanReviewFormSchema } from './humanReview';
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
