import type { ResourceCreateBody, ResourceRecord } from '@agentdeck/api-client';
import {
  GUARDRAIL_MESSAGES,
  guardrailCategoryRule,
  guardrailCriteriaRule,
  guardrailDescriptionRule,
  guardrailNameRule,
  guardrailSourceRule,
  guardrailSourceRules,
  handlingTypeRule,
  pickedSome,
  withConditionalRules,
} from '@agentdeck/api-client/rules';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { filled } from './formValues';

/** New/Edit Guardrails (002 sections 2 to 5); the source's own field is checked by its rule. */
export const guardrailFormSchema = withConditionalRules(
  z.object({
    guardrailName: guardrailNameRule,
    category: guardrailCategoryRule,
    description: guardrailDescriptionRule.optional(),
    sourceType: guardrailSourceRule,
    regex: z
      .object({ value: z.string().optional(), isCustom: z.boolean().optional() })
      .nullable()
      .optional(),
    intelligentSources: z.object({ id: z.string(), isSLM: z.boolean() }).nullable().optional(),
    apis: z.array(z.string()).optional(),
    handlingType: handlingTypeRule,
    criteria: guardrailCriteriaRule,
  }),
  guardrailSourceRules,
);

export type GuardrailFormValues = z.input<typeof guardrailFormSchema>;
export type GuardrailFormOutput = z.output<typeof guardrailFormSchema>;

/** The guardrail dialog of the agent editor: at least one guardrail selected. */
export const guardrailSelectionSchema = z.object({
  guardrailIds: pickedSome(z.string(), GUARDRAIL_MESSAGES.selection),
});

/** A new guardrail's form (nothing picked), or a saved one's. */
export function guardrailFormValues(
  guardrail: ResourceRecord<'guardrail'> | undefined,
): DefaultValues<GuardrailFormValues> {
  if (!guardrail) return { guardrailName: '', description: '', apis: [], criteria: [] };
  return {
    ...guardrail,
    description: guardrail.description ?? '',
    regex: guardrail.regex ?? null,
    intelligentSources: guardrail.intelligentSources ?? null,
  };
}

/**
 * The body of POST and PUT: only the chosen source's field (a typed pattern is a custom one);
 * a blank description is left out.
 */
export function guardrailBody(values: GuardrailFormOutput): ResourceCreateBody<'guardrail'> {
  const description = filled(values.description);
  return {
    guardrailName: values.guardrailName,
    category: values.category,
    ...(description ? { description } : {}),
    sourceType: values.sourceType,
    ...(values.sourceType === 'REGEX'
      ? { regex: { value: values.regex?.value ?? '', isCustom: values.regex?.isCustom ?? true } }
      : {}),
    ...(values.sourceType === 'INTELLIGENT' && values.intelligentSources
      ? { intelligentSources: values.intelligentSources }
      : {}),
    apis: values.sourceType === 'API' ? (values.apis ?? []) : [],
    handlingType: values.handlingType,
    criteria: values.criteria,
  };
}
