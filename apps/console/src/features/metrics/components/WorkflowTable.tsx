import type { WorkflowMetrics } from '@agentdeck/api-client';
import { DataTable, Link, type DataTableColumn } from '@agentdeck/ui';
import { useMemo } from 'react';
import { paths } from '../../../config/paths';
import { formatCount, formatCredits, formatLatency, formatPercent } from '../model/metrics-format';
import type { TimeSpan } from '../model/metric-links';

const workflowColumns = (wid: string, span: TimeSpan): DataTableColumn<WorkflowMetrics>[] => [
  {
    id: 'workflow',
    header: 'Workflow',
    accessor: (row) => row.workflowName,
    sortable: true,
    minWidth: '10rem',
    cell: (row) => (
      <Link href={paths.workspace.logging.getHref(wid, { tab: 'runs', workflowId: row.workflowId, from: span.from, to: span.to })}>{row.workflowName}</Link>
    ),
  },
  { id: 'runs', header: 'Runs', accessor: (row) => row.runs, cell: (row) => formatCount(row.runs), sortable: true, align: 'end', minWidth: '5rem' },
  { id: 'errorRate', header: 'Error rate', accessor: (row) => row.errorRate, cell: (row) => formatPercent(row.errorRate), sortable: true, align: 'end', minWidth: '6rem' },
  { id: 'p95', header: 'p95 active time', accessor: (row) => row.p95 ?? -1, cell: (row) => formatLatency(row.p95), sortable: true, align: 'end', minWidth: '6rem' },
  { id: 'p95Wall', header: 'p95 wall time', accessor: (row) => row.wall.p95 ?? -1, cell: (row) => formatLatency(row.wall.p95), sortable: true, align: 'end', minWidth: '6rem' },
  { id: 'tokens', header: 'Tokens', accessor: (row) => row.tokens, cell: (row) => formatCount(row.tokens), sortable: true, align: 'end', minWidth: '6rem' },
  { id: 'credits', header: 'Credits', accessor: (row) => row.credits, cell: (row) => formatCredits(row.credits), sortable: true, align: 'end', minWidth: '5rem' },
  { id: 'lastVersion', header: 'Last version', accessor: (row) => row.lastVersion ?? 'Draft only', minWidth: '6rem' },
];

const rowId = (row: WorkflowMetrics) => row.workflowId;

export interface WorkflowTableProps {
  wid: string;
  rows: readonly WorkflowMetrics[];
  /** The range measured: each workflow's name opens its runs in it. */
  span: TimeSpan;
}

/** A row per workflow over the range; a workflow's name opens its runs in logging's Runs tab. */
export function WorkflowTable({ wid, rows, span }: WorkflowTableProps) {
  const columns = useMemo(() => workflowColumns(wid, span), [wid, span]);
  return (
    <DataTable
      aria-label="Metrics per workflow"
      columns={columns}
      rows={rows}
      getRowId={rowId}
      filterable={rows.length > 10}
      filterLabel="Filter workflows"
      pagination={rows.length > 10}
      defaultSortDescriptor={{ column: 'runs', direction: 'descending' }}
      emptyText="No workflows in this workspace"
    />
  );
}
