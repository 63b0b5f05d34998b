import { z } from 'zod';
import { defineResource } from '../resource';
import { descriptionSchema, nameSchema } from './common';
import { resourcePaths } from '../routes';

/** A topic reference used by human input, self learning and output broadcasting. */
const topicRefSchema = z.strictObject({
  messageBrokerId: z.string().min(1, 'Please select a message broker'),
  topicId: z.string().min(1, 'Please select a topic'),
  requestStructure: z.string().min(1),
});

/** Self learning configuration (spec 000 sections 3.1 and 5.1). */
export const selfLearningSchema = z.strictObject({
  learningSource: z.enum(['LearnFromSummary', 'LearnFromAllFeedback', 'SmartFeedbackSearch'], {
    message: 'Please select a learning mode',
  }),
  enableLearning: z.boolean(),
  learningType: z.enum(['Supervised', 'Unsupervised'], { message: 'Please select a feedback type' }),
  retry: z.boolean().default(false),
  intelligentSource: z.strictObject({ id: z.string().min(1, 'Please select an intelligent source'), isSlm: z.boolean() }),
  maxSummaryLength: z.number().int().min(1, 'Minimum value should be 1').optional(),
  overrideMaxSummaryLength: z.boolean().default(false),
  overridePrompt: z.boolean().default(false),
  promptId: z.string().optional(),
  feedbackRequestIntegration: z
    .strictObject({
      type: z.enum(['Connector', 'API', 'MessageBroker'], { message: 'Please select an Feedback Requestor Tool' }),
      id: z.string().min(1, 'Please select a feedback requestor tool'),
      connectorType: z.string().optional(),
      configuration: z
        .strictObject({
          caseTypeId: z.string().min(1, 'Please enter a Case Type ID'),
          caseCreateUrl: z.string().min(1, 'Please enter a Case Creation URL'),
          mapping: z.strictObject({
            titleMapping: z.string().min(1, 'Please enter a title'),
            descriptionMapping: z.string().min(1, 'Please enter a description'),
          }),
        })
        .optional(),
      messageBroker: z.strictObject({ topicProducer: topicRefSchema, topicConsumer: topicRefSchema.optional() }).optional(),
    })
    .optional(),
  feedbackTriggeringCriteria: z.string().optional(),
  outputInstructions: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        dataType: z.enum(['string', 'int', 'float', 'bool', 'list', 'dict']),
        value: z.string(),
      }),
    )
    .default([]),
});

/** Human input (spec 002 section 3). */
export const humanInputSchema = z.strictObject({
  enableHumanInput: z.boolean(),
  instruction: z.string().min(1, 'Please enter an instruction'),
  enableBroker: z.boolean().default(true),
  option: z.string().default('messageBroker'),
  retryCount: z.number().int().min(0).default(5),
  topicProducer: topicRefSchema.optional(),
  topicConsumer: topicRefSchema.optional(),
});

/** Output broadcasting (spec 002 section 3). */
export const publisherIntegrationSchema = z.strictObject({
  option: z.string(),
  topicProducer: topicRefSchema,
});

const ids = z.array(z.string().min(1)).default([]);

/** Agent (spec 002 section 3): exactly one of llmId and slmId. */
export const agentResource = defineResource({
  path: resourcePaths.agent,
  label: 'Agent',
  nameField: 'name',
  fields: {
    name: z.string().min(1, 'Please enter an agent name').pipe(nameSchema),
    description: z.string().min(1, 'Please enter an agent description').pipe(descriptionSchema()),
    type: z.literal('agent_node').default('agent_node'),
    llmId: z.string().optional(),
    slmId: z.string().optional(),
    promptTemplateId: z.string().min(1, 'Please select a prompt instruction'),
    tools: z.array(z.strictObject({ id: z.string().min(1), type: z.literal('API') })).default([]),
    configurations: z
      .strictObject({
        humanInput: humanInputSchema.optional(),
        selfLearning: selfLearningSchema.optional(),
        mcpServers: ids,
        knowledgeGraphs: ids,
        rags: ids,
        guardrails: ids,
        connectors: ids,
        knowledgeBase: z.string().optional(),
        publisherIntegration: publisherIntegrationSchema.optional(),
      })
      .default({ mcpServers: [], knowledgeGraphs: [], rags: [], guardrails: [], connectors: [] }),
  },
  refine: (v, ctx) => {
    if (!v.llmId === !v.slmId) {
      ctx.addIssue({ code: 'custom', path: ['llmId'], message: 'Please select an intelligence source' });
    }
  },
});
