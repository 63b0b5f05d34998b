import type { promptFrameworkSchema } from '@agentdeck/api-client';
import { stripDoubleBraces } from '@agentdeck/ui';
import type { z } from 'zod';

export type PromptFramework = z.infer<typeof promptFrameworkSchema>;

/** The Optimize dialog's messages (spec 000 sections 2.7 and 8), quoted exactly. */
export const ENHANCE_TEXTS = {
  loading: 'Hold on, Enhance Prompt is getting ready...',
  noSourceToast: 'You need to set your intelligent source in Settings.',
  noSourceInline: 'Intelligent source not configured. Please configure in Settings.',
  invalidFramework: 'Please select a valid prompt framework.',
  couldNotPass: "Something went wrong! We couldn't pass your prompt",
} as const;

/**
 * `data.promptFrameworks` of `GET /platform/config` is a JSON text of frameworks. A text that does
 * not parse gives an empty list and a logged warning (spec 000 section 8).
 */
export function parsePromptFrameworks(text: string | undefined): PromptFramework[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) throw new Error('not a list');
    return parsed.filter(
      (item): item is PromptFramework =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as PromptFramework).type === 'string' &&
        typeof (item as PromptFramework).title === 'string',
    );
  } catch (error) {
    console.warn('Could not read the prompt frameworks', error);
    return [];
  }
}

/** The enhanced prompt as the dialog shows it: double braces stripped (spec 000 section 4.2). */
export const enhancedPromptText = (response: string) => stripDoubleBraces(response);
