import { PREVIEW_LENGTH, previewText } from '@agentdeck/ui';
import { defineRecordScreen } from '../../lib/records';

/** Connectors (spec 002 sections 2 to 9): list with search and type filter, drawer, delete. */
export const connectorsScreen = defineRecordScreen({
  resource: 'connector',
  nameOf: (connector) => connector.name,
  texts: {
    intro: 'Connect agents to Pega, relational databases, Jira and trading news.',
    newLabel: 'New Connector',
    table: 'Connectors',
    search: 'Search connectors',
    // Spec 002 section 8, quoted exactly.
    empty: 'No Connectors have been configured',
    loadError: 'Could not load the connectors',
  },
  columns: [
    { id: 'name', header: 'Name', accessor: (connector) => connector.name, sortable: true },
    { id: 'type', header: 'Type', accessor: (connector) => connector.type, sortable: true },
    {
      id: 'description',
      header: 'Description',
      // Spec 002 section 9: connector descriptions are cut to 65 characters.
      accessor: (connector) => previewText(connector.description, PREVIEW_LENGTH.card),
    },
  ],
  filter: { label: 'Type', allLabel: 'All types', valueOf: (connector) => connector.type },
  form: {
    resource: 'connector',
    title: { create: 'New Connector', edit: 'Edit Connector' },
    readOnlyNotice: 'This connector is read-only: it cannot be changed or deleted.',
    // Spec 002 section 8, quoted exactly.
    toasts: {
      created: 'Connectors saved successfully',
      updated: 'Connectors updated successfully',
      deleted: 'Connectors deleted successfully',
      failed: "Something went wrong! We couldn't save your Connector",
    },
    nameField: 'name',
    load: () => import('./form').then((form) => form.connectorFormCode),
  },
  deletion: {
    title: 'Delete Connector',
    describe: (connector) =>
      `'${connector.name}' will be removed from this workspace, and agents that use it will lose it. This cannot be undone.`,
  },
});
