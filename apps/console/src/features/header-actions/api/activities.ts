import { createQueryHook } from '@agentdeck/api-client';

const useActivitiesQuery = createQueryHook('activities.list');

/**
 * `GET /workspaces/{wid}/activities`, read while the panel is open. It refetches each time the
 * panel opens (the panel's content mounts then), so new changes show without a reload.
 */
export function useRecentActivities(wid: string) {
  // No deduping: reopening the panel right after a change must show it.
  return useActivitiesQuery({ params: { wid } }, { dedupingInterval: 0 });
}
