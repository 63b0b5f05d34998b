import { resourceHooks } from '@agentdeck/api-client/hooks';
import { WORKFLOW_TAG_COLOUR_LABELS } from '@agentdeck/api-client/workflow';
import type { DataTableColumn } from '@agentdeck/ui';
import { useMemo } from 'react';
import { TagColourName } from '../../../entities/workflow-tags';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import type { RecordOf } from '../../../lib/records';

type WorkflowTag = RecordOf<'workflowTag'>;

/** 'Used by 1 workflow', 'Used by 3 workflows'. */
export const usedByText = (count: number) => `Used by ${count} workflow${count === 1 ? '' : 's'}`;

/** The tags' columns: the colour by swatch and name, and how many of the workspace's workflows carry each tag. */
export function useWorkflowTagColumns(): readonly DataTableColumn<WorkflowTag>[] {
  const { id: wid } = useCurrentWorkspace();
  const { data: workflows } = resourceHooks.workflow.useList(wid);
  return useMemo<readonly DataTableColumn<WorkflowTag>[]>(() => {
    const counts = new Map<string, number>();
    for (const workflow of workflows ?? []) for (const id of new Set(workflow.tagIds)) counts.set(id, (counts.get(id) ?? 0) + 1);
    const countOf = (tag: WorkflowTag) => counts.get(tag.id) ?? 0;
    return [
      { id: 'name', header: 'Name', accessor: (tag) => tag.name, sortable: true, width: '25%' },
      {
        id: 'colour',
        header: 'Colour',
        accessor: (tag) => WORKFLOW_TAG_COLOUR_LABELS[tag.colour] ?? tag.colour,
        cell: (tag) => <TagColourName colour={tag.colour} />,
        sortable: true,
        filterable: false,
        width: '9rem',
      },
      { id: 'description', header: 'Description', accessor: (tag) => tag.description, filterable: false },
      {
        id: 'usage',
        header: 'Usage',
        accessor: countOf,
        cell: (tag) => usedByText(countOf(tag)),
        sortable: true,
        filterable: false,
        width: '11rem',
      },
    ];
  }, [workflows]);
}
