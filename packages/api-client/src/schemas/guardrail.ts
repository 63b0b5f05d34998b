import { z } from 'zod';
import { defineResource } from '../resource';
import { descriptionSchema } from './common';
import { resourcePaths } from '../routes';

export const guardrailCategories = [
  'No PII', 'Prompt Injection', 'Check Language', 'No Gibberish', 'No Social Bias', 'Regex Match',
] as const;

/** Guardrail (spec 002 section 3), kept by the server (spec README decision 6). */
export const guardrailResource = defineResource({
  path: resourcePaths.guardrail,
  label: 'Guardrail',
  nameField: 'guardrailName',
  fields: {
    guardrailName: z.string().trim().min(1, 'Please enter a name').max(200),
    category: z.enum(guardrailCategories, { message: 'Please select Guardrails category' }),
    description: descriptionSchema(),
    sourceType: z.enum(['REGEX', 'INTELLIGENT', 'API'], { message: 'Guardrail Source is required' }),
    regex: z.strictObject({ value: z.string().min(1), isCustom: z.boolean() }).optional(),
    intelligentSources: z.strictObject({ id: z.string().min(1), isSLM: z.boolean() }).optional(),
    apis: z.array(z.string()).default([]),
    handlingType: z.enum(['MASK', 'BLOCK'], { message: 'Please select a handling type' }),
    criteria: z.array(z.enum(['PRE', 'POST'])).min(1, 'Please select Guardrail Criteria'),
  },
  refine: (v, ctx) => {
    if (v.sourceType === 'REGEX' && !v.regex) ctx.addIssue({ code: 'custom', path: ['regex'], message: 'Please enter a regex' });
    if (v.sourceType === 'REGEX' && v.regex) {
      try {
        new RegExp(v.regex.value);
      } catch {
        ctx.addIssue({ code: 'custom', path: ['regex', 'value'], message: 'Invalid regular expression' });
      }
    }
  },
});
