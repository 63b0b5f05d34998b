import type { PromptTemplateFormValues } from '@agentdeck/forms';
import { wrapKnownNames } from '@agentdeck/ui';
import type { DefaultValues } from 'react-hook-form';
import type { PromptTemplate, PromptTemplateBody } from '../api/use-prompt-templates';

/** The toasts of the prompt template screens (spec 000 section 8), quoted exactly. */
export const PROMPT_TEMPLATE_TOASTS = {
  created: 'Prompt Template saved successfully',
  updated: 'Prompt Template updated successfully',
  deleted: 'Prompt Template deleted successfully',
  failed: "Something went wrong! We couldn't save your prompt template",
} as const;

/** The drawer's form: an existing template's fields, or empty ones for a new template. */
export function promptTemplateFormValues(
  template?: Pick<PromptTemplate, 'name' | 'description' | 'configurations'>,
): DefaultValues<PromptTemplateFormValues> {
  if (!template) return { name: '', description: '', prompt: '' };
  return {
    name: template.name,
    description: template.description,
    prompt: template.configurations.prompt_template,
  };
}

/**
 * The body of POST and PUT (spec 000 section 7). Known names are wrapped in double curly braces
 * on save (section 4.3), also those typed before the '@' picker's names had loaded.
 */
export function promptTemplateBody(
  values: PromptTemplateFormValues,
  knownNames: readonly string[],
): PromptTemplateBody {
  return {
    name: values.name,
    description: values.description,
    configurations: { prompt_template: wrapKnownNames(values.prompt, knownNames) },
  };
}
