import type { ResourceCreateBody, ResourceRecord } from '@agentdeck/api-client';
import { WEBHOOK_URL_PREVIEW_LENGTH, type WebhookFormValues } from '@agentdeck/forms';
import { previewText } from '@agentdeck/ui';

export type Webhook = ResourceRecord<'webhook'>;
export type WebhookBody = ResourceCreateBody<'webhook'>;

/** A new webhook's form: no URL, one empty header row to fill in, active. */
export const emptyWebhookForm = (): WebhookFormValues => ({
  url: '',
  headers: [{ key: '', value: '' }],
  isActive: true,
});

/** The form filled from a stored webhook (editing fills the form, spec 002 section 2). */
export function toWebhookForm(webhook: Webhook): WebhookFormValues {
  const headers = webhook.configurations.headers.map(({ key, value }) => ({ key, value }));
  return {
    url: webhook.configurations.url,
    headers: headers.length > 0 ? headers : [{ key: '', value: '' }],
    isActive: webhook.isActive,
  };
}

/**
 * The body of `POST` / `PUT /webhooks`: configurations {url, headers [{key, value}]} and isActive
 * (spec 002 section 7). Header rows left wholly empty are dropped (the rule in
 * `@agentdeck/forms` rules/webhook.ts ignores them); names are trimmed, values kept as typed.
 */
export function toWebhookBody(values: WebhookFormValues): WebhookBody {
  const headers = values.headers
    .filter((header) => header.key.trim() !== '' || header.value.trim() !== '')
    .map((header) => ({ key: header.key.trim(), value: header.value }));
  return { isActive: values.isActive, configurations: { url: values.url.trim(), headers } };
}

/** The same webhook with `isActive` switched, for the list's active switch. */
export function withActive(webhook: Webhook, isActive: boolean): WebhookBody {
  return {
    isActive,
    configurations: { url: webhook.configurations.url, headers: webhook.configurations.headers },
  };
}

/** The URL as the list shows it: cut to 60 characters (spec 002 section 9); the full URL goes in the title. */
export function webhookUrlPreview(url: string): string {
  return previewText(url, WEBHOOK_URL_PREVIEW_LENGTH);
}
