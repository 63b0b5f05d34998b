import type { ResourceRecord } from '@agentdeck/api-client';
import { WEBHOOK_URL_PREVIEW_LENGTH } from '@agentdeck/forms';
import { previewText } from '@agentdeck/ui';

export type Webhook = ResourceRecord<'webhook'>;

/** The URL as the list shows it: cut to 60 characters (spec 002 section 9); the full URL goes in the title. */
export function webhookUrlPreview(url: string): string {
  return previewText(url, WEBHOOK_URL_PREVIEW_LENGTH);
}

/** How a webhook is named in its buttons and messages: 'webhook https://…' ('Edit webhook https://…'). */
export const webhookName = (webhook: Webhook) => `webhook ${webhook.configurations.url}`;
