/**
 * The benchmark page: one DataTable with `?rows=N` deterministic rows of 8 columns and no
 * pagination (the virtualized path), plus `globalThis.dataTableBench`, which run.mjs drives.
 *
 * A measurement starts at the `timeStamp` of the next keydown (or pointerdown) and ends after
 * the first frame that paints the expected result: each animation frame checks the table, and
 * once it shows the result a message is posted, which runs after that frame is painted.
 */
import { DataTable, ThemeProvider, type DataTableColumn } from '@agentdeck/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { makeSampleRows, type SampleAgentRow } from '../../../packages/ui/src/composites/DataTable/sampleRows.ts';

const rowCount = Number(new URLSearchParams(location.search).get('rows') ?? '10000');
const keys = ['id', 'name', 'provider', 'model', 'status', 'region', 'runs', 'updated'] as const;
type ColumnId = (typeof keys)[number];

const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });

const rows = makeSampleRows(rowCount);
const columns: DataTableColumn<SampleAgentRow>[] = keys.map((key) => ({
  id: key,
  header: key[0]!.toUpperCase() + key.slice(1),
  accessor: (row) => row[key],
  sortable: true,
  align: key === 'id' || key === 'runs' ? 'end' : 'start',
}));

// The reference answers, computed the plain way before each measurement (not timed).
const searchText = rows.map((row) => keys.map((key) => String(row[key]).toLowerCase()));
const referenceCount = (query: string) => {
  const q = query.trim().toLowerCase();
  if (q === '') return rows.length;
  let count = 0;
  for (const cells of searchText) if (cells.some((cell) => cell.includes(q))) count++;
  return count;
};
const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });
const referenceFirstId = (column: ColumnId, direction: 'ascending' | 'descending') => {
  const sign = direction === 'ascending' ? 1 : -1;
  let best = 0;
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i]![column];
    const b = rows[best]![column];
    const compared = typeof a === 'number' ? a - (b as number) : collator.compare(a, b as string);
    if (sign * compared < 0) best = i;
  }
  return String(rows[best]!.id);
};

const table = () => document.querySelector('table')!;
const renderedRowCount = () => {
  if (document.querySelector('[role="status"]')?.textContent === 'No results found') return 0;
  return Number(table().getAttribute('aria-rowcount')) - 1;
};
const firstRowId = () => table().querySelector('th[scope="row"]')?.textContent ?? '';
const sortOf = (column: ColumnId) => table().querySelector(`th:nth-child(${keys.indexOf(column) + 1})`)!.getAttribute('aria-sort');

export interface Measurement {
  ms: number;
  timedOut: boolean;
  /** performance.now() of the event and of the end, to find the work in a trace. */
  start: number;
  end: number;
}

let pending: Promise<Measurement> | undefined;

/** Resolves with the time from the next `kind` event to the painted frame where `isDone()` holds. */
function arm(kind: 'keydown' | 'pointerdown', isDone: () => boolean) {
  pending = new Promise((resolve) => {
    const onEvent = (event: Event) => {
      document.removeEventListener(kind, onEvent, true);
      const start = event.timeStamp;
      const frame = () => {
        if (isDone()) {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            const end = performance.now();
            resolve({ ms: end - start, timedOut: false, start, end });
          };
          channel.port2.postMessage(null);
        } else if (performance.now() - start > 10_000) {
          resolve({ ms: performance.now() - start, timedOut: true, start, end: performance.now() });
        } else {
          requestAnimationFrame(frame);
        }
      };
      requestAnimationFrame(frame);
    };
    document.addEventListener(kind, onEvent, true);
  });
}

const bench = {
  rowCount,
  /** Resolves once the table shows every row. */
  ready: () =>
    new Promise<number>((resolve) => {
      const check = () => (renderedRowCount() === rowCount ? resolve(performance.now()) : requestAnimationFrame(check));
      check();
    }),
  /** Arms a filter measurement; `false` when the next query would not change the result. */
  armFilter(nextQuery: string) {
    const expected = referenceCount(nextQuery);
    if (expected === renderedRowCount()) return false;
    arm('keydown', () => renderedRowCount() === expected);
    return true;
  },
  /** Arms a sort measurement for the next click on `column`'s header. */
  armSort(column: ColumnId, direction: 'ascending' | 'descending') {
    const expected = referenceFirstId(column, direction);
    const changed = expected !== firstRowId();
    arm('pointerdown', () => sortOf(column) === direction && firstRowId() === expected);
    return changed;
  },
  result: () => pending!,
  longTasksSince: (since: number) => longTasks.filter((task) => task.start >= since),
  now: () => performance.now(),
  /** A user-timing mark: its trace timestamp and its performance.now() tie the two clocks. */
  syncMark: () => performance.mark('data-table-bench-sync').startTime,
};

declare global {
  var dataTableBench: typeof bench;
}
globalThis.dataTableBench = bench;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme="light">
      <DataTable aria-label="Agents" columns={columns} rows={rows} getRowId={(row) => row.id} />
    </ThemeProvider>
  </StrictMode>,
);
