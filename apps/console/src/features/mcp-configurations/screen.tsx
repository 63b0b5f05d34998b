import { MCP_TRANSPORT_LABELS } from '@agentdeck/api-client/rules';
import { UsageSummary } from '../../entities/activities';
import { defineRecordScreen } from '../../lib/records';

/** SSE, Streamable HTTP, or a stored stdio shown as such (spec 001 section 9). */
const transportLabel = (transport: string) =>
  (MCP_TRANSPORT_LABELS as Record<string, string>)[transport] ?? transport;

/** MCP servers (spec 001 sections 2 to 7): summary cards, list with search, drawer, delete. */
export const mcpServersScreen = defineRecordScreen({
  resource: 'mcpServer',
  nameOf: (server) => server.name,
  texts: {
    heading: 'MCP Servers',
    newLabel: 'New MCP Config',
    table: 'MCP servers',
    search: 'Search MCP servers',
    empty: 'No MCPs have been configured',
    loadError: 'Could not load the MCP servers',
  },
  above: <UsageSummary resource="mcpServer" />,
  columns: [
    { id: 'name', header: 'Name', accessor: (server) => server.name, sortable: true },
    { id: 'url', header: 'Server URL', accessor: (server) => server.configurations.url },
    { id: 'transport', header: 'Transport', accessor: (server) => transportLabel(server.configurations.transport) },
    { id: 'description', header: 'Description', accessor: (server) => server.description ?? '' },
  ],
  form: {
    resource: 'mcpServer',
    title: { create: 'New MCP Config', edit: 'Edit MCP Config' },
    readOnlyNotice: 'This MCP server is read-only: it cannot be changed or deleted.',
    // Spec 001 section 8, quoted exactly.
    toasts: {
      created: 'MCP saved successfully',
      updated: 'MCP updated successfully',
      deleted: 'MCP deleted successfully',
      failed: "Something went wrong! We couldn't save your MCP",
    },
    nameField: 'name',
    load: () => import('./form').then((form) => form.mcpServerFormCode),
  },
  deletion: {
    title: 'Delete MCP Config',
    describe: (server) => `'${server.name}' will be removed from this workspace, and agents that use its tools will lose them. This cannot be undone.`,
  },
});
