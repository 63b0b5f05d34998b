import { z } from 'zod';
import { enteredWholeNumber, pickedKey, pickedOption } from './choice';
import type { ConditionalRule } from './conditional';
import { TEXT_LIMITS, textRule } from './text';
import { topicRules } from './topic';
import { urlRule } from './url';

/** Self learning of an agent or workflow (000 sections 3.1, 4.1, 5.1 and 9). */

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

export const learningSourceRule = pickedOption(
  LEARNING_SOURCES,
  SELF_LEARNING_MESSAGES.learningSource,
);
export const learningTypeRule = pickedOption(LEARNING_TYPES, SELF_LEARNING_MESSAGES.learningType);
export const feedbackIntegrationTypeRule = pickedOption(
  FEEDBACK_INTEGRATION_TYPES,
  SELF_LEARNING_MESSAGES.integrationType,
);

/** The model that drives the learning: an LLM or SLM id, with isSlm (000 section 3.1). */
export const learningIntelligentSourceRule = z.strictObject(
  { id: pickedKey(SELF_LEARNING_MESSAGES.intelligentSource), isSlm: z.boolean() },
  { error: SELF_LEARNING_MESSAGES.intelligentSource },
);

/** The max summary length: required while overridden, a whole number of at least 1. */
export const maxSummaryLengthRule = enteredWholeNumber(SELF_LEARNING_MESSAGES.maxSummaryLength).min(
  1,
  SELF_LEARNING_MESSAGES.minimumOne,
);

const caseTextRule = (label: string) =>
  textRule({ label, max: TEXT_LIMITS.description, multiline: true });

interface SelfLearningValues {
  overridePrompt?: unknown;
  overrideMaxSummaryLength?: unknown;
  learningType?: unknown;
  feedbackRequestIntegration?: { type?: unknown; connectorType?: unknown } | null;
}

/**
 * The fields that depend on others, under `prefix`: the prompt while 'Override Default Prompt'
 * is on, the max summary length while its override is on, and for Supervised feedback the
 * requestor tool: its type and id, a case-management connector's case fields, and a message
 * broker's producer topic (a non-broker integration drops its broker part, 000 section 4.1).
 */
export function selfLearningRules(v: SelfLearningValues, prefix = ''): ConditionalRule[] {
  const at = (field: string) => (prefix ? `${prefix}.${field}` : field);
  const rules: ConditionalRule[] = [];
  if (v.overridePrompt === true)
    rules.push([at('promptId'), pickedKey(SELF_LEARNING_MESSAGES.prompt)]);
  if (v.overrideMaxSummaryLength === true)
    rules.push([at('maxSummaryLength'), maxSummaryLengthRule]);
  if (v.learningType !== 'Supervised') return rules;
  const integration = v.feedbackRequestIntegration;
  const inIntegration = (field: string) => at(`feedbackRequestIntegration.${field}`);
  rules.push(
    [inIntegration('type'), feedbackIntegrationTypeRule],
    [inIntegration('id'), pickedKey(SELF_LEARNING_MESSAGES.integrationId)],
  );
  if (integration?.type === 'MessageBroker')
    rules.push(...topicRules(inIntegration('messageBroker.topicProducer')));
  if (integration?.type === 'Connector' && integration.connectorType === CASE_MANAGEMENT_CONNECTOR)
    rules.push(
      [inIntegration('configuration.caseTypeId'), textRule({ label: 'Case Type ID' })],
      [inIntegration('configuration.caseCreateUrl'), urlRule('Case Creation URL')],
      [inIntegration('configuration.mapping.titleMapping'), caseTextRule('title')],
      [inIntegration('configuration.mapping.descriptionMapping'), caseTextRule('description')],
    );
  return rules;
}
