import type { LineageImpact } from '@agentdeck/api-client';
import { Button, DataTable, DownloadIcon, type DataTableColumn } from '@agentdeck/ui';
import { Moment } from '../../../lib/dates';
import { downloadText } from '../../../lib/download';
import { impactCsv, impactFileName } from '../model/impact-csv';
import { NODE_KIND_LABELS } from '../model/node-labels';
import { muted, section, sectionHeader, sectionTitle } from './lineage.css';

const rowId = (row: LineageImpact) => row.id;

const columns: DataTableColumn<LineageImpact>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name, sortable: true, minWidth: '10rem' },
  { id: 'degree', header: 'Degree', accessor: (row) => row.degree, sortable: true, align: 'end', minWidth: '5rem' },
  { id: 'kind', header: 'Kind', accessor: (row) => NODE_KIND_LABELS[row.kind], sortable: true, minWidth: '7rem' },
  { id: 'lastRun', header: 'Last run', accessor: (row) => row.lastRun ?? '', cell: (row) => (row.lastRun ? <Moment value={row.lastRun} format="dateTime" /> : 'Never'), sortable: true, minWidth: '9rem' },
];

/** Impact analysis: everything downstream of the focus, nearest first, with its last run; exported as CSV. */
export function ImpactTable({ focusName, impact, depth }: { focusName: string; impact: readonly LineageImpact[]; depth: number }) {
  return (
    <section className={section} aria-labelledby="lineage-impact">
      <div className={sectionHeader}>
        <h2 id="lineage-impact" className={sectionTitle}>
          Impact of {focusName}
        </h2>
        <Button variant="secondary" size="sm" icon={DownloadIcon} isDisabled={impact.length === 0} onPress={() => downloadText(impactFileName(focusName), impactCsv(impact), 'text/csv')}>
          Export CSV
        </Button>
      </div>
      <p className={muted}>
        What depends on {focusName}, up to {depth} {depth === 1 ? 'step' : 'steps'} downstream: what a change to it could affect.
      </p>
      <DataTable
        aria-label={`Impact of ${focusName}`}
        columns={columns}
        rows={impact}
        getRowId={rowId}
        filterable={impact.length > 10}
        filterLabel="Filter the impact"
        pagination={impact.length > 25 ? 25 : false}
        defaultSortDescriptor={{ column: 'degree', direction: 'ascending' }}
        emptyText="Nothing downstream: no run used this node's data"
      />
    </section>
  );
}
