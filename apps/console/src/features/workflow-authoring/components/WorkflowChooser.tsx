import type { ResourceListItem } from '@agentdeck/api-client';
import { resourceHooks } from '@agentdeck/api-client/hooks';
import { DataTable, Link, type DataTableColumn } from '@agentdeck/ui';
import { useMemo } from 'react';
import { paths } from '../../../config/paths';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { Moment } from '../../../lib/dates';
import { muted, page } from './authoring.css';

type Workflow = ResourceListItem<'workflow'>;
const getRowId = (workflow: Workflow) => workflow.id;

/** The authoring page without a workflow: the workspace's workflows, each opened by its name. */
export function WorkflowChooser() {
  const { id: wid } = useCurrentWorkspace();
  const workflows = resourceHooks.workflow.useList(wid);
  const columns = useMemo<DataTableColumn<Workflow>[]>(
    () => [
      {
        id: 'name',
        header: 'Workflow',
        accessor: (workflow) => workflow.name,
        cell: (workflow) => <Link href={paths.workspace.workflowAuthoring.getHref(wid, workflow.id)}>{workflow.name}</Link>,
        sortable: true,
      },
      { id: 'latestVersion', header: 'Latest version', accessor: (workflow) => workflow.latestVersion ?? 'Not published' },
      { id: 'updatedAt', header: 'Updated', accessor: (workflow) => workflow.updatedAt, cell: (workflow) => <Moment value={workflow.updatedAt} format="dateTime" />, sortable: true },
    ],
    [wid],
  );
  return (
    <div className={page}>
      <p className={muted}>
        Choose a workflow to open its draft and versions, or create one in the{' '}
        <Link href={paths.workspace.workflowRegistry.getHref(wid)}>workflow registry</Link>.
      </p>
      <DataTable
        aria-label="Workflows"
        columns={columns}
        rows={workflows.data ?? []}
        getRowId={getRowId}
        isLoading={workflows.isLoading}
        loadingMessage="Loading the workflows"
        filterLabel="Search workflows"
        emptyText="No Workflows found."
        defaultSortDescriptor={{ column: 'name', direction: 'ascending' }}
      />
    </div>
  );
}
