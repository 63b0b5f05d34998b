import { Badge, type DataTableColumn } from '@agentdeck/ui';
import { useMemo } from 'react';
import { formatActivityTime } from '../../../entities/activities';
import { tagsOf, useWorkflowTagsById, WorkflowTagPills } from '../../../entities/workflow-tags';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import type { ListFilterDefinition, RecordOf } from '../../../lib/records';
import { workflowStatus, type WorkflowStatus } from '../model/status';

type Workflow = RecordOf<'workflow'>;

const statusTone = { 'Draft only': 'neutral', Published: 'success', 'Draft ahead of version': 'warning' } as const satisfies Record<
  WorkflowStatus,
  string
>;

/** The registry's columns: name, tags (each a coloured pill with its name), latest version, status, last update. */
export function useWorkflowColumns(): readonly DataTableColumn<Workflow>[] {
  const { id: wid } = useCurrentWorkspace();
  const tagsById = useWorkflowTagsById(wid);
  return useMemo<readonly DataTableColumn<Workflow>[]>(() => {
    const tagNames = (workflow: Workflow) =>
      tagsOf(workflow.tagIds, tagsById)
        .map((tag) => tag.name)
        .join(', ');
    return [
      { id: 'name', header: 'Name', accessor: (workflow) => workflow.name, sortable: true, minWidth: '10rem' },
      {
        id: 'tags',
        header: 'Tags',
        accessor: tagNames,
        cell: (workflow) => <WorkflowTagPills tags={tagsOf(workflow.tagIds, tagsById)} />,
        filterable: false,
        minWidth: '10rem',
      },
      {
        id: 'latestVersion',
        header: 'Latest Version',
        accessor: (workflow) => workflow.latestVersion ?? 'None',
        filterable: false,
        width: '7rem',
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
        cell: (workflow) => formatActivityTime(workflow.updatedAt),
        sortable: true,
        filterable: false,
        width: '9rem',
      },
    ];
  }, [tagsById]);
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
