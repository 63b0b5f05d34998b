import { z } from 'zod';
import { withConditionalRules, type ConditionalRule } from './conditional';
import { requiredMessage } from './messages';
import { TEXT_LIMITS, textRule } from './text';
import { urlRule } from './url';

/** Webhook configurations (002 sections 3 and 5). */

export const WEBHOOK_MESSAGES = {
  url: requiredMessage('URL'),
  headerKey: requiredMessage('header name'),
  headerValue: requiredMessage('header value'),
} as const;

/**
 * The webhook form: a valid URL ('Please enter a valid URL') and headers. Decision: a header row
 * left wholly empty is ignored; a row with only a key or only a value asks for the other half.
 */
export const webhookFormSchema = withConditionalRules(
  z.object({
    url: urlRule('URL'),
    headers: z.array(z.object({ key: z.string(), value: z.string() })),
    isActive: z.boolean(),
  }),
  (v) =>
    (v.headers ?? []).flatMap((header, index): ConditionalRule[] => {
      const hasKey = (header?.key ?? '').trim() !== '';
      const hasValue = (header?.value ?? '').trim() !== '';
      if (!hasKey && !hasValue) return [];
      return [
        [`headers.${index}.key`, textRule({ label: 'header name', max: TEXT_LIMITS.shortText })],
        [
          `headers.${index}.value`,
          textRule({ label: 'header value', max: TEXT_LIMITS.description, allowEdgeSpaces: true }),
        ],
      ];
    }),
);

export type WebhookFormValues = z.input<typeof webhookFormSchema>;

/** Webhook URLs are shown cut to 60 characters, the full URL as the title (002 section 9). */
export const WEBHOOK_URL_PREVIEW_LENGTH = 60;
