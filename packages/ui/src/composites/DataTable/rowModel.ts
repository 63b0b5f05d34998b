import { createCollationKeyer } from './collationKey';

/**
 * The DataTable's row model: filter, sort and order rows by position, without React.
 *
 * Rows are never copied: a view is an `Int32Array` of row positions. Each row's searchable text
 * is prepared once (lowercased, columns joined by a separator no one types), so a keystroke is
 * one pass of `includes` over prepared strings. Each column's sort order is computed once as a
 * rank per row; both directions then come from a linear counting sort, and the filter walks the
 * sorted order, so typing never sorts again.
 */

/** What a column contributes to filtering and sorting. */
export type CellValue = string | number | boolean | Date | null | undefined;

export interface RowModelColumn<Row> {
  id: string;
  /** The value shown, filtered and sorted. */
  accessor: (row: Row) => CellValue;
  /** Whether the filter looks at this column. @default true */
  filterable?: boolean;
}

export type SortDirection = 'ascending' | 'descending';

export interface RowSort {
  column: string;
  direction: SortDirection;
}

/** Separates columns in the search text, so a match never spans two cells. */
const cellSeparator = '\u001f';

/** The text a cell shows and the filter matches when the column has no custom render. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value);
}

/** Lowercased searchable text of every row, in row order. */
export function buildSearchIndex<Row>(
  rows: readonly Row[],
  columns: readonly RowModelColumn<Row>[],
): string[] {
  const searchable = columns.filter((column) => column.filterable !== false);
  const index = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as Row;
    let text = '';
    for (let c = 0; c < searchable.length; c++) {
      if (c > 0) text += cellSeparator;
      text += cellText((searchable[c] as RowModelColumn<Row>).accessor(row));
    }
    index[i] = text.toLowerCase();
  }
  return index;
}

/** The filter text as it is matched: trimmed and lowercased. */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** The positions in `order` whose search text contains `query` (already normalized). */
export function filterOrder(
  order: Int32Array,
  searchIndex: readonly string[],
  query: string,
): Int32Array {
  if (query === '') return order;
  const matches = new Int32Array(order.length);
  let count = 0;
  for (let i = 0; i < order.length; i++) {
    const position = order[i] as number;
    if ((searchIndex[position] as string).includes(query)) matches[count++] = position;
  }
  return matches.subarray(0, count);
}

/** Row positions 0..count-1, the unsorted order. */
export function naturalOrder(count: number): Int32Array {
  const order = new Int32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  return order;
}

/**
 * A sort rank per row: rows with equal values share a rank, a higher rank sorts later. Empty
 * values (null, undefined, '' and invalid dates) get rank -1 and always sort last.
 */
export function computeRanks(values: readonly CellValue[], collator: Intl.Collator): Int32Array {
  const ranks = new Int32Array(values.length).fill(-1);
  const numbers: number[] = [];
  const numberPositions: number[] = [];
  const strings: string[] = [];
  const stringPositions: number[] = [];
  values.forEach((value, position) => {
    if (value === null || value === undefined || value === '') return;
    if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) {
      const number = Number(value);
      if (Number.isNaN(number)) return;
      numbers.push(number);
      numberPositions.push(position);
    } else {
      strings.push(value);
      stringPositions.push(position);
    }
  });
  // A column mixing numbers and text sorts every value as text.
  if (strings.length > 0) {
    numbers.forEach((number, i) => {
      strings.push(String(number));
      stringPositions.push(numberPositions[i] as number);
    });
    rankStrings(strings, stringPositions, ranks, collator);
  } else {
    rankNumbers(numbers, numberPositions, ranks);
  }
  return ranks;
}

function rankNumbers(numbers: number[], positions: number[], ranks: Int32Array) {
  const distinct = Float64Array.from(numbers).sort();
  let unique = 0;
  for (let i = 0; i < distinct.length; i++) {
    if (i === 0 || distinct[i] !== distinct[unique - 1]) distinct[unique++] = distinct[i] as number;
  }
  numbers.forEach((number, i) => {
    let low = 0;
    let high = unique - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((distinct[middle] as number) < number) low = middle + 1;
      else high = middle;
    }
    ranks[positions[i] as number] = low;
  });
}

function rankStrings(
  strings: string[],
  positions: number[],
  ranks: Int32Array,
  collator: Intl.Collator,
) {
  const keyOf = createCollationKeyer(collator);
  const keys: string[] = [];
  if (keyOf) {
    for (const text of strings) {
      const key = keyOf(text);
      if (key === null) break;
      keys.push(key);
    }
  }
  if (keyOf && keys.length === strings.length) {
    // Native string sort of `key + U+0000 + item number` (three one-byte digits in base 255):
    // equal keys stay in row order, and no comparator function is called.
    const tagged = keys.map(
      (key, i) =>
        key + String.fromCharCode(0, ((i / 65025) | 0) + 1, (((i / 255) | 0) % 255) + 1, (i % 255) + 1),
    );
    tagged.sort();
    let rank = -1;
    let previousKey: string | undefined;
    for (const entry of tagged) {
      const length = entry.length;
      const item =
        (entry.charCodeAt(length - 3) - 1) * 65025 +
        (entry.charCodeAt(length - 2) - 1) * 255 +
        (entry.charCodeAt(length - 1) - 1);
      const key = keys[item] as string;
      if (key !== previousKey) rank++;
      previousKey = key;
      ranks[positions[item] as number] = rank;
    }
    return;
  }
  const items = strings.map((_, i) => i);
  items.sort((a, b) => collator.compare(strings[a] as string, strings[b] as string) || a - b);
  let rank = -1;
  items.forEach((item, i) => {
    const previous = items[i - 1];
    if (previous === undefined || collator.compare(strings[previous] as string, strings[item] as string) !== 0) rank++;
    ranks[positions[item] as number] = rank;
  });
}

/**
 * Row positions ordered by rank (a stable counting sort, linear in the number of rows). Equal
 * ranks keep row order in both directions; empty values (rank -1) come last in both.
 */
export function orderByRanks(ranks: Int32Array, direction: SortDirection): Int32Array {
  let maxRank = -1;
  for (let i = 0; i < ranks.length; i++) if ((ranks[i] as number) > maxRank) maxRank = ranks[i] as number;
  // Bucket b holds rank b in ascending order, rank maxRank - b in descending; the last bucket
  // holds empty values.
  const bucketOf = (rank: number) =>
    rank < 0 ? maxRank + 1 : direction === 'ascending' ? rank : maxRank - rank;
  const starts = new Int32Array(maxRank + 3);
  for (let i = 0; i < ranks.length; i++) starts[bucketOf(ranks[i] as number) + 1]!++;
  for (let b = 1; b < starts.length; b++) starts[b]! += starts[b - 1] as number;
  const order = new Int32Array(ranks.length);
  for (let i = 0; i < ranks.length; i++) order[starts[bucketOf(ranks[i] as number)]!++] = i;
  return order;
}

export interface RowModel {
  /** Row positions matching `query`, in the order of `sort`. */
  view(query: string, sort?: RowSort): Int32Array;
}

/**
 * Caches, per set of rows: the search index (built on the first non-empty query), each
 * column's ranks (on its first sort), each sorted order, and the last filter result so a query
 * that extends the previous one only scans the previous matches.
 */
export function createRowModel<Row>(
  rows: readonly Row[],
  columns: readonly RowModelColumn<Row>[],
  collator: Intl.Collator,
): RowModel {
  const natural = naturalOrder(rows.length);
  let searchIndex: string[] | undefined;
  const ranksByColumn = new Map<string, Int32Array>();
  const orders = new Map<string, Int32Array>();
  let last: { order: Int32Array; query: string; result: Int32Array } | undefined;

  const sortedOrder = (sort: RowSort | undefined): Int32Array => {
    const column = sort && columns.find((candidate) => candidate.id === sort.column);
    if (!sort || !column) return natural;
    const cacheKey = `${sort.direction}:${sort.column}`;
    let order = orders.get(cacheKey);
    if (!order) {
      let ranks = ranksByColumn.get(column.id);
      if (!ranks) {
        ranks = computeRanks(rows.map(column.accessor), collator);
        ranksByColumn.set(column.id, ranks);
      }
      order = orderByRanks(ranks, sort.direction);
      orders.set(cacheKey, order);
    }
    return order;
  };

  return {
    view(rawQuery, sort) {
      const order = sortedOrder(sort);
      const query = normalizeQuery(rawQuery);
      if (query === '') return order;
      searchIndex ??= buildSearchIndex(rows, columns);
      // Every match of 'ab' also contains 'a': refine the last result instead of rescanning.
      const from = last && last.order === order && query.includes(last.query) ? last.result : order;
      const result = filterOrder(from, searchIndex, query);
      last = { order, query, result };
      return result;
    },
  };
}
