import { RUN_STATUSES, RUN_TRIGGERS, type Run } from '@agentdeck/api-client';
import { resourceHooks, useEnvironments, useWorkflowVersions } from '@agentdeck/api-client/hooks';
import { FIXED_ENVIRONMENTS } from '@agentdeck/api-client/rules';
import { Button, DataTable, Link, Select, type DataTableColumn } from '@agentdeck/ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TimeRangePicker } from '../../../components/time-range/TimeRangePicker';
import { formatDuration, StatusBadge, withRunInSearch } from '../../../entities/run-trace';
import { Moment } from '../../../lib/dates';
import { resolveTimeRange } from '../../../lib/time-range/time-range';
import { useRunPages } from '../api/use-run-pages';
import type { LoggingView, RunFilters } from '../model/logging-view';
import { batchScope, noSelection, type RunSelection } from '../model/run-batch';
import { queryProblem, toolbar } from './logging.css';
import { RerunDialog } from './RerunDialog';
import { RunBatchPanel } from './RunBatchPanel';
import { RunCheckbox, RunSelectionContext } from './RunSelection';
import { SelectionBar } from './SelectionBar';

const ALL = 'all';
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The table's columns; a run's status links to its trace with the page's view kept in the address.
 * Each `minWidth` is what the column needs (the widest status badge, a header or value word kept
 * whole) and the selection's checkbox: 912 px, which a 1,280 px screen has beside the open sidebar.
 */
const runColumns = (traceHref: (run: Run) => string): DataTableColumn<Run>[] => [
  { id: 'select', header: 'Select', accessor: (run) => run.id, cell: (run) => <RunCheckbox run={run} />, minWidth: '4.5rem' },
  {
    id: 'status',
    header: 'Status',
    accessor: (run) => run.status,
    cell: (run) => (
      <Link href={traceHref(run)}>
        <StatusBadge status={run.status} />
      </Link>
    ),
    minWidth: '10rem',
  },
  { id: 'workflow', header: 'Workflow', accessor: (run) => run.workflowName },
  { id: 'version', header: 'Version', accessor: (run) => run.version, minWidth: '5rem' },
  { id: 'trigger', header: 'Trigger', accessor: (run) => run.trigger, minWidth: '6rem' },
  { id: 'started', header: 'Started', accessor: (run) => run.startedAt, cell: (run) => <Moment value={run.startedAt} format="dateTimeSeconds" />, minWidth: '7rem' },
  { id: 'duration', header: 'Duration', accessor: (run) => run.durationMs ?? 0, cell: (run) => formatDuration(run.durationMs), minWidth: '6rem' },
  { id: 'tokens', header: 'Tokens', accessor: (run) => run.tokens, cell: (run) => run.tokens.toLocaleString('en'), minWidth: '5.5rem' },
  { id: 'credits', header: 'Credits', accessor: (run) => run.credits, cell: (run) => run.credits.toLocaleString('en'), minWidth: '5rem' },
];
const getRowId = (run: Run) => run.id;

export interface RunsViewProps {
  wid: string;
  view: LoggingView;
  onChange: (changes: Partial<LoggingView>) => void;
}

/** The 'Runs' tab (design section 3.1): the workspace's runs by workflow, version, environment, status, trigger and range, each opening its trace. */
export function RunsView({ wid, view, onChange }: RunsViewProps) {
  const [now, setNow] = useState(() => Date.now());
  const { from, to } = resolveTimeRange(view.range, now);
  const filters = view.runs;
  const result = useRunPages(wid, filters, from, to);
  const workflows = resourceHooks.workflow.useList(wid);
  const versions = useWorkflowVersions(filters.workflowId ? { params: { wid, id: filters.workflowId } } : null);
  const environments = useEnvironments(filters.workflowId ? { params: { wid, id: filters.workflowId } } : null);
  // Every workflow has production and staging; a chosen workflow adds its own.
  const environmentNames = environments.data?.map((environment) => environment.name) ?? FIXED_ENVIRONMENTS;
  const setFilter = (changes: Partial<RunFilters>) => onChange({ runs: { ...filters, ...changes } });
  const [params] = useSearchParams();
  const columns = useMemo(() => runColumns((run) => withRunInSearch(params, run.id)), [params]);
  const chosen = (key: unknown) => (key === null || key === ALL ? undefined : String(key));
  // A selection belongs to the filters and range it was made under.
  const selectionKey = JSON.stringify([filters, from, to]);
  const [selected, setSelected] = useState({ key: selectionKey, selection: noSelection });
  const selection = selected.key === selectionKey ? selected.selection : noSelection;
  const select = (next: RunSelection) => setSelected({ key: selectionKey, selection: next });
  const selectionState = useMemo(
    () => ({
      selection,
      toggle: (run: Run, isSelected: boolean) => {
        const runs = new Map(selection.runs);
        if (isSelected) runs.set(run.id, run);
        else runs.delete(run.id);
        setSelected({ key: selectionKey, selection: { allMatching: false, runs } });
      },
    }),
    [selection, selectionKey],
  );
  const [isRerunOpen, setRerunOpen] = useState(false);
  const workflowName = (id: string) => workflows.data?.find((workflow) => workflow.id === id)?.name;

  return (
    <>
      <div className={toolbar}>
        <Select
          label="Workflow"
          items={[{ id: ALL, label: 'All workflows' }, ...(workflows.data ?? []).map((workflow) => ({ id: workflow.id, label: workflow.name }))]}
          value={filters.workflowId ?? ALL}
          onChange={(key) => setFilter({ workflowId: chosen(key), version: undefined, environment: undefined })}
        />
        <Select
          label="Version"
          isDisabled={!filters.workflowId}
          description={filters.workflowId ? undefined : 'Choose a workflow first'}
          items={[{ id: ALL, label: 'All versions' }, { id: 'draft', label: 'Draft' }, ...(versions.data ?? []).map((version) => ({ id: version.version, label: version.version }))]}
          value={filters.version ?? ALL}
          onChange={(key) => setFilter({ version: chosen(key) })}
        />
        <Select
          label="Environment"
          items={[{ id: ALL, label: 'All environments' }, ...environmentNames.map((name) => ({ id: name, label: name }))]}
          value={filters.environment ?? ALL}
          onChange={(key) => setFilter({ environment: chosen(key) })}
        />
        <Select
          label="Status"
          items={[{ id: ALL, label: 'All statuses' }, ...RUN_STATUSES.map((status) => ({ id: status, label: capitalised(status) }))]}
          value={filters.status ?? ALL}
          onChange={(key) => setFilter({ status: chosen(key) as RunFilters['status'] })}
        />
        <Select
          label="Trigger"
          items={[{ id: ALL, label: 'All triggers' }, ...RUN_TRIGGERS.map((trigger) => ({ id: trigger, label: capitalised(trigger) }))]}
          value={filters.trigger ?? ALL}
          onChange={(key) => setFilter({ trigger: chosen(key) as RunFilters['trigger'] })}
        />
        <TimeRangePicker
          value={view.range}
          onChange={(range) => {
            setNow(Date.now());
            onChange({ range });
          }}
        />
      </div>
      {result.error && (
        <p role="alert" className={queryProblem}>
          {result.error.errors.length > 0 ? result.error.errors.join(' ') : 'The runs could not be loaded. Try again in a moment.'}
        </p>
      )}
      {view.batch && <RunBatchPanel key={view.batch} wid={wid} batchId={view.batch} onClose={() => onChange({ batch: undefined })} />}
      <SelectionBar wid={wid} runs={result.runs} selection={selection} onChange={select} onRerun={() => setRerunOpen(true)} />
      <RunSelectionContext value={selectionState}>
        <DataTable
          aria-label="Runs"
          columns={columns}
          rows={result.runs}
          getRowId={getRowId}
          isLoading={result.isLoading}
          loadingMessage="Loading the runs…"
          emptyText="No runs match these filters in this range"
          filterable={false}
        />
      </RunSelectionContext>
      <RerunDialog
        wid={wid}
        scope={batchScope(selection, filters, { from, to }, workflowName)}
        isOpen={isRerunOpen}
        onOpenChange={setRerunOpen}
        onStarted={(batch) => {
          select(noSelection);
          onChange({ batch: batch.id });
        }}
      />
      {result.hasMore && (
        <Button variant="secondary" onPress={() => void result.loadMore()} isPending={result.isLoadingMore}>
          Load more runs
        </Button>
      )}
    </>
  );
}
