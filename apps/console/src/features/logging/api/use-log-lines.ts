import { LOG_PAGE_SIZE, type LogLine, type LogPage } from '@agentdeck/api-client';
import { useApiClient, useLogs } from '@agentdeck/api-client/hooks';
import { useCallback, useState } from 'react';

export interface LogLinesQuery {
  wid: string;
  query: string;
  from: string;
  to: string;
}

interface MorePages {
  /** The query the pages belong to: pages of an older query are dropped, never shown. */
  key: string;
  lines: LogLine[];
  nextCursor: string | null;
}

/**
 * The lines a query matches, newest first: the first page (with its histogram and facets) through
 * SWR, then page after page by cursor as the list asks for more. While a new query loads, the
 * previous answer stays on screen.
 */
export function useLogLines({ wid, query, from, to }: LogLinesQuery) {
  const client = useApiClient();
  const args = { params: { wid }, query: { query, from, to, limit: String(LOG_PAGE_SIZE) } };
  const first = useLogs(args, { keepPreviousData: true });
  const key = JSON.stringify([wid, query, from, to]);
  const [more, setMore] = useState<MorePages>();
  const [isLoadingMore, setLoadingMore] = useState(false);
  const page: LogPage | undefined = first.data;
  const current = more?.key === key ? more : undefined;
  const lines = page ? (current ? [...page.lines, ...current.lines] : page.lines) : [];
  const nextCursor = current ? current.nextCursor : (page?.nextCursor ?? null);

  const loadMore = useCallback(async () => {
    if (!nextCursor || isLoadingMore) return;
    setLoadingMore(true);
    try {
      const next = await client.call('logs.list', { params: { wid }, query: { query, from, to, limit: String(LOG_PAGE_SIZE), cursor: nextCursor } });
      setMore((previous) => ({
        key,
        lines: [...(previous?.key === key ? previous.lines : []), ...next.lines],
        nextCursor: next.nextCursor,
      }));
    } finally {
      setLoadingMore(false);
    }
  }, [client, wid, query, from, to, key, nextCursor, isLoadingMore]);

  return { page, lines, hasMore: nextCursor !== null, loadMore, isLoadingMore, error: first.error, isLoading: first.isLoading, isValidating: first.isValidating };
}
