import type { Experiment } from '@agentdeck/api-client';
import { Badge, Button, DataTable, Link, PlayIcon, type DataTableColumn } from '@agentdeck/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { paths } from '../../../config/paths';
import { Moment } from '../../../lib/dates';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { LoadingSurface, RecordsToolbar, useHasOpened } from '../../../lib/records';
import { useExperimentList } from '../api/experiments';
import { experimentVersion, formatPercent } from '../model/report-format';
import { STATUS_LOOK, statusText } from '../model/status';
import { reportTexts } from '../model/report-texts';
import { intro, page } from './reports.css';

// The form (its pickers, the scorers and the contract's constants) loads when it first opens.
const NewExperimentForm = lazy(() => import('./NewExperimentForm').then((module) => ({ default: module.NewExperimentForm })));

const getRowId = (experiment: Experiment) => experiment.id;

/** The workspace's experiments, newest first; each opens its report. 'New Experiment' starts one. */
export function ExperimentList() {
  const { id: wid } = useCurrentWorkspace();
  const list = useExperimentList(wid);
  const [isCreating, setCreating] = useState(false);
  const formHasOpened = useHasOpened(isCreating);
  const columns = useMemo((): DataTableColumn<Experiment>[] => [
    {
      id: 'name',
      header: 'Name',
      accessor: (experiment) => experiment.name,
      sortable: true,
      minWidth: '12rem',
      cell: (experiment) => <Link href={paths.workspace.testingReport.getHref(wid, experiment.id)}>{experiment.name}</Link>,
    },
    { id: 'dataset', header: 'Dataset', accessor: (experiment) => `${experiment.datasetName} v${experiment.datasetVersion}`, sortable: true },
    { id: 'workflow', header: 'Workflow', accessor: (experiment) => `${experiment.workflowName} ${experimentVersion(experiment)}`, sortable: true },
    {
      id: 'status',
      header: 'Status',
      accessor: (experiment) => statusText(experiment),
      sortable: true,
      cell: (experiment) => <Badge tone={STATUS_LOOK[experiment.status].tone}>{statusText(experiment)}</Badge>,
      // The badge stays on one line: 'Running, 120 of 250 items'.
      minWidth: '12rem',
    },
    {
      id: 'passRate',
      header: 'Pass rate',
      accessor: (experiment) => experiment.summary?.passRate ?? -1,
      cell: (experiment) => (experiment.summary ? formatPercent(experiment.summary.passRate) : '—'),
      align: 'end',
      sortable: true,
      minWidth: '5rem',
    },
    { id: 'createdAt', header: 'Created', accessor: (experiment) => experiment.createdAt, cell: (experiment) => <Moment value={experiment.createdAt} format="dateTime" />, sortable: true, minWidth: '7rem' },
  ], [wid]);
  return (
    <div className={page}>
      <RecordsToolbar
        action={
          <Button icon={PlayIcon} onPress={() => setCreating(true)}>
            {reportTexts.newLabel}
          </Button>
        }
      >
        <p className={intro}>{reportTexts.intro}</p>
      </RecordsToolbar>
      <DataTable
        aria-label="Experiments"
        filterLabel="Search experiments"
        columns={columns}
        rows={list.data ?? []}
        getRowId={getRowId}
        isLoading={list.isLoading}
        emptyText={(list.data ?? []).length === 0 ? reportTexts.empty : 'No results found'}
        defaultSortDescriptor={{ column: 'createdAt', direction: 'descending' }}
        pagination
      />
      {formHasOpened && (
        <Suspense fallback={<LoadingSurface surface="drawer" isOpen={isCreating} onOpenChange={setCreating} title={reportTexts.newLabel} />}>
          <NewExperimentForm isOpen={isCreating} onOpenChange={setCreating} />
        </Suspense>
      )}
    </div>
  );
}
