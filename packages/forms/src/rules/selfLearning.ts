import { z } from 'zod';
import { pickedKey, pickedOption } from './choice';
import { withConditionalRules, type ConditionalRule } from './conditional';
import { keyValueRowsRule } from './keyValueRows';
import { TEXT_LIMITS, textRule } from './text';
import { urlRule } from './url';

/** The Self Learning drawer (000 sections 3.1, 4.1, 5.1 and 9). */

export const LEARNING_SOURCES = [
  'LearnFromSummary',
  'LearnFromAllFeedback',
  'SmartFeedbackSearch',
] as const;
export const LEARNING_TYPES = ['Supervised', 'Unsupervised'] as const;
export const FEEDBACK_INTEGRATION_TYPES = ['Connector', 'API', 'MessageBroker'] as const;
export const DEFAULT_MAX_SUMMARY_LENGTH = 5000;

export const SELF_LEARNING_MESSAGES = {
  learningSource: 'Please select a learning mode',
  intelligentSource: 'Please select an intelligent source',
  prompt: 'Please select a prompt',
  maxSummaryLength: 'Please enter max summary length',
  minimumOne: 'Minimum value should be 1',
  learningType: 'Please select a feedback type',
  // Quoted as the spec writes it ('an Feedback'), 000 section 5.1.
  integrationType: 'Please select an Feedback Requestor Tool',
  integrationId: 'Please select a feedback requestor tool',
  caseTypeId: 'Please enter a Case Type ID',
  caseCreateUrl: 'Please enter a Case Creation URL',
  titleMapping: 'Please enter a title',
  descriptionMapping: 'Please enter a description',
} as const;

/**
 * The connector type of a case-management integration (Pega, 002 section 3), which asks for
 * the case type, the case creation URL and the title and description mappings.
 */
export const CASE_MANAGEMENT_CONNECTOR = 'Pega';

const optionalText = z.string().nullable().optional();

const integrationSchema = z
  .object({
    type: optionalText,
    id: optionalText,
    connectorType: optionalText,
    configuration: z
      .object({
        caseTypeId: optionalText,
        caseCreateUrl: optionalText,
        mapping: z
          .object({ titleMapping: optionalText, descriptionMapping: optionalText })
          .optional(),
      })
      .optional(),
    messageBroker: z.unknown().optional(),
  })
  .nullable()
  .optional();

type SelfLearningShape = z.input<typeof selfLearningBase>;

const selfLearningBase = z.object({
  learningSource: pickedOption(LEARNING_SOURCES, SELF_LEARNING_MESSAGES.learningSource),
  intelligentSource: z.object(
    { id: z.string(), isSlm: z.boolean() },
    { error: SELF_LEARNING_MESSAGES.intelligentSource },
  ),
  overridePrompt: z.boolean(),
  promptId: optionalText,
  overrideMaxSummaryLength: z.boolean(),
  maxSummaryLength: z.number().nullable().optional(),
  retry: z.boolean(),
  learningType: pickedOption(LEARNING_TYPES, SELF_LEARNING_MESSAGES.learningType),
  feedbackRequestIntegration: integrationSchema,
  feedbackTriggeringCriteria: z.string().optional(),
  outputInstructions: keyValueRowsRule({ withCollections: true }).optional(),
});

function caseManagementRules(v: Partial<SelfLearningShape>): ConditionalRule[] {
  const integration = v.feedbackRequestIntegration;
  if (integration?.type !== 'Connector' || integration.connectorType !== CASE_MANAGEMENT_CONNECTOR)
    return [];
  const at = (field: string) => `feedbackRequestIntegration.configuration.${field}`;
  return [
    [at('caseTypeId'), textRule({ label: 'Case Type ID' })],
    [at('caseCreateUrl'), urlRule('Case Creation URL')],
    [
      at('mapping.titleMapping'),
      textRule({ label: 'title', max: TEXT_LIMITS.description, multiline: true }),
    ],
    [
      at('mapping.descriptionMapping'),
      textRule({ label: 'description', max: TEXT_LIMITS.description, multiline: true }),
    ],
  ];
}

/**
 * The Self Learning form. The prompt is needed while 'Override Default Prompt' is on, the max
 * summary length (at least 1) while its override is on, and the feedback requestor tool only for
 * Supervised feedback.
 */
export const selfLearningFormSchema = withConditionalRules(selfLearningBase, (v) => [
  v.overridePrompt && ['promptId', pickedKey(SELF_LEARNING_MESSAGES.prompt)],
  v.overrideMaxSummaryLength && [
    'maxSummaryLength',
    z
      .number({ error: SELF_LEARNING_MESSAGES.maxSummaryLength })
      .min(1, SELF_LEARNING_MESSAGES.minimumOne),
  ],
  v.learningType === 'Supervised' && [
    'feedbackRequestIntegration.type',
    pickedOption(FEEDBACK_INTEGRATION_TYPES, SELF_LEARNING_MESSAGES.integrationType),
  ],
  v.learningType === 'Supervised' && [
    'feedbackRequestIntegration.id',
    pickedKey(SELF_LEARNING_MESSAGES.integrationId),
  ],
  ...(v.learningType === 'Supervised' ? caseManagementRules(v) : []),
]);

export type SelfLearningFormValues = z.input<typeof selfLearningFormSchema>;
