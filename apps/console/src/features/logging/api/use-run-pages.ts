import { RUN_PAGE_SIZE, type Run } from '@agentdeck/api-client';
import { useApiClient, useRuns } from '@agentdeck/api-client/hooks';
import { useCursorPages } from '../../../entities/monitoring';
import type { RunFilters } from '../model/logging-view';

const runsOf = (page: { items: Run[] }): readonly Run[] => page.items;

/** The runs matching the filters in the range, newest first: the first page through SWR, more on request by cursor. */
export function useRunPages(wid: string, filters: RunFilters, from: string, to: string) {
  const client = useApiClient();
  const { workflowId, status, version, environment, trigger } = filters;
  const query = { workflowId, status, version, environment, trigger, from, to, limit: String(RUN_PAGE_SIZE) };
  const first = useRuns({ params: { wid }, query }, { keepPreviousData: true });
  const pages = useCursorPages({
    first: first.data,
    key: JSON.stringify([wid, query]),
    itemsOf: runsOf,
    fetchPage: (cursor) => client.call('runs.list', { params: { wid }, query: { ...query, cursor } }),
  });
  return { runs: pages.items, hasMore: pages.hasMore, loadMore: pages.loadMore, isLoadingMore: pages.isLoadingMore, isLoading: first.isLoading, error: first.error };
}
