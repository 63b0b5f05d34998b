import { previewText } from '@agentdeck/ui';
import { defineRecordScreen } from '../../lib/records';

/** Spec 000 section 9: a database's description preview is cut to 65 characters. */
const DESCRIPTION_PREVIEW_LENGTH = 65;

/**
 * Databases (spec 000 sections 2.8, 3.5, 4.4, 5.4 and 8): the list searched by name and filtered
 * by type, the New/Edit Database drawer, delete. Sandbox workspaces see the section disabled.
 */
export const databasesScreen = defineRecordScreen({
  resource: 'database',
  nameOf: (database) => database.name,
  texts: {
    intro: 'Vector, graph, relational and document stores the retrieval configurations and connectors read from.',
    newLabel: 'New Database',
    table: 'Databases',
    search: 'Search databases',
    // Spec 000 section 8, quoted exactly.
    empty: 'No Databases have been configured',
    loadError: 'Could not load the databases',
  },
  columns: [
    { id: 'name', header: 'Name', accessor: (database) => database.name, sortable: true },
    { id: 'type', header: 'Type', accessor: (database) => database.type, sortable: true },
    { id: 'provider', header: 'Provider', accessor: (database) => database.configurations.provider },
    {
      id: 'description',
      header: 'Description',
      accessor: (database) => previewText(database.description, DESCRIPTION_PREVIEW_LENGTH),
    },
  ],
  filter: { label: 'Type', allLabel: 'All types', valueOf: (database) => database.type },
  form: {
    resource: 'database',
    title: { create: 'New Database', edit: 'Edit Database', view: 'View Database' },
    readOnlyNotice: 'This database is read-only: it cannot be changed or deleted.',
    // Spec 000 section 8, quoted exactly.
    toasts: {
      created: 'Database saved successfully',
      updated: 'Database updated successfully',
      deleted: 'Database deleted successfully',
      failed: "Something went wrong! We couldn't save your database",
    },
    nameField: 'name',
    load: () => import('./form').then((form) => form.databaseFormCode),
  },
  deletion: {
    title: 'Delete Database',
    describe: (database) =>
      `'${database.name}' will be removed from this workspace, and retrievals and connectors that read from it will stop working. This cannot be undone.`,
  },
});
