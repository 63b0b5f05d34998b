import { defineRecordScreen } from '../../lib/records';
import { useWorkflowTagColumns } from './components/columns';

/**
 * The New / Edit Workflow Tag form, also opened in place from the workflow drawer's tag picker.
 * What it runs (schema, body mapping, fields) is in form.tsx, fetched when it first opens.
 */
export const workflowTagForm = {
  resource: 'workflowTag',
  title: { create: 'New Workflow Tag', edit: 'Edit Workflow Tag' },
  readOnlyNotice: 'This workflow tag is read-only: it cannot be changed or deleted.',
  toasts: {
    created: 'Workflow tag saved successfully',
    updated: 'Workflow tag updated successfully',
    deleted: 'Workflow tag deleted successfully',
    failed: "Something went wrong! We couldn't save your workflow tag",
  },
  nameField: 'name',
  load: () => import('./form').then((form) => form.workflowTagFormCode),
} as const;

/**
 * The Workflow Tags page (design section 1.4): each tag with its colour (swatch and name), its
 * description and how many workflows carry it; deleting one first lists the workflows that lose it.
 */
export const workflowTagsScreen = defineRecordScreen({
  resource: 'workflowTag',
  nameOf: (tag) => tag.name,
  texts: {
    intro: 'Tags group workflows in the registry, where each shows as a coloured label and can be filtered by.',
    newLabel: 'New Workflow Tag',
    table: 'Workflow Tags',
    search: 'Search workflow tags by name',
    empty: 'No Workflow Tags found.',
    loadError: 'Could not load the workflow tags',
  },
  defaultSort: { column: 'name', direction: 'ascending' },
  columns: useWorkflowTagColumns,
  form: workflowTagForm,
  deletion: {
    title: 'Delete Workflow Tag',
    describe: (tag) =>
      `The tag '${tag.name}' will be removed from this workspace, and the workflows that carry it will lose it. This cannot be undone.`,
  },
});
