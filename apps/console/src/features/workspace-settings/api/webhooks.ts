import { resourceHooks } from '@agentdeck/api-client/hooks';

const hooks = resourceHooks.webhook;

/**
 * `GET /workspaces/{wid}/webhooks` and `PUT, DELETE /workspaces/{wid}/webhooks/{id}` (the form creates)
 * (spec 002 section 7). The list is read only while `enabled` (the dialog is open); every
 * mutation refetches it.
 */
export function useWebhooks(wid: string, enabled: boolean) {
  const list = hooks.useList(enabled ? wid : null);
  const update = hooks.useUpdate(wid);
  const remove = hooks.useDelete(wid);
  return {
    // A failed list load falls back to an empty list (spec 002 section 7); the error is still shown.
    webhooks: list.data ?? [],
    isLoading: list.isLoading,
    error: list.error,
    update: update.trigger,
    remove: remove.trigger,
  };
}
