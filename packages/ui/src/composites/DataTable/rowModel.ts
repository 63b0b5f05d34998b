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
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value);
}

/** Rows handled between two pauses of the preparation steps (a millisecond or two of work). */
const rowsPerStep = 2000;

/** Runs preparation steps to the end, for when the result is needed now. */
export function finish<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Builds the lowercased searchable text of every row, in row order, pausing (`yield`) every
 * few thousand rows so the work can be spread over idle time.
 */
export function* searchIndexSteps<Row>(
  rows: readonly Row[],
  columns: readonly RowModelColumn<Row>[],
): Generator<void, string[]> {
  const searchable = columns.filter((column) => column.filterable !== false);
  const index = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % rowsPerStep === 0) yield;
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

/** Lowercased searchable text of every row, in row order. */
export function buildSearchIndex<Row>(
  rows: readonly Row[],
  columns: readonly RowModelColumn<Row>[],
): string[] {
  return finish(searchIndexSteps(rows, columns));
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
  return finish(rankSteps(values.length, (position) => values[position], collator));
}

/** `computeRanks` in steps: reads `valueAt` for positions 0..count-1, pausing every few thousand rows. */
export function* rankSteps(
  count: number,
  valueAt: (position: number) => CellValue,
  collator: Intl.Collator,
): Generator<void, Int32Array> {
  const ranks = new Int32Array(count).fill(-1);
  const numbers: number[] = [];
  const numberPositions: number[] = [];
  const strings: string[] = [];
  const stringPositions: number[] = [];
  for (let position = 0; position < count; position++) {
    if (position > 0 && position % rowsPerStep === 0) yield;
    const value = valueAt(position);
    if (value === null || value === undefined || value === '') continue;
    if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) {
      const number = Number(value);
      if (Number.isNaN(number)) continue;
      numbers.push(number);
      numberPositions.push(position);
    } else {
      strings.push(value);
      stringPositions.push(position);
    }
  }
  // A column mixing numbers and text sorts every value as text.
  if (strings.length > 0) {
    numbers.forEach((number, i) => {
      strings.push(String(number));
      stringPositions.push(numberPositions[i] as number);
    });
    yield* rankStrings(strings, stringPositions, ranks, collator);
  } else {
    yield* rankNumbers(numbers, numberPositions, ranks);
  }
  return ranks;
}

function* rankNumbers(numbers: number[], positions: number[], ranks: Int32Array): Generator<void> {
  const distinct = Float64Array.from(numbers).sort();
  let unique = 0;
  for (let i = 0; i < distinct.length; i++) {
    if (i === 0 || distinct[i] !== distinct[unique - 1]) distinct[unique++] = distinct[i] as number;
  }
  yield;
  for (let i = 0; i < numbers.length; i++) {
    if (i > 0 && i % rowsPerStep === 0) yield;
    const number = numbers[i] as number;
    let low = 0;
    let high = unique - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((distinct[middle] as number) < number) low = middle + 1;
      else high = middle;
    }
    ranks[positions[i] as number] = low;
  }
}

function* rankStrings(
  strings: string[],
  positions: number[],
  ranks: Int32Array,
  collator: Intl.Collator,
): Generator<void> {
  const keyOf = createCollationKeyer(collator);
  // Each key ends with U+0000 and the item number (three one-byte digits in base 255), so one
  // native sort of plain strings orders by key with equal keys in row order: no comparator
  // function is called.
  const tagged: string[] = [];
  if (keyOf) {
    for (let i = 0; i < strings.length; i++) {
      if (i > 0 && i % rowsPerStep === 0) yield;
      const key = keyOf(strings[i] as string);
      if (key === null) break;
      tagged.push(
        key +
          String.fromCharCode(0, ((i / 65025) | 0) + 1, (((i / 255) | 0) % 255) + 1, (i % 255) + 1),
      );
    }
  }
  if (keyOf && tagged.length === strings.length) {
    tagged.sort();
    yield;
    let rank = -1;
    let previousKey = '';
    for (let i = 0; i < tagged.length; i++) {
      if (i > 0 && i % rowsPerStep === 0) yield;
      const entry = tagged[i] as string;
      const length = entry.length;
      const item =
        (entry.charCodeAt(length - 3) - 1) * 65025 +
        (entry.charCodeAt(length - 2) - 1) * 255 +
        (entry.charCodeAt(length - 1) - 1);
      const key = entry.slice(0, length - 4);
      if (i === 0 || key !== previousKey) rank++;
      previousKey = key;
      ranks[positions[item] as number] = rank;
    }
    return;
  }
  yield;
  const items = strings.map((_, i) => i);
  items.sort((a, b) => collator.compare(strings[a] as string, strings[b] as string) || a - b);
  yield;
  let rank = -1;
  items.forEach((item, i) => {
    const previous = items[i - 1];
    if (
      previous === undefined ||
      collator.compare(strings[previous] as string, strings[item] as string) !== 0
    )
      rank++;
    ranks[positions[item] as number] = rank;
  });
}

/**
 * Row positions ordered by rank (a stable counting sort, linear in the number of rows). Equal
 * ranks keep row order in both directions; empty values (rank -1) come last in both.
 */
export function orderByRanks(ranks: Int32Array, direction: SortDirection): Int32Array {
  let maxRank = -1;
  for (let i = 0; i < ranks.length; i++)
    if ((ranks[i] as number) > maxRank) maxRank = ranks[i] as number;
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
  /**
   * Does some of the work `view` would otherwise do on first use: the search index, then the
   * ranks of `columnIds`, while `hasTime()` holds. Returns true once all of it is done. Meant
   * for idle time, so the first keystroke and the first sort of a column find it ready.
   */
  prepare(columnIds: readonly string[], hasTime: () => boolean): boolean;
}

/**
 * Caches, per set of rows: the search index, each column's ranks, each sorted order, and the
 * last filter result so a query that extends the previous one only scans the previous matches.
 * Work that `prepare` started in idle time is continued, not restarted, when `view` needs it.
 */
export function createRowModel<Row>(
  rows: readonly Row[],
  columns: readonly RowModelColumn<Row>[],
  collator: Intl.Collator,
): RowModel {
  const natural = naturalOrder(rows.length);
  let searchIndex: string[] | undefined;
  let searchIndexWork: Generator<void, string[]> | undefined;
  const ranksByColumn = new Map<string, Int32Array>();
  const rankWork = new Map<string, Generator<void, Int32Array>>();
  const orders = new Map<string, Int32Array>();
  let last: { order: Int32Array; query: string; result: Int32Array } | undefined;

  const searchIndexWorkNow = () => (searchIndexWork ??= searchIndexSteps(rows, columns));
  const rankWorkFor = (column: RowModelColumn<Row>) => {
    let work = rankWork.get(column.id);
    if (!work) {
      work = rankSteps(rows.length, (position) => column.accessor(rows[position] as Row), collator);
      rankWork.set(column.id, work);
    }
    return work;
  };
  const ranksOf = (column: RowModelColumn<Row>) => {
    let ranks = ranksByColumn.get(column.id);
    if (!ranks) {
      ranks = finish(rankWorkFor(column));
      ranksByColumn.set(column.id, ranks);
    }
    return ranks;
  };

  const sortedOrder = (sort: RowSort | undefined): Int32Array => {
    const column = sort && columns.find((candidate) => candidate.id === sort.column);
    if (!sort || !column) return natural;
    const cacheKey = `${sort.direction}:${sort.column}`;
    let order = orders.get(cacheKey);
    if (!order) {
      order = orderByRanks(ranksOf(column), sort.direction);
      orders.set(cacheKey, order);
    }
    return order;
  };

  return {
    view(rawQuery, sort) {
      const order = sortedOrder(sort);
      const query = normalizeQuery(rawQuery);
      if (query === '') return order;
      searchIndex ??= finish(searchIndexWorkNow());
      // Every match of 'ab' also contains 'a': refine the last result instead of rescanning.
      const from = last && last.order === order && query.includes(last.query) ? last.result : order;
      const result = filterOrder(from, searchIndex, query);
      last = { order, query, result };
      return result;
    },
    prepare(columnIds, hasTime) {
      if (!searchIndex) {
        const work = searchIndexWorkNow();
        while (!searchIndex) {
          if (!hasTime()) return false;
          const step = work.next();
          if (step.done) searchIndex = step.value;
        }
      }
      for (const id of columnIds) {
        const column = columns.find((candidate) => candidate.id === id);
        if (!column || ranksByColumn.has(id)) continue;
        const work = rankWorkFor(column);
        while (!ranksByColumn.has(id)) {
          if (!hasTime()) return false;
          const step = work.next();
          if (step.done) ranksByColumn.set(id, step.value);
        }
      }
      return true;
    },
  };
}
