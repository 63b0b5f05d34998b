import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import { DEFAULT_MAX_SUMMARY_LENGTH } from '@agentdeck/api-client/rules';
import { selfLearningBody, selfLearningFormSchema } from './selfLearning';

const unsupervised = {
  learningSource: 'LearnFromSummary',
  intelligentSource: { id: 'llm-1', isSlm: false },
  overridePrompt: false,
  overrideMaxSummaryLength: false,
  maxSummaryLength: DEFAULT_MAX_SUMMARY_LENGTH,
  retry: false,
  learningType: 'Unsupervised',
};

const supervised = {
  ...unsupervised,
  learningType: 'Supervised',
  feedbackRequestIntegration: { type: 'API', id: 'api-1' },
};

describe('selfLearningFormSchema', () => {
  it('accepts an unsupervised configuration without a feedback requestor', () => {
    expect(selfLearningFormSchema.safeParse(unsupervised).success).toBe(true);
  });

  it('reports the spec messages of an empty form', () => {
    const empty = {
      ...unsupervised,
      learningSource: null,
      intelligentSource: null,
      learningType: null,
    };
    expect(fieldMessages(selfLearningFormSchema, empty)).toEqual({
      learningSource: 'Please select a learning mode',
      intelligentSource: 'Please select an intelligent source',
      learningType: 'Please select a feedback type',
    });
  });

  it("asks for a prompt while 'Override Default Prompt' is on", () => {
    expect(
      fieldMessages(selfLearningFormSchema, { ...unsupervised, overridePrompt: true }),
    ).toEqual({
      promptId: 'Please select a prompt',
    });
  });

  it('asks for a max summary length of at least 1 while its override is on', () => {
    expect(
      fieldMessages(selfLearningFormSchema, {
        ...unsupervised,
        overrideMaxSummaryLength: true,
        maxSummaryLength: null,
      }),
    ).toEqual({
      maxSummaryLength: 'Please enter max summary length',
    });
    expect(
      fieldMessages(selfLearningFormSchema, {
        ...unsupervised,
        overrideMaxSummaryLength: true,
        maxSummaryLength: 0,
      }),
    ).toEqual({
      maxSummaryLength: 'Minimum value should be 1',
    });
  });

  it('asks supervised feedback for the requestor tool type and the tool', () => {
    expect(
      fieldMessages(selfLearningFormSchema, { ...supervised, feedbackRequestIntegration: {} }),
    ).toEqual({
      'feedbackRequestIntegration.type': 'Please select an Feedback Requestor Tool',
      'feedbackRequestIntegration.id': 'Please select a feedback requestor tool',
    });
    expect(selfLearningFormSchema.safeParse(supervised).success).toBe(true);
  });

  it('asks the case-management connector for its case type, URL and mappings', () => {
    const pega = {
      ...supervised,
      feedbackRequestIntegration: {
        type: 'Connector',
        id: 'pega-1',
        connectorType: 'Pega',
        configuration: {},
      },
    };
    expect(fieldMessages(selfLearningFormSchema, pega)).toEqual({
      'feedbackRequestIntegration.configuration.caseTypeId': 'Please enter a Case Type ID',
      'feedbackRequestIntegration.configuration.caseCreateUrl': 'Please enter a Case Creation URL',
      'feedbackRequestIntegration.configuration.mapping.titleMapping': 'Please enter a title',
      'feedbackRequestIntegration.configuration.mapping.descriptionMapping':
        'Please enter a description',
    });
  });

  it('passes the case fields through the shared text check', () => {
    const pega = {
      ...supervised,
      feedbackRequestIntegration: {
        type: 'Connector',
        id: 'pega-1',
        connectorType: 'Pega',
        configuration: {
          caseTypeId: ' Review',
          caseCreateUrl: 'https://pega.example.com/cases',
          mapping: { titleMapping: '{{title}}', descriptionMapping: '{{summary}}' },
        },
      },
    };
    expect(fieldMessages(selfLearningFormSchema, pega)).toEqual({
      'feedbackRequestIntegration.configuration.caseTypeId': 'No leading spaces in Case Type ID',
    });
  });
});

describe('selfLearningBody', () => {
  const body = (values: object) => selfLearningBody(selfLearningFormSchema.parse(values));

  it('sends no requestor tool, criteria or outputs for Unsupervised feedback (000 section 4.1)', () => {
    expect(
      body({
        ...unsupervised,
        feedbackRequestIntegration: { type: 'API', id: 'api-1' },
        feedbackTriggeringCriteria: 'variable.amount > 5',
        outputInstructions: [{ name: 'ok', dataType: 'bool', value: 'Whether it was right' }],
      }),
    ).toEqual({
      learningSource: 'LearnFromSummary',
      enableLearning: true,
      learningType: 'Unsupervised',
      retry: false,
      intelligentSource: { id: 'llm-1', isSlm: false },
      overridePrompt: false,
      overrideMaxSummaryLength: false,
      maxSummaryLength: DEFAULT_MAX_SUMMARY_LENGTH,
      outputInstructions: [],
    });
  });

  it('drops a message broker part from an API integration, and the prompt when not overridden', () => {
    const saved = body({
      ...supervised,
      learningSource: 'LearnFromAllFeedback',
      promptId: 'prompt-1',
      feedbackRequestIntegration: {
        type: 'API',
        id: 'api-1',
        messageBroker: {
          topicProducer: { messageBrokerId: 'b', topicId: 't', requestStructure: '{}' },
        },
      },
      outputInstructions: [
        { name: 'ok', dataType: 'dict', value: '{"tone": "calm"}' },
        { name: 'half', dataType: 'string', value: '' },
      ],
    });
    expect(saved.feedbackRequestIntegration).toEqual({ type: 'API', id: 'api-1' });
    expect(saved).not.toHaveProperty('promptId');
    expect(saved).not.toHaveProperty('maxSummaryLength');
    expect(saved.outputInstructions).toEqual([
      { name: 'ok', dataType: 'dict', value: '{"tone": "calm"}' },
    ]);
  });

  it('sends no length override in SmartFeedbackSearch', () => {
    const saved = body({
      ...unsupervised,
      learningSource: 'SmartFeedbackSearch',
      overrideMaxSummaryLength: true,
      maxSummaryLength: 300,
    });
    expect(saved.overrideMaxSummaryLength).toBe(false);
    expect(saved).not.toHaveProperty('maxSummaryLength');
  });
});
