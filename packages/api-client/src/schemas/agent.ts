import { z } from 'zod';
import { defineResource } from '../resource';
import {
  AGENT_TYPE,
  agentDescriptionRule,
  agentModelIdRule,
  agentNameRule,
  brokerOptionRule,
  DEFAULT_BROKER_OPTION,
  HUMAN_INPUT_RETRY_COUNT,
  humanInputRules,
  instructionRule,
  languageModelRules,
  promptInstructionRule,
  publisherRules,
} from '../rules/agent';
import { withConditionalRules } from '../rules/conditional';
import { ROW_DATA_TYPES } from '../rules/keyValueRows';
import {
  feedbackIntegrationTypeRule,
  learningIntelligentSourceRule,
  learningSourceRule,
  learningTypeRule,
  maxSummaryLengthRule,
  selfLearningRules,
} from '../rules/selfLearning';
import { resourcePaths } from '../routes';

const text = z.string().optional();

/** A topic reference used by human input, self learning and output broadcasting. */
const topicRefSchema = z.strictObject({ messageBrokerId: text, topicId: text, requestStructure: text });

/** Self learning configuration (spec 000 sections 3.1 and 5.1). */
export const selfLearningSchema = withConditionalRules(
  z.strictObject({
    learningSource: learningSourceRule,
    enableLearning: z.boolean(),
    learningType: learningTypeRule,
    retry: z.boolean().default(false),
    intelligentSource: learningIntelligentSourceRule,
    maxSummaryLength: z.number().optional(),
    overrideMaxSummaryLength: z.boolean().default(false),
    overridePrompt: z.boolean().default(false),
    promptId: text,
    feedbackRequestIntegration: z
      .strictObject({
        type: feedbackIntegrationTypeRule.optional(),
        id: text,
        connectorType: text,
        configuration: z
          .strictObject({
            caseTypeId: text,
            caseCreateUrl: text,
            mapping: z.strictObject({ titleMapping: text, descriptionMapping: text }).optional(),
          })
          .optional(),
        messageBroker: z
          .strictObject({ topicProducer: topicRefSchema.optional(), topicConsumer: topicRefSchema.optional() })
          .optional(),
      })
      .optional(),
    feedbackTriggeringCriteria: text,
    outputInstructions: z
      .array(z.strictObject({ name: z.string().min(1), dataType: z.enum(ROW_DATA_TYPES), value: z.string() }))
      .default([]),
  }),
  (v) => [
    // A summary length sent without the override (the summary mode's 5000) passes the same rule.
    v.maxSummaryLength !== undefined &&
      v.overrideMaxSummaryLength !== true && ['maxSummaryLength', maxSummaryLengthRule],
    ...selfLearningRules(v),
  ],
);

/** Human input (spec 002 section 3): the consumer topic is checked when it is sent. */
export const humanInputSchema = withConditionalRules(
  z.strictObject({
    enableHumanInput: z.boolean(),
    instruction: instructionRule,
    enableBroker: z.boolean().default(true),
    option: brokerOptionRule.default(DEFAULT_BROKER_OPTION),
    retryCount: z.number().int().min(0).default(HUMAN_INPUT_RETRY_COUNT),
    topicProducer: topicRefSchema.optional(),
    topicConsumer: topicRefSchema.optional(),
  }),
  (v) => humanInputRules(v, v.topicConsumer !== undefined),
);

/** Output broadcasting (spec 002 section 3). */
export const publisherIntegrationSchema = withConditionalRules(
  z.strictObject({ option: brokerOptionRule, topicProducer: topicRefSchema.optional() }),
  () => publisherRules(),
);

const ids = z.array(z.string().min(1)).default([]);

/** What an agent uses besides its model and prompt: the agent editor's, in a record or a workflow's agent node. */
export const agentConfigurationsSchema = z
  .strictObject({
    humanInput: humanInputSchema.optional(),
    selfLearning: selfLearningSchema.optional(),
    mcpServers: ids,
    knowledgeGraphs: ids,
    rags: ids,
    guardrails: ids,
    connectors: ids,
    knowledgeBase: text,
    publisherIntegration: publisherIntegrationSchema.optional(),
  })
  .default({ mcpServers: [], knowledgeGraphs: [], rags: [], guardrails: [], connectors: [] });

/** The API tools an agent calls. */
export const agentToolsSchema = z.array(z.strictObject({ id: z.string().min(1), type: z.literal('API') })).default([]);

/** Agent (spec 002 section 3): exactly one of llmId and slmId. */
export const agentResource = defineResource({
  path: resourcePaths.agent,
  label: 'Agent',
  nameField: 'name',
  fields: {
    name: agentNameRule,
    description: agentDescriptionRule,
    type: z.literal(AGENT_TYPE).default(AGENT_TYPE),
    llmId: agentModelIdRule.optional(),
    slmId: agentModelIdRule.optional(),
    promptTemplateId: promptInstructionRule,
    tools: agentToolsSchema,
    configurations: agentConfigurationsSchema,
  },
  rules: languageModelRules,
});
