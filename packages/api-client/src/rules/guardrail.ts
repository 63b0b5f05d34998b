import { z } from 'zod';
import { pickedKey, pickedOption, pickedSome } from './choice';
import type { ConditionalRule } from './conditional';
import { requiredMessage } from './messages';
import { descriptionRule, nameRule, TEXT_LIMITS, textRule } from './text';

/** Guardrails (002 sections 3, 4, 5 and 9). */

export const GUARDRAIL_CATEGORIES = [
  'No PII',
  'Prompt Injection',
  'Check Language',
  'No Gibberish',
  'No Social Bias',
  'Regex Match',
] as const;
export const GUARDRAIL_SOURCES = ['REGEX', 'INTELLIGENT', 'API'] as const;
export const GUARDRAIL_SOURCE_LABELS = {
  REGEX: 'Regex Pattern',
  INTELLIGENT: 'Intelligent Source',
  API: 'API',
} as const;
export const GUARDRAIL_HANDLING_TYPES = ['MASK', 'BLOCK'] as const;
export const GUARDRAIL_CRITERIA = ['PRE', 'POST'] as const;
export const GUARDRAIL_CRITERIA_LABELS = { PRE: 'Pre Guardrail', POST: 'Post Guardrail' } as const;

export const GUARDRAIL_MESSAGES = {
  name: requiredMessage('guardrail name'),
  category: 'Please select Guardrails category',
  source: 'Guardrail Source is required',
  handlingType: 'Please select a handling type',
  criteria: 'Please select Guardrail Criteria',
  selection: 'Please select Guardrail',
  regex: requiredMessage('regex pattern'),
  invalidRegex: 'Please enter a valid regular expression',
  intelligentSource: 'Please select an intelligence source',
  api: 'Please select an API',
} as const;

/** Whether `pattern` compiles as a JavaScript regular expression. */
export function isValidRegex(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

export const guardrailNameRule = nameRule('guardrail name');
/**
 * Decision: the description is optional. 002 section 5 lists every required guardrail field and
 * not the description; when one is typed it passes the shared description rule (at least 5
 * characters, 002 section 9).
 */
export const guardrailDescriptionRule = descriptionRule('description', { required: false });
export const guardrailCategoryRule = pickedOption(
  GUARDRAIL_CATEGORIES,
  GUARDRAIL_MESSAGES.category,
);
export const guardrailSourceRule = pickedOption(GUARDRAIL_SOURCES, GUARDRAIL_MESSAGES.source);
export const handlingTypeRule = pickedOption(
  GUARDRAIL_HANDLING_TYPES,
  GUARDRAIL_MESSAGES.handlingType,
);
export const guardrailCriteriaRule = pickedSome(
  z.enum(GUARDRAIL_CRITERIA),
  GUARDRAIL_MESSAGES.criteria,
);

export const regexPatternRule = textRule({
  label: 'regex pattern',
  max: TEXT_LIMITS.description,
  allowEdgeSpaces: true,
}).refine(isValidRegex, GUARDRAIL_MESSAGES.invalidRegex);

/** The model of an intelligent-source guardrail: `intelligentSources` (002 section 3). */
export const guardrailIntelligentSourceRule = z.strictObject(
  { id: pickedKey(GUARDRAIL_MESSAGES.intelligentSource), isSLM: z.boolean() },
  { error: GUARDRAIL_MESSAGES.intelligentSource },
);

/**
 * What the chosen source needs. Decision where the spec is silent: the regex source a pattern
 * that compiles, the intelligent source a model, the API source at least one API.
 */
export function guardrailSourceRules(guardrail: { sourceType?: unknown }): ConditionalRule[] {
  switch (guardrail.sourceType) {
    case 'REGEX':
      return [['regex.value', regexPatternRule]];
    case 'INTELLIGENT':
      return [['intelligentSources', guardrailIntelligentSourceRule]];
    case 'API':
      return [['apis', pickedSome(z.string(), GUARDRAIL_MESSAGES.api)]];
    default:
      return [];
  }
}
