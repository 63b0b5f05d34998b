import { LOG_PAGE_SIZE, type LogLine, type LogPage } from '@agentdeck/api-client';
import { useApiClient, useLogs } from '@agentdeck/api-client/hooks';
import { useCursorPages } from '../../../entities/monitoring';

export interface LogLinesQuery {
  wid: string;
  query: string;
  from: string;
  to: string;
}

const linesOf = (page: LogPage): readonly LogLine[] => page.lines;

/**
 * The lines a query matches, newest first: the first page (with its histogram and facets) through
 * SWR, then page after page by cursor as the list asks for more. While a new query loads, the
 * previous answer stays on screen.
 */
export function useLogLines({ wid, query, from, to }: LogLinesQuery) {
  const client = useApiClient();
  const args = { params: { wid }, query: { query, from, to, limit: String(LOG_PAGE_SIZE) } };
  const first = useLogs(args, { keepPreviousData: true });
  const pages = useCursorPages({
    first: first.data,
    key: JSON.stringify([wid, query, from, to]),
    itemsOf: linesOf,
    fetchPage: (cursor) => client.call('logs.list', { params: args.params, query: { ...args.query, cursor } }),
  });
  return { page: first.data, lines: pages.items, hasMore: pages.hasMore, loadMore: pages.loadMore, isLoadingMore: pages.isLoadingMore, error: first.error, isLoading: first.isLoading, isValidating: first.isValidating };
}
