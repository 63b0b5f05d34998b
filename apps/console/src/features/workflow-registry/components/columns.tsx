import { RUN_SUMMARY_DAYS } from '@agentdeck/api-client';
import { Badge, type DataTableColumn } from '@agentdeck/ui';
import { useMemo } from 'react';
import { tagsOf, useWorkflowTagsById, WorkflowTagPills } from '../../../entities/workflow-tags';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { Moment } from '../../../lib/dates';
import type { ListFilterDefinition, RecordOf } from '../../../lib/records';
import { useRunsByWorkflow } from '../api/use-run-summary';
import { workflowStatus, type WorkflowStatus } from '../model/status';
import { EnvironmentsCell } from './EnvironmentsCell';
import { LastRunCell, RecentRunsCell } from './RunsCells';

type Workflow = RecordOf<'workflow'>;

const statusTone = { 'Draft only': 'neutral', Published: 'success', 'Draft ahead of version': 'warning' } as const satisfies Record<
  WorkflowStatus,
  string
>;

/**
 * The registry's columns: name, tags (each a coloured pill with its name), latest version (with
 * where its environments point, name → version and canary share: a call per row shown), status,
 * last update, the last run (opening its trace) and the runs of the last 7 days. The runs come
 * from one summary call for the whole list, not a call per row. Each `minWidth` is what the column
 * needs (its header's words and its values kept whole, the badges on one line): 1,044 px with the
 * row actions, which a 1,440 px screen has beside the open sidebar.
 */
export function useWorkflowColumns(): readonly DataTableColumn<Workflow>[] {
  const { id: wid } = useCurrentWorkspace();
  const tagsById = useWorkflowTagsById(wid);
  const runs = useRunsByWorkflow();
  return useMemo<readonly DataTableColumn<Workflow>[]>(() => {
    const summaryOf = (workflow: Workflow) => (runs.state === 'loaded' ? runs.byId.get(workflow.id) : undefined);
    const tagNames = (workflow: Workflow) =>
      tagsOf(workflow.tagIds, tagsById)
        .map((tag) => tag.name)
        .join(', ');
    return [
      { id: 'name', header: 'Name', accessor: (workflow) => workflow.name, sortable: true, minWidth: '8rem' },
      {
        id: 'tags',
        header: 'Tags',
        accessor: tagNames,
        cell: (workflow) => <WorkflowTagPills tags={tagsOf(workflow.tagIds, tagsById)} />,
        filterable: false,
        // The widest seeded pill, 'experimental', with its dot.
        minWidth: '8rem',
      },
      {
        id: 'latestVersion',
        header: 'Latest Version',
        accessor: (workflow) => workflow.latestVersion ?? 'None',
        // Under the version, where its environments point (design section 1.6), a line each.
        cell: (workflow) => (
          <>
            {workflow.latestVersion ?? 'None'}
            <EnvironmentsCell workflowId={workflow.id} />
          </>
        ),
        filterable: false,
        width: '7rem',
        minWidth: '5rem',
      },
      {
        id: 'status',
        header: 'Status',
        accessor: workflowStatus,
        cell: (workflow) => {
          const status = workflowStatus(workflow);
          return <Badge tone={statusTone[status]}>{status}</Badge>;
        },
        sortable: true,
        filterable: false,
        width: '11rem',
      },
      {
        id: 'updatedAt',
        header: 'Updated',
        accessor: (workflow) => workflow.updatedAt,
        cell: (workflow) => <Moment value={workflow.updatedAt} format="dateTime" />,
        sortable: true,
        filterable: false,
        width: '9rem',
        minWidth: '7rem',
      },
      {
        id: 'lastRun',
        header: 'Last run',
        accessor: (workflow) => summaryOf(workflow)?.lastRun?.startedAt ?? '',
        cell: (workflow) => <LastRunCell runs={runs} workflow={workflow} />,
        sortable: true,
        filterable: false,
        // The badge over the time when the column is narrow: 'Waiting for review' is the widest.
        width: '9.5rem',
      },
      {
        id: 'recentRuns',
        header: `Runs (${RUN_SUMMARY_DAYS} days)`,
        accessor: (workflow) => summaryOf(workflow)?.runs ?? 0,
        cell: (workflow) => <RecentRunsCell runs={runs} workflow={workflow} />,
        sortable: true,
        filterable: false,
        align: 'end',
        width: '7rem',
        minWidth: '5.5rem',
      },
    ];
  }, [tagsById, runs]);
}

/** The filter beside the search: a workflow is listed under each of its tags, by name. */
export function useTagFilter(): ListFilterDefinition<Workflow> {
  const { id: wid } = useCurrentWorkspace();
  const tagsById = useWorkflowTagsById(wid);
  return useMemo<ListFilterDefinition<Workflow>>(
    () => ({
      label: 'Tag',
      allLabel: 'All tags',
      valueOf: (workflow) => tagsOf(workflow.tagIds, tagsById).map((tag) => tag.name),
    }),
    [tagsById],
  );
}
