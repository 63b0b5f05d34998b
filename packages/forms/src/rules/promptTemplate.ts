import { z } from 'zod';
import { pickedKey } from './choice';
import { descriptionRule, longTextRule, nameRule } from './text';

/** Prompt templates and the 'Optimize' (Enhance Prompt) dialog (000 sections 4.2, 4.3, 5.2, 5.3). */

export const PROMPT_TEMPLATE_MESSAGES = {
  key: 'Please enter a prompt key',
  description: 'Please enter a prompt description',
  descriptionMin: 'Prompt description must be at least 5 characters long',
  prompt: 'Please enter a prompt',
} as const;

/** New/Edit Prompt Template: Prompt Key, Prompt Description (at least 5), the prompt. */
export const promptTemplateFormSchema = z.object({
  name: nameRule('prompt key'),
  description: descriptionRule('prompt description'),
  prompt: longTextRule('prompt'),
});

export type PromptTemplateFormValues = z.input<typeof promptTemplateFormSchema>;

export const ENHANCE_MESSAGES = {
  currentPrompt: 'Please enter a current prompt',
  enhancedPrompt: 'Please enter an enhanced prompt',
  framework: 'Please select prompt framework',
} as const;

/**
 * The Optimize dialog: the framework and the current prompt are needed to enhance; the
 * enhanced prompt is needed to insert it (000 section 4.2).
 */
export const enhancePromptFormSchema = z.object({
  promptFrameworkType: pickedKey(ENHANCE_MESSAGES.framework),
  currentPrompt: longTextRule('current prompt'),
  enhancedPrompt: longTextRule('enhanced prompt'),
});

export type EnhancePromptFormValues = z.input<typeof enhancePromptFormSchema>;

/** The fields the Enhance button needs; it also needs a configured intelligent source. */
export const enhanceRequestSchema = enhancePromptFormSchema.pick({
  promptFrameworkType: true,
  currentPrompt: true,
});
