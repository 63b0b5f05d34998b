import { llmBody, llmConnectionFormSchema, llmFormValues } from '@agentdeck/forms';
import { UsageSummary } from '../../entities/activities';
import { useCatalogue } from '../../entities/catalogue';
import { modelName, providerColumn } from '../../entities/model-connection';
import { defineRecordScreen, type RecordOf } from '../../lib/records';
import type { DataTableColumn } from '@agentdeck/ui';
import { LlmFields, type LlmFormContext } from './components/LlmFields';
import { useMemo } from 'react';

/** Description previews are cut to 65 characters (spec 001 section 9). */
const DESCRIPTION_PREVIEW = 65;
const preview = (text: string) => (text.length > DESCRIPTION_PREVIEW ? `${text.slice(0, DESCRIPTION_PREVIEW)}...` : text);

function useLlmProviders() {
  const { entries, isLoading } = useCatalogue('llmProviders');
  return { value: { providers: entries } satisfies LlmFormContext, isLoading };
}

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
    const { entries } = useCatalogue('llmProviders');
    return useMemo(
      (): DataTableColumn<RecordOf<'llm'>>[] => [
        { id: 'name', header: 'Name', accessor: (connection) => connection.name, sortable: true, width: '22%' },
        providerColumn<RecordOf<'llm'>>(entries),
        {
          id: 'model',
          header: 'Model',
          accessor: (connection) => connection.modelName,
          sortable: true,
          width: '22%',
          cell: (connection) => <span className={modelName}>{connection.modelName}</span>,
        },
        {
          id: 'description',
          header: 'Description',
          accessor: (connection) => connection.configurations.description,
          cell: (connection) => (
            <span title={connection.configurations.description}>{preview(connection.configurations.description)}</span>
          ),
        },
      ],
      [entries],
    );
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
    schema: llmConnectionFormSchema,
    values: llmFormValues,
    createBody: (values, context: LlmFormContext) => llmBody(values, context.providers),
    nameField: 'name',
    Fields: LlmFields,
    useContext: useLlmProviders,
  },
  deletion: {
    title: 'Delete LLM Connection',
    describe: (connection) =>
      `'${connection.name}' will be removed from this workspace, and agents that use it will need another model. This cannot be undone.`,
  },
});
