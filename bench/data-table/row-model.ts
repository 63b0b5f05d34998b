/**
 * Row model alone, in Node: the DataTable's own row model against @tanstack/table-core's
 * filtered and sorted row models on the same 100,000 rows. Run: `npx tsx bench/data-table/row-model.ts`.
 */
import {
  createTable,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  type ColumnDef,
  type TableOptionsResolved,
} from '@tanstack/table-core';
import { createRowModel, type RowModelColumn } from '../../packages/ui/src/composites/DataTable/rowModel.ts';
import { makeSampleRows, type SampleAgentRow } from '../../packages/ui/src/composites/DataTable/sampleRows.ts';

const rows = makeSampleRows(100_000);
const keys = ['id', 'name', 'provider', 'model', 'status', 'region', 'runs', 'updated'] as const;
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const queries = ['s', 'su', 'sup', 'supp', 'support a'];

const time = (label: string, run: () => number) => {
  const start = performance.now();
  const count = run();
  console.log(`${label.padEnd(44)} ${(performance.now() - start).toFixed(1).padStart(7)} ms  (${count} rows)`);
};

// Own row model.
const columns: RowModelColumn<SampleAgentRow>[] = keys.map((key) => ({ id: key, accessor: (row) => row[key] }));
const model = createRowModel(rows, columns, collator);
time('own: first filter (builds search index)', () => model.view('a').length);
for (const query of queries) time(`own: filter '${query}'`, () => model.view(query).length);
time('own: first sort by name (ranks)', () => model.view('', { column: 'name', direction: 'ascending' }).length);
time('own: sort by name descending', () => model.view('', { column: 'name', direction: 'descending' }).length);
time('own: filter while sorted', () => model.view('support', { column: 'name', direction: 'descending' }).length);

// @tanstack/table-core with the same data.
let state = {
  globalFilter: '',
  sorting: [] as { id: string; desc: boolean }[],
};
const defs: ColumnDef<SampleAgentRow>[] = keys.map((key) => ({
  id: key,
  accessorFn: (row) => row[key],
  sortingFn: 'alphanumeric',
}));
const options: TableOptionsResolved<SampleAgentRow> = {
  data: rows,
  columns: defs,
  state: state as never,
  onStateChange: () => {},
  renderFallbackValue: null,
  globalFilterFn: 'includesString',
  getCoreRowModel: getCoreRowModel(),
  getFilteredRowModel: getFilteredRowModel(),
  getSortedRowModel: getSortedRowModel(),
};
const table = createTable(options);
const view = () => {
  table.setOptions((previous) => ({ ...previous, state: state as never }));
  return table.getRowModel().rows.length;
};
time('tanstack: core row model', view);
for (const query of ['a', ...queries]) {
  state = { ...state, globalFilter: query };
  time(`tanstack: filter '${query}'`, view);
}
state = { globalFilter: '', sorting: [{ id: 'name', desc: false }] };
time('tanstack: first sort by name', view);
state = { globalFilter: '', sorting: [{ id: 'name', desc: true }] };
time('tanstack: sort by name descending', view);
state = { globalFilter: 'support', sorting: [{ id: 'name', desc: true }] };
time('tanstack: filter while sorted', view);
