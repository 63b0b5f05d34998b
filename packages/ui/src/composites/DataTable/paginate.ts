/** The spec's default number of rows per page (spec 002 section 9). */
export const defaultPageSize = 10;

export interface PageSlice {
  /** The page shown, 1-based, clamped to the pages that exist. */
  page: number;
  /** At least 1: an empty table still reads 'Page 1 of 1'. */
  pageCount: number;
  /** First row position of the page (inclusive). */
  start: number;
  /** Last row position of the page (exclusive). */
  end: number;
}

/** Which slice of `rowCount` rows the 1-based `page` shows with `pageSize` rows a page. */
export function paginate(rowCount: number, page: number, pageSize: number): PageSlice {
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`Page size must be a positive whole number, got ${pageSize}`);
  }
  const pageCount = Math.max(1, Math.ceil(rowCount / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (current - 1) * pageSize;
  return { page: current, pageCount, start, end: Math.min(rowCount, start + pageSize) };
}

/** The footer's text, as the spec words it: 'Page X of Y'. */
export function pageLabel({ page, pageCount }: Pick<PageSlice, 'page' | 'pageCount'>): string {
  return `Page ${page} of ${pageCount}`;
}
