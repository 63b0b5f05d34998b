import { resourceHooks } from '@agentdeck/api-client';

const hooks = resourceHooks.webhook;

/**
 * `GET, POST /workspaces/{wid}/webhooks` and `PUT, DELETE /workspaces/{wid}/webhooks/{id}`
 * (spec 002 section 7). The list is read only while `enabled` (the dialog is open); every
 * mutation refetches it.
 */
export function useWebhooks(wid: string, enabled: boolean) {
  const list = hooks.useList(enabled ? wid : null);
  const create = hooks.useCreate(wid);
  const update = hooks.useUpdate(wid);
  const remove = hooks.useDelete(wid);
  return {
    // A failed list load falls back to an empty list (spec 002 section 7); the error is still shown.
    webhooks: list.data ?? [],
    isLoading: list.isLoading,
    error: list.error,
    create: create.trigger,
    isCreating: create.isMutating,
    update: update.trigger,
    isUpdating: update.isMutating,
    remove: remove.trigger,
  };
}
