import {
  currentPromptRule,
  enhancedPromptRule,
  promptFrameworkRule,
} from '@agentdeck/api-client/rules';
import { z } from 'zod';

/**
 * The Optimize dialog (000 sections 4.2 and 5.3): the framework and the current prompt are needed
 * to enhance; the enhanced prompt is needed to insert it.
 */
export const enhancePromptFormSchema = z.object({
  promptFrameworkType: promptFrameworkRule,
  currentPrompt: currentPromptRule,
  enhancedPrompt: enhancedPromptRule,
});

export type EnhancePromptFormValues = z.input<typeof enhancePromptFormSchema>;

/** The fields the Enhance button needs; it also needs a configured intelligent source. */
export const enhanceRequestSchema = enhancePromptFormSchema.pick({
  promptFrameworkType: true,
  currentPrompt: true,
});
