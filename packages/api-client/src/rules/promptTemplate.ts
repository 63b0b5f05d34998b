import { pickedKey } from './choice';
import { minLengthMessage, requiredMessage } from './messages';
import { DESCRIPTION_MIN, descriptionRule, longTextRule, nameRule } from './text';

/** Prompt templates and the 'Optimize' (Enhance Prompt) dialog (000 sections 4.2, 4.3, 5.2, 5.3). */

export const PROMPT_TEMPLATE_MESSAGES = {
  key: requiredMessage('prompt key'),
  description: requiredMessage('prompt description'),
  descriptionMin: minLengthMessage('prompt description', DESCRIPTION_MIN),
  prompt: requiredMessage('prompt'),
} as const;

/** Prompt Key, Prompt Description (at least 5) and the prompt, each with the shared text check. */
export const promptKeyRule = nameRule('prompt key');
export const promptDescriptionRule = descriptionRule('prompt description');
export const promptRule = longTextRule('prompt');

export const ENHANCE_MESSAGES = {
  currentPrompt: requiredMessage('current prompt'),
  enhancedPrompt: requiredMessage('enhanced prompt'),
  framework: 'Please select prompt framework',
} as const;

export const promptFrameworkRule = pickedKey(ENHANCE_MESSAGES.framework);
export const currentPromptRule = longTextRule('current prompt');
export const enhancedPromptRule = longTextRule('enhanced prompt');
