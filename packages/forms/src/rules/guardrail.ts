import { z } from 'zod';
import { pickedKey, pickedOption, pickedSome } from './choice';
import { withConditionalRules } from './conditional';
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
  name: 'Please enter a guardrail name',
  category: 'Please select Guardrails category',
  source: 'Guardrail Source is required',
  handlingType: 'Please select a handling type',
  criteria: 'Please select Guardrail Criteria',
  selection: 'Please select Guardrail',
  regex: 'Please enter a regex pattern',
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

const regexPatternRule = textRule({
  label: 'regex pattern',
  max: TEXT_LIMITS.description,
  allowEdgeSpaces: true,
}).refine(isValidRegex, GUARDRAIL_MESSAGES.invalidRegex);

/**
 * New/Edit Guardrails. Decision where the spec is silent: the regex source needs a pattern that
 * compiles, the intelligent source a model, the API source at least one API. The description is
 * optional (the spec does not ask for one) but passes the shared check when given.
 */
export const guardrailFormSchema = withConditionalRules(
  z.object({
    guardrailName: nameRule('guardrail name'),
    category: pickedOption(GUARDRAIL_CATEGORIES, GUARDRAIL_MESSAGES.category),
    description: descriptionRule('description', { required: false }).optional(),
    sourceType: pickedOption(GUARDRAIL_SOURCES, GUARDRAIL_MESSAGES.source),
    regex: z
      .object({ value: z.string().optional(), isCustom: z.boolean().optional() })
      .nullable()
      .optional(),
    intelligentSource: z.string().nullable().optional(),
    apis: z.array(z.string()).optional(),
    handlingType: pickedOption(GUARDRAIL_HANDLING_TYPES, GUARDRAIL_MESSAGES.handlingType),
    criteria: pickedSome(z.enum(GUARDRAIL_CRITERIA), GUARDRAIL_MESSAGES.criteria),
  }),
  (v) => [
    v.sourceType === 'REGEX' && ['regex.value', regexPatternRule],
    v.sourceType === 'INTELLIGENT' && [
      'intelligentSource',
      pickedKey(GUARDRAIL_MESSAGES.intelligentSource),
    ],
    v.sourceType === 'API' && ['apis', pickedSome(z.string(), GUARDRAIL_MESSAGES.api)],
  ],
);

export type GuardrailFormValues = z.input<typeof guardrailFormSchema>;

/** The guardrail dialog of the agent editor: at least one guardrail selected. */
export const guardrailSelectionSchema = z.object({
  guardrailIds: pickedSome(z.string(), GUARDRAIL_MESSAGES.selection),
});
