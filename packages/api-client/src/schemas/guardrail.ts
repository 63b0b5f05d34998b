import { z } from 'zod';
import { defineResource } from '../resource';
import {
  guardrailCategoryRule,
  guardrailCriteriaRule,
  guardrailDescriptionRule,
  guardrailNameRule,
  guardrailSourceRule,
  guardrailSourceRules,
  handlingTypeRule,
} from '../rules/guardrail';
import { resourcePaths } from '../routes';

/**
 * Guardrail (spec 002 section 3), kept by the server (spec README decision 6). The source's own
 * field (regex, intelligentSources or apis) is required by `guardrailSourceRules`.
 */
export const guardrailResource = defineResource({
  path: resourcePaths.guardrail,
  label: 'Guardrail',
  nameField: 'guardrailName',
  fields: {
    guardrailName: guardrailNameRule,
    category: guardrailCategoryRule,
    description: guardrailDescriptionRule.optional(),
    sourceType: guardrailSourceRule,
    regex: z.strictObject({ value: z.string().optional(), isCustom: z.boolean() }).optional(),
    intelligentSources: z.strictObject({ id: z.string(), isSLM: z.boolean() }).optional(),
    apis: z.array(z.string()).default([]),
    handlingType: handlingTypeRule,
    criteria: guardrailCriteriaRule,
  },
  rules: guardrailSourceRules,
});
