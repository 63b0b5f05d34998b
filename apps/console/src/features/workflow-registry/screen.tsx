import { defineRecordScreen } from '../../lib/records';
import { useOpenWorkflow } from '../../entities/workflow-transfer';
import { useWorkflowActions } from './api/use-workflow-actions';
import { useTagFilter, useWorkflowColumns } from './components/columns';
import { ImportWorkflow } from './components/ImportWorkflow';

/**
 * The Workflow Registry (design sections 1.1 to 1.4): every workflow of the workspace with its
 * tags, latest version and status, its last run and its runs of the last 7 days (issue 24, item 6),
 * searched by name and filtered by tag. New Workflow names one and opens it in the authoring page;
 * each row opens, duplicates, exports or deletes its workflow, and its last run opens that run's
 * trace; Import brings in an export after showing what it creates.
 */
export const workflowRegistryScreen = defineRecordScreen({
  resource: 'workflow',
  nameOf: (workflow) => workflow.name,
  texts: {
    intro:
      'Every workflow of the workspace, with its tags, its latest published version and its recent runs. Open one to draw it; open its last run to see its trace; export it to use it in another workspace.',
    newLabel: 'New Workflow',
    table: 'Workflows',
    search: 'Search workflows by name',
    empty: 'No Workflows found.',
    loadError: 'Could not load the workflows',
  },
  defaultSort: { column: 'name', direction: 'ascending' },
  columns: useWorkflowColumns,
  filter: useTagFilter,
  actions: useWorkflowActions,
  ListActions: ImportWorkflow,
  useOnCreated: useOpenWorkflow,
  form: {
    resource: 'workflow',
    title: { create: 'New Workflow', edit: 'Edit Workflow' },
    readOnlyNotice: 'This workflow is read-only: it cannot be changed or deleted.',
    toasts: {
      created: 'Workflow saved successfully',
      updated: 'Workflow updated successfully',
      deleted: 'Workflow deleted successfully',
      failed: "Something went wrong! We couldn't save your workflow",
    },
    nameField: 'name',
    load: () => import('./form').then((form) => form.workflowFormCode),
  },
  deletion: {
    title: 'Delete Workflow',
    describe: (workflow) =>
      `The workflow '${workflow.name}' will be removed from this workspace with its published versions. This cannot be undone.`,
  },
});
