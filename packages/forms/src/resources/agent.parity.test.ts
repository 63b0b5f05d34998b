import {
  AGENT_MESSAGES,
  DESCRIPTION_MIN,
  HUMAN_INPUT_MESSAGES,
  minLengthMessage,
  SELF_LEARNING_MESSAGES,
  TOPIC_MESSAGES,
} from '@agentdeck/api-client/rules';
import { describeParity, isSlmId } from '../../test/parity';
import { agentBody, agentFormSchema } from './agent';

const topic = (topicId: string) => ({
  messageBrokerId: 'messageBroker-1',
  topicId,
  requestStructure: '{"session_id":"string","message":"string"}',
});
const agent = {
  agentName: 'Claims Triage Agent',
  agentDescription: 'Classifies new claims and routes them',
  promptTemplateId: 'promptTemplate-1',
  sourceValue: 'llm-1',
  apis: ['apiTool-1'],
  mcpServers: ['mcpServer-1'],
  knowledgeGraphs: ['graphRag-1'],
  rags: ['vectorRag-1'],
  guardrails: ['guardrail-1'],
  connectors: [],
  knowledgeBase: 'knowledgeBase-1',
};
const learning = {
  learningSource: 'LearnFromSummary' as const,
  intelligentSource: { id: 'llm-2', isSlm: false },
  overridePrompt: false,
  overrideMaxSummaryLength: false,
  retry: true,
  learningType: 'Unsupervised' as const,
  // Chosen before Unsupervised: dropped on save.
  feedbackRequestIntegration: { type: 'API', id: 'apiTool-2' },
  outputInstructions: [{ name: 'tone_ok', dataType: 'bool' as const, value: 'Tone was right' }],
};
const broker = 'an SLM agent whose drawers use the message broker';
const pega = 'supervised learning through a Pega case, with overrides';

describeParity('agent', {
  form: agentFormSchema,
  create: (values) => agentBody(values, isSlmId),
  valid: {
    'an LLM agent with its tools': agent,
    [broker]: {
      ...agent,
      sourceValue: 'slm-2',
      humanInput: {
        enableHumanInput: true,
        instruction: 'Ask a supervisor when the refund exceeds 500 EUR',
        option: 'messageBroker',
        enableBroker: true,
        topicProducer: topic('human-review-requests'),
        enableConsumer: true,
        topicConsumer: topic('human-review-responses'),
      },
      selfLearning: {
        ...learning,
        learningSource: 'SmartFeedbackSearch',
        learningType: 'Supervised',
        feedbackRequestIntegration: {
          type: 'MessageBroker',
          id: 'messageBroker-1',
          messageBroker: { topicProducer: topic('feedback-requests') },
        },
        feedbackTriggeringCriteria: 'variable.claim_amount > 500',
      },
      publisherIntegration: { option: 'messageBroker', topicProducer: topic('agent-output') },
    },
    [pega]: {
      ...agent,
      humanInput: {
        enableHumanInput: true,
        instruction: 'Confirm the payout',
        option: 'messageBroker',
        enableBroker: false,
        topicProducer: topic('left-over'),
      },
      selfLearning: {
        ...learning,
        learningSource: 'LearnFromAllFeedback',
        learningType: 'Supervised',
        overridePrompt: true,
        promptId: 'promptTemplate-3',
        overrideMaxSummaryLength: true,
        maxSummaryLength: 2000,
        feedbackRequestIntegration: {
          type: 'Connector',
          id: 'connector-1',
          connectorType: 'Pega',
          configuration: {
            caseTypeId: 'Review',
            caseCreateUrl: 'https://pega.example/cases',
            mapping: { titleMapping: '{{title}}', descriptionMapping: '{{summary}}' },
          },
        },
      },
    },
    'unsupervised learning in summary mode': { ...agent, selfLearning: learning },
  },
  invalid: [
    { field: 'agentName', value: '', path: 'name', message: AGENT_MESSAGES.name },
    {
      field: 'agentDescription',
      value: 'abc',
      path: 'description',
      message: minLengthMessage('agent description', DESCRIPTION_MIN),
    },
    { field: 'promptTemplateId', value: null, message: AGENT_MESSAGES.prompt },
    {
      field: 'sourceValue',
      value: null,
      path: 'llmId',
      message: AGENT_MESSAGES.intelligenceSource,
    },
    ...(
      [
        [broker, 'humanInput.instruction', '', HUMAN_INPUT_MESSAGES.instruction],
        [broker, 'humanInput.option', '', HUMAN_INPUT_MESSAGES.option],
        [broker, 'humanInput.topicProducer.messageBrokerId', null, TOPIC_MESSAGES.broker],
        [broker, 'humanInput.topicConsumer.topicId', '', TOPIC_MESSAGES.topic],
        [broker, 'humanInput.topicProducer.requestStructure', '', TOPIC_MESSAGES.requestStructure],
        [broker, 'publisherIntegration.option', '', HUMAN_INPUT_MESSAGES.option],
        [broker, 'publisherIntegration.topicProducer.topicId', null, TOPIC_MESSAGES.topic],
        [broker, 'selfLearning.learningSource', null, SELF_LEARNING_MESSAGES.learningSource],
        [broker, 'selfLearning.intelligentSource', null, SELF_LEARNING_MESSAGES.intelligentSource],
        [broker, 'selfLearning.learningType', null, SELF_LEARNING_MESSAGES.learningType],
        [
          broker,
          'selfLearning.feedbackRequestIntegration.type',
          null,
          SELF_LEARNING_MESSAGES.integrationType,
        ],
        [
          broker,
          'selfLearning.feedbackRequestIntegration.id',
          '',
          SELF_LEARNING_MESSAGES.integrationId,
        ],
        [
          broker,
          'selfLearning.feedbackRequestIntegration.messageBroker.topicProducer.topicId',
          '',
          TOPIC_MESSAGES.topic,
        ],
        [pega, 'selfLearning.promptId', null, SELF_LEARNING_MESSAGES.prompt],
        [pega, 'selfLearning.maxSummaryLength', null, SELF_LEARNING_MESSAGES.maxSummaryLength],
        [pega, 'selfLearning.maxSummaryLength', 0, SELF_LEARNING_MESSAGES.minimumOne],
        [
          pega,
          'selfLearning.feedbackRequestIntegration.configuration.caseTypeId',
          '',
          SELF_LEARNING_MESSAGES.caseTypeId,
        ],
        [
          pega,
          'selfLearning.feedbackRequestIntegration.configuration.caseCreateUrl',
          '',
          SELF_LEARNING_MESSAGES.caseCreateUrl,
        ],
        [
          pega,
          'selfLearning.feedbackRequestIntegration.configuration.mapping.titleMapping',
          '',
          SELF_LEARNING_MESSAGES.titleMapping,
        ],
      ] as const
    ).map(([from, field, value, message]) => ({
      from,
      field,
      value,
      path: `configurations.${field}`,
      message,
    })),
  ],
});
