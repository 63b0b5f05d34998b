import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** What a cursor-paged call answers: its page's items are read with `itemsOf`. */
export interface CursorPaged {
  nextCursor: string | null;
}

export interface CursorPagesOptions<Page extends CursorPaged, Item> {
  /** The first page, as its SWR hook answers it (kept on screen while another query loads). */
  first: Page | undefined;
  /** What the pages belong to (the query, serialised): pages of an older one are dropped, never shown. */
  key: string;
  itemsOf: (page: Page) => readonly Item[];
  /** Reads the page after `cursor`, with the same query as the first. */
  fetchPage: (cursor: string) => Promise<Page>;
}

interface MorePages<Item> {
  key: string;
  items: Item[];
  nextCursor: string | null;
}

/**
 * The items of a cursor-paged list (log lines, runs), newest first: the first page through SWR,
 * then page after page by cursor as the screen asks for more.
 */
export function useCursorPages<Page extends CursorPaged, Item>({ first, key, itemsOf, fetchPage }: CursorPagesOptions<Page, Item>) {
  const [more, setMore] = useState<MorePages<Item>>();
  const [isLoadingMore, setLoadingMore] = useState(false);
  // The latest call, so `loadMore` changes only with the query and the cursor.
  const latest = useRef({ itemsOf, fetchPage });
  useLayoutEffect(() => {
    latest.current = { itemsOf, fetchPage };
  });
  const current = more?.key === key ? more : undefined;
  const items: readonly Item[] = first ? (current ? [...itemsOf(first), ...current.items] : itemsOf(first)) : [];
  const nextCursor = current ? current.nextCursor : (first?.nextCursor ?? null);

  const loadMore = useCallback(async () => {
    if (!nextCursor || isLoadingMore) return;
    setLoadingMore(true);
    try {
      const next = await latest.current.fetchPage(nextCursor);
      const nextItems = latest.current.itemsOf(next);
      setMore((previous) => ({ key, items: [...(previous?.key === key ? previous.items : []), ...nextItems], nextCursor: next.nextCursor }));
    } finally {
      setLoadingMore(false);
    }
  }, [key, nextCursor, isLoadingMore]);

  return { items, hasMore: nextCursor !== null, loadMore, isLoadingMore };
}
