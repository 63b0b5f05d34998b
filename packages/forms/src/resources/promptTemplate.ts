import type { ResourceCreateBody, ResourceRecord } from '@agentdeck/api-client';
import { promptDescriptionRule, promptKeyRule, promptRule } from '@agentdeck/api-client/rules';
import { wrapKnownNames } from '@agentdeck/ui/prompt-template';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';

/** New/Edit Prompt Template (000 sections 4.3 and 5.2): Prompt Key, Prompt Description (at least 5), the prompt. */
export const promptTemplateFormSchema = z.object({
  name: promptKeyRule,
  description: promptDescriptionRule,
  prompt: promptRule,
});

export type PromptTemplateFormValues = z.input<typeof promptTemplateFormSchema>;

/** The drawer's form: an existing template's fields, or empty ones for a new template. */
export function promptTemplateFormValues(
  template?: Pick<ResourceRecord<'promptTemplate'>, 'name' | 'description' | 'configurations'>,
): DefaultValues<PromptTemplateFormValues> {
  if (!template) return { name: '', description: '', prompt: '' };
  return {
    name: template.name,
    description: template.description,
    prompt: template.configurations.prompt_template,
  };
}

/**
 * The body of POST and PUT (000 section 7). Known names are wrapped in double curly braces on
 * save (000 section 4.3), also those typed before the '@' picker's names had loaded.
 */
export function promptTemplateBody(
  values: PromptTemplateFormValues,
  knownNames: readonly string[],
): ResourceCreateBody<'promptTemplate'> {
  return {
    name: values.name,
    description: values.description,
    configurations: { prompt_template: wrapKnownNames(values.prompt, knownNames) },
  };
}
