import { UsageSummary } from '../../entities/activities';
import { useModelConnectionColumns } from '../../entities/model-connection';
import { defineRecordScreen, type RecordOf } from '../../lib/records';

const descriptionOf = (connection: RecordOf<'llm'>) => connection.configurations.description;

/** LLM connections (spec 001 sections 2 to 8): summary cards, list with search, drawer, delete. */
export const llmScreen = defineRecordScreen({
  resource: 'llm',
  nameOf: (connection) => connection.name,
  texts: {
    heading: 'Connections',
    newLabel: 'New LLM Connection',
    table: 'LLM connections',
    search: 'Search LLM connections',
    empty: 'No LLM Model has been configured',
    loadError: 'Could not load the LLM connections',
  },
  above: <UsageSummary resource="llm" />,
  columns: function useLlmColumns() {
    return useModelConnectionColumns('llmProviders', descriptionOf);
  },
  form: {
    resource: 'llm',
    title: { create: 'New LLM Connection', edit: 'Edit LLM Connection' },
    readOnlyNotice: 'This connection is read-only: it cannot be changed or deleted.',
    // Spec 001 section 8, quoted exactly.
    toasts: {
      created: 'LLM saved successfully',
      updated: 'LLM updated successfully',
      deleted: 'LLM deleted successfully',
      failed: "Something went wrong! We couldn't save your LLM",
    },
    nameField: 'name',
    load: () => import('./form').then((form) => form.llmFormCode),
  },
  deletion: {
    title: 'Delete LLM Connection',
    describe: (connection) =>
      `'${connection.name}' will be removed from this workspace, and agents that use it will need another model. This cannot be undone.`,
  },
});
