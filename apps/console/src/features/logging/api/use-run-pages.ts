import { RUN_PAGE_SIZE, type Run } from '@agentdeck/api-client';
import { useApiClient, useRuns } from '@agentdeck/api-client/hooks';
import { useCallback, useState } from 'react';
import type { RunFilters } from '../model/logging-view';

interface MorePages {
  key: string;
  items: Run[];
  nextCursor: string | null;
}

/** The runs matching the filters in the range, newest first: the first page through SWR, more on request by cursor. */
export function useRunPages(wid: string, filters: RunFilters, from: string, to: string) {
  const client = useApiClient();
  const { workflowId, status, version, trigger } = filters;
  const query = { workflowId, status, version, trigger, from, to, limit: String(RUN_PAGE_SIZE) };
  const first = useRuns({ params: { wid }, query }, { keepPreviousData: true });
  const key = JSON.stringify([wid, query]);
  const [more, setMore] = useState<MorePages>();
  const [isLoadingMore, setLoadingMore] = useState(false);
  const current = more?.key === key ? more : undefined;
  const runs = first.data ? [...first.data.items, ...(current?.items ?? [])] : [];
  const nextCursor = current ? current.nextCursor : (first.data?.nextCursor ?? null);

  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    try {
      const next = await client.call('runs.list', {
        params: { wid },
        query: { workflowId, status, version, trigger, from, to, limit: String(RUN_PAGE_SIZE), cursor: nextCursor },
      });
      setMore((previous) => ({ key, items: [...(previous?.key === key ? previous.items : []), ...next.items], nextCursor: next.nextCursor }));
    } finally {
      setLoadingMore(false);
    }
  }, [client, wid, workflowId, status, version, trigger, from, to, key, nextCursor]);

  return { runs, hasMore: nextCursor !== null, loadMore, isLoadingMore, isLoading: first.isLoading, error: first.error };
}
