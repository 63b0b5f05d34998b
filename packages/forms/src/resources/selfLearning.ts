import type { ResourceCreateBody } from '@agentdeck/api-client';
import {
  completeRows,
  DEFAULT_MAX_SUMMARY_LENGTH,
  keyValueRowsRule,
  learningIntelligentSourceRule,
  learningSourceRule,
  learningTypeRule,
  selfLearningRules,
  withConditionalRules,
} from '@agentdeck/api-client/rules';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { filled, optionalKey, optionalNumber } from './formValues';
import { topicBody, topicFormShape, topicFormValues } from './topic';

/**
 * The triggering criteria as saved: attribute names without their 'variable.' group prefix (spec
 * 002 section 3); the condition editor writes and reads them with it.
 */
const comparison = String.raw`(\s*(?:==|!=|>=|<=|>|<))`;
export const criteriaBody = (criteria: string) => criteria.replace(/\bvariable\.(?=[A-Za-z_])/g, '');
export const criteriaFormValue = (criteria: string) =>
  criteria.replace(new RegExp(String.raw`(^|\n|\b(?:AND|OR)\s+)([A-Za-z_]\w*)` + comparison, 'g'), '$1variable.$2$3');

type SelfLearning = NonNullable<
  NonNullable<ResourceCreateBody<'agent'>['configurations']>['selfLearning']
>;
type Integration = NonNullable<SelfLearning['feedbackRequestIntegration']>;

const integrationSchema = z
  .object({
    type: optionalKey,
    id: optionalKey,
    connectorType: optionalKey,
    configuration: z
      .object({
        caseTypeId: optionalKey,
        caseCreateUrl: optionalKey,
        mapping: z
          .object({ titleMapping: optionalKey, descriptionMapping: optionalKey })
          .optional(),
      })
      .optional(),
    messageBroker: z
      .object({ topicProducer: topicFormShape, topicConsumer: topicFormShape })
      .nullable()
      .optional(),
  })
  .nullable()
  .optional();

/**
 * The Self Learning drawer (000 sections 2.6, 4.1 and 5.1). The prompt is needed while 'Override
 * Default Prompt' is on, the max summary length (at least 1) while its override is on, and the
 * feedback requestor tool only for Supervised feedback (`selfLearningRules`).
 */
export const selfLearningFormSchema = withConditionalRules(
  z.object({
    learningSource: learningSourceRule,
    intelligentSource: learningIntelligentSourceRule,
    overridePrompt: z.boolean(),
    promptId: optionalKey,
    overrideMaxSummaryLength: z.boolean(),
    maxSummaryLength: optionalNumber,
    retry: z.boolean(),
    learningType: learningTypeRule,
    feedbackRequestIntegration: integrationSchema,
    feedbackTriggeringCriteria: z.string().optional(),
    outputInstructions: keyValueRowsRule({ withCollections: true }).optional(),
  }),
  (v) => selfLearningRules(v),
);

export type SelfLearningFormValues = z.input<typeof selfLearningFormSchema>;
export type SelfLearningFormOutput = z.output<typeof selfLearningFormSchema>;

/**
 * A new configuration starts from the defaults, the connector being the default integration
 * (000 section 4.1); a saved one is shown as saved.
 */
export function selfLearningFormValues(
  selfLearning: SelfLearning | undefined,
): DefaultValues<SelfLearningFormValues> {
  if (!selfLearning)
    return {
      overridePrompt: false,
      overrideMaxSummaryLength: false,
      maxSummaryLength: null,
      retry: false,
      feedbackRequestIntegration: { type: 'Connector' },
      feedbackTriggeringCriteria: '',
      outputInstructions: [],
    };
  const integration = selfLearning.feedbackRequestIntegration;
  return {
    ...selfLearning,
    promptId: selfLearning.promptId ?? null,
    maxSummaryLength: selfLearning.maxSummaryLength ?? null,
    feedbackRequestIntegration: integration && {
      ...integration,
      messageBroker: integration.messageBroker && {
        topicProducer: topicFormValues(integration.messageBroker.topicProducer),
        topicConsumer: topicFormValues(integration.messageBroker.topicConsumer),
      },
    },
    feedbackTriggeringCriteria: criteriaFormValue(selfLearning.feedbackTriggeringCriteria ?? ''),
    outputInstructions: selfLearning.outputInstructions?.map((row) => ({ ...row })) ?? [],
  };
}

/**
 * The requestor tool as saved: an API or a connector drops the broker topics, a message broker
 * drops the connector's details (000 section 4.1).
 */
function integrationBody(
  integration: SelfLearningFormOutput['feedbackRequestIntegration'],
): Integration {
  const type = integration?.type as Integration['type'];
  const id = integration?.id ?? '';
  if (type === 'MessageBroker') {
    const consumer = integration?.messageBroker?.topicConsumer;
    return {
      type,
      id,
      messageBroker: {
        topicProducer: topicBody(integration?.messageBroker?.topicProducer),
        ...(filled(consumer?.topicId) ? { topicConsumer: topicBody(consumer) } : {}),
      },
    };
  }
  if (type !== 'Connector') return { type, id };
  const connectorType = filled(integration?.connectorType);
  const configuration = integration?.configuration;
  return {
    type,
    id,
    ...(connectorType ? { connectorType } : {}),
    ...(configuration
      ? {
          configuration: {
            caseTypeId: configuration.caseTypeId ?? '',
            caseCreateUrl: configuration.caseCreateUrl ?? '',
            mapping: {
              titleMapping: configuration.mapping?.titleMapping ?? '',
              descriptionMapping: configuration.mapping?.descriptionMapping ?? '',
            },
          },
        }
      : {}),
  };
}

/**
 * The self learning saved with the agent or workflow (000 sections 3.1 and 4.1):
 * - Unsupervised feedback sends no requestor tool and no criteria, and empty output instructions.
 * - The prompt is sent only while overridden; the max summary length while overridden (never in
 *   SmartFeedbackSearch), else 5000 in summary mode and none in the other modes.
 * - Output instructions keep the complete rows. A list or dict attribute's value is JSON text, so
 *   it travels as a string ('List and dict attribute types are forced to string', 000 5.1, read
 *   as the value's type; the attribute keeps its data type).
 */
export function selfLearningBody(values: SelfLearningFormOutput): SelfLearning {
  const supervised = values.learningType === 'Supervised';
  const promptId = values.overridePrompt ? filled(values.promptId) : undefined;
  // SmartFeedbackSearch clears the length override (000 section 4.1).
  const overrideLength =
    values.overrideMaxSummaryLength && values.learningSource !== 'SmartFeedbackSearch';
  const maxSummaryLength = overrideLength
    ? (values.maxSummaryLength ?? undefined)
    : values.learningSource === 'LearnFromSummary'
      ? DEFAULT_MAX_SUMMARY_LENGTH
      : undefined;
  const criteria = supervised ? filled(criteriaBody(values.feedbackTriggeringCriteria ?? '')) : undefined;
  return {
    learningSource: values.learningSource,
    enableLearning: true,
    learningType: values.learningType,
    retry: values.retry,
    intelligentSource: values.intelligentSource,
    overridePrompt: values.overridePrompt,
    ...(promptId ? { promptId } : {}),
    overrideMaxSummaryLength: overrideLength,
    ...(maxSummaryLength !== undefined ? { maxSummaryLength } : {}),
    ...(supervised
      ? { feedbackRequestIntegration: integrationBody(values.feedbackRequestIntegration) }
      : {}),
    ...(criteria ? { feedbackTriggeringCriteria: criteria } : {}),
    outputInstructions: supervised ? completeRows(values.outputInstructions ?? []) : [],
  };
}
