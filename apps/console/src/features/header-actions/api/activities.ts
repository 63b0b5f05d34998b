import { createQueryHook, operations, type ApiKey } from '@agentdeck/api-client';
import { useSWRConfig } from 'swr';

const useActivitiesQuery = createQueryHook('activities.list');
const argsFor = (wid: string) => ({ params: { wid } });

/** `GET /workspaces/{wid}/activities`, read while the panel is open. */
export function useRecentActivities(wid: string) {
  // No deduping: reopening the panel right after a change must show it.
  return useActivitiesQuery(argsFor(wid), { dedupingInterval: 0 });
}

/**
 * Refetches the feed, for the moment the panel opens: a panel reopened while its closing
 * animation still runs keeps its content mounted, so mounting alone would not refetch.
 */
export function useRefreshRecentActivities(wid: string) {
  const { mutate } = useSWRConfig();
  const key: ApiKey = [wid, operations['activities.list'].path, argsFor(wid)];
  return () => void mutate(key);
}
