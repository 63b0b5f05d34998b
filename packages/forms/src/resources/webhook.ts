import type { ResourceCreateBody, ResourceRecord } from '@agentdeck/api-client';
import {
  webhookHeaderRules,
  webhookUrlRule,
  withConditionalRules,
} from '@agentdeck/api-client/rules';
import { z } from 'zod';

/** Webhook configurations (002 sections 2 to 5). */

/** The webhook form: a valid URL, header rows and the active switch. */
export const webhookFormSchema = withConditionalRules(
  z.object({
    url: webhookUrlRule,
    headers: z.array(z.object({ key: z.string(), value: z.string() })),
    isActive: z.boolean(),
  }),
  (v) => webhookHeaderRules(v.headers, 'headers'),
);

export type WebhookFormValues = z.input<typeof webhookFormSchema>;

type Webhook = ResourceRecord<'webhook'>;
type WebhookBody = ResourceCreateBody<'webhook'>;

/** Webhook URLs are shown cut to 60 characters, the full URL as the title (002 section 9). */
export const WEBHOOK_URL_PREVIEW_LENGTH = 60;

/**
 * The form: a new webhook's (no URL, one empty header row to fill in, active), or a stored one's
 * (editing fills the form, 002 section 2).
 */
export function webhookFormValues(webhook?: Webhook): WebhookFormValues {
  const headers = (webhook?.configurations.headers ?? []).map(({ key, value }) => ({ key, value }));
  return {
    url: webhook?.configurations.url ?? '',
    headers: headers.length > 0 ? headers : [{ key: '', value: '' }],
    isActive: webhook?.isActive ?? true,
  };
}

/**
 * The body of `POST` / `PUT /webhooks`: configurations {url, headers [{key, value}]} and isActive
 * (002 section 7). Header rows left wholly empty are dropped (`webhookHeaderRules` ignores them);
 * names are trimmed, values kept as typed.
 */
export function webhookBody(values: WebhookFormValues): WebhookBody {
  const headers = values.headers
    .filter((header) => header.key.trim() !== '' || header.value.trim() !== '')
    .map((header) => ({ key: header.key.trim(), value: header.value }));
  return { isActive: values.isActive, configurations: { url: values.url.trim(), headers } };
}

/** The same webhook with `isActive` switched, for the list's active switch. */
export function webhookActiveBody(webhook: Webhook, isActive: boolean): WebhookBody {
  return {
    isActive,
    configurations: { url: webhook.configurations.url, headers: webhook.configurations.headers },
  };
}
