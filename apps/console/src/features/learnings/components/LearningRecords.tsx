import { resourceHooks, useLearnings } from '@agentdeck/api-client/hooks';
import { DataTable, IconButton, PlusIcon, Select, type DataTableColumn } from '@agentdeck/ui';
import { useMemo, useState } from 'react';
import { AddToDatasetDialog } from '../../../entities/datasets';
import { useSearchParams } from 'react-router';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { Moment } from '../../../lib/dates';
import { ALL_OWNERS, ownerLabel, ownerOptions, type LearningRecord } from '../model/owners';
import { intro, page, picker } from './learnings.css';

const baseColumns: DataTableColumn<LearningRecord>[] = [
  { id: 'feedback', header: 'Feedback', accessor: (record) => record.feedbackMessage, minWidth: '13rem' },
  { id: 'owner', header: 'Agent or workflow', accessor: (record) => ownerLabel(record.owner), sortable: true },
  { id: 'createdAt', header: 'Received', accessor: (record) => record.createdAt, cell: (record) => <Moment value={record.createdAt} format="dateTime" />, sortable: true, minWidth: '7rem' },
  { id: 'session', header: 'Session', accessor: (record) => record.sessionId, sortable: true },
  // What the external system sent as agent_id: in a workflow, the agent the feedback is about.
  { id: 'agent', header: 'Agent ID', accessor: (record) => record.agentId },
  { id: 'data', header: 'Feedback data', accessor: (record) => JSON.stringify(record.feedbackData) },
];
const getRowId = (record: LearningRecord) => record.id;

/** The last column: 'Add to dataset', named with the record's feedback. */
const actionsColumn = (onAdd: (record: LearningRecord) => void): DataTableColumn<LearningRecord> => ({
  id: 'actions',
  header: 'Actions',
  accessor: () => '',
  filterable: false,
  align: 'end',
  isActions: true,
  width: '4.5rem',
  // One 28px button and the cell's 12px a side.
  minWidth: '3.25rem',
  cell: (record) => (
    <IconButton aria-label={`Add to dataset: ${record.feedbackMessage}`} icon={PlusIcon} size="sm" showTooltip onPress={() => onAdd(record)} />
  ),
});

/**
 * The Learning Records page (spec 000 section 2.1, `learnings?workflowId=…`): the feedback the
 * workspace's agents and workflows received through their feedback endpoint, newest first,
 * searchable, each with its agent's or workflow's name. Opened from the sidebar it lists the whole
 * workspace; 'View learnings' in a Self Learning drawer opens it filtered by `workflowId`, which
 * the picker changes by name.
 */
export function LearningRecords() {
  const { id: wid } = useCurrentWorkspace();
  const [params, setParams] = useSearchParams();
  const workflowId = params.get('workflowId') || undefined;
  // The whole workspace's records, once: the picker names every owner and filters them here.
  const learnings = useLearnings({ params: { wid }, query: {} });
  const agents = resourceHooks.agent.useList(wid);
  const all = useMemo(() => learnings.data ?? [], [learnings.data]);
  const rows = useMemo(() => (workflowId ? all.filter((record) => record.workflowId === workflowId) : all), [all, workflowId]);
  const options = useMemo(
    () => ownerOptions(all, agents.data ?? [], workflowId, 'All agents and workflows'),
    [all, agents.data, workflowId],
  );
  const chosen = workflowId && options.find((option) => option.id === workflowId)?.label;
  // A record's feedback becomes a dataset item's input (design section 3.5).
  const [adding, setAdding] = useState<LearningRecord>();
  const columns = useMemo(() => [...baseColumns, actionsColumn(setAdding)], []);
  return (
    <div className={page}>
      <p className={intro}>
        {chosen
          ? `Feedback received for ${chosen}, newest first. External systems send it with the feedback key shown in the agent's Self Learning drawer.`
          : "Feedback received by the workspace's agents and workflows, newest first. External systems send it with the feedback key shown in each agent's Self Learning drawer."}
      </p>
      <div className={picker}>
        <Select
          label="Agent or workflow"
          items={options}
          value={workflowId ?? ALL_OWNERS}
          onChange={(key) => setParams(key === null || key === ALL_OWNERS ? {} : { workflowId: String(key) })}
        />
      </div>
      <DataTable
        aria-label="Learning records"
        filterLabel="Search learning records"
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        isLoading={learnings.isLoading}
        loadingMessage="Please wait! loading the learning records for you..."
        emptyText={rows.length === 0 ? 'No feedback has been received yet' : 'No results found'}
        defaultSortDescriptor={{ column: 'createdAt', direction: 'descending' }}
        pagination
      />
      {adding && (
        <AddToDatasetDialog source={{ learningId: adding.id }} output={null} isOpen onOpenChange={(isOpen) => !isOpen && setAdding(undefined)} />
      )}
    </div>
  );
}
