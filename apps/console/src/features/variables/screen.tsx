import { defineRecordScreen } from '../../lib/records';

/**
 * The New Variable / Edit Variable form, also opened in place from the prompt template drawer.
 * What it runs (schema, body mapping, fields) is in form.tsx, fetched when it first opens.
 */
export const variableForm = {
  resource: 'variable',
  title: { create: 'New Variable', edit: 'Edit Variable' },
  readOnlyNotice: 'This variable is read-only: it cannot be changed or deleted.',
  // Spec 000 section 8, quoted exactly.
  toasts: {
    created: 'Variable saved successfully',
    updated: 'Variable updated successfully',
    deleted: 'Variable deleted successfully',
    failed: "Something went wrong! We couldn't save your variable",
  },
  nameField: 'name',
  load: () => import('./form').then((form) => form.variableFormCode),
} as const;

/** The Variables page (spec 000 sections 2.9 and 4.5): searched by name only. */
export const variablesScreen = defineRecordScreen({
  resource: 'variable',
  nameOf: (variable) => variable.name,
  texts: {
    intro: 'Variables carry values through agents and workflows; prompts refer to them by name.',
    newLabel: 'New Variable',
    table: 'Variables',
    search: 'Search variables by name',
    empty: 'No Variables found.',
    loadError: 'Could not load the variables',
  },
  defaultSort: { column: 'name', direction: 'ascending' },
  columns: [
    { id: 'name', header: 'Name', accessor: (variable) => variable.name, sortable: true, width: '30%' },
    { id: 'dataType', header: 'Data Type', accessor: (variable) => variable.dataType, sortable: true, filterable: false, width: '9rem' },
    { id: 'description', header: 'Description', accessor: (variable) => variable.description, filterable: false },
  ],
  form: variableForm,
  deletion: {
    title: 'Delete Variable',
    describe: (variable) =>
      `The variable '${variable.name}' will be removed from this workspace. Prompts and workflows that use it will no longer find it. This cannot be undone.`,
  },
});
