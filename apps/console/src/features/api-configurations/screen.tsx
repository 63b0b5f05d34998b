import { UsageSummary } from '../../entities/activities';
import { defineRecordScreen } from '../../lib/records';

/** API tools (spec 001 sections 2 to 8): summary cards, list with search, form verified before each save, delete. */
export const apiToolsScreen = defineRecordScreen({
  resource: 'apiTool',
  nameOf: (tool) => tool.name,
  texts: {
    heading: 'API Tools',
    newLabel: 'New API Config',
    table: 'API tools',
    search: 'Search API tools',
    // Spec 001 section 8, quoted exactly.
    empty: 'No APIs have been configured.',
    loadError: 'Could not load the API tools',
  },
  above: <UsageSummary resource="apiTool" />,
  columns: [
    { id: 'name', header: 'Name', accessor: (tool) => tool.name, sortable: true },
    { id: 'method', header: 'Method', accessor: (tool) => tool.configurations.method },
    { id: 'url', header: 'URL', accessor: (tool) => tool.configurations.url },
    { id: 'description', header: 'Description', accessor: (tool) => tool.description ?? '' },
  ],
  form: {
    resource: 'apiTool',
    title: { create: 'New API Config', edit: 'Edit API Config' },
    readOnlyNotice: 'This API tool is read-only: it cannot be changed or deleted.',
    // Spec 001 section 8, quoted exactly.
    toasts: {
      created: 'API saved successfully',
      updated: 'API updated successfully',
      deleted: 'API deleted successfully',
      failed: "Something went wrong! We couldn't save your API",
    },
    nameField: 'name',
    // 'Save', 'Verifying' while the API is checked, 'Saving' (spec 001 section 2).
    saveLabels: { create: 'Save', update: 'Save' },
    load: () => import('./form').then((form) => form.apiToolFormCode),
  },
  deletion: {
    title: 'Delete API Config',
    describe: (tool) => `'${tool.name}' will be removed from this workspace, and agents that call it will lose it. This cannot be undone.`,
  },
});
