import { createQueryHook } from '@agentdeck/api-client/hooks';
import { useSWRConfig } from 'swr';

const useActivities = createQueryHook('activities.list');
const argsFor = (wid: string) => ({ params: { wid } });

/** `GET /workspaces/{wid}/activities`: the workspace's newest creations and updates. */
export function useRecentActivities(wid: string) {
  // No deduping: a feed shown right after a change must show it.
  return useActivities(argsFor(wid), { dedupingInterval: 0 });
}

/**
 * Refetches the feed: when a panel opens (one reopened while its closing animation still runs
 * keeps its content mounted, so mounting alone would not refetch), or after a list changed.
 */
export function useRefreshRecentActivities(wid: string) {
  const { mutate } = useSWRConfig();
  return () => void mutate(useActivities.keyOf(argsFor(wid)));
}
