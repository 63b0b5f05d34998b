import type { CatalogueProvider } from '@agentdeck/forms';
import type { DataTableColumn } from '@agentdeck/ui';
import { useCallback } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import {
  recordActionsColumn,
  RecordListPage,
  RecordName,
  type RecordRowActions,
} from '../../../lib/records';
import {
  useDeleteLlmConnection,
  useLlmConnections,
  useLlmProviders,
  type LlmConnection,
} from '../api/use-llm';
import { LLM_TOASTS } from '../model/llm-form';
import { LlmConnectionForm } from './LlmConnectionForm';
import { modelName, providerCell, providerLogo } from './LlmConnectionsPage.css';
import { UsageSummary } from './UsageSummary';

/** Description previews are cut to 65 characters (spec 001 section 9). */
const DESCRIPTION_PREVIEW = 65;
const preview = (text: string) =>
  text.length > DESCRIPTION_PREVIEW ? `${text.slice(0, DESCRIPTION_PREVIEW)}...` : text;

function llmColumns(
  providers: readonly CatalogueProvider[],
  { onEdit, onDelete }: RecordRowActions<LlmConnection>,
): DataTableColumn<LlmConnection>[] {
  // The provider's logo: the catalogue's, else the one the record kept.
  const logoOf = (connection: LlmConnection) =>
    providers.find((entry) => entry.value === connection.provider)?.logo ??
    connection.configurations.providerConfig?.logo;
  return [
    {
      id: 'name',
      header: 'Name',
      accessor: (connection) => connection.name,
      sortable: true,
      width: '22%',
      cell: (connection) => (
        <RecordName isReadOnly={connection.isReadOnly}>{connection.name}</RecordName>
      ),
    },
    {
      id: 'provider',
      header: 'Provider',
      accessor: (connection) => connection.provider,
      sortable: true,
      width: '18%',
      cell: (connection) => {
        const logo = logoOf(connection);
        return (
          <span className={providerCell}>
            {logo && <img src={logo} alt="" className={providerLogo} />}
            {connection.provider}
          </span>
        );
      },
    },
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
        <span title={connection.configurations.description}>
          {preview(connection.configurations.description)}
        </span>
      ),
    },
    recordActionsColumn((connection) => connection.name, onEdit, onDelete),
  ];
}

/** LLM connections (spec 001 sections 2 to 8): summary cards, list with search, drawer, delete. */
export function LlmConnectionsPage() {
  const { id: wid } = useCurrentWorkspace();
  const list = useLlmConnections(wid);
  const { trigger: remove } = useDeleteLlmConnection(wid);
  const { providers } = useLlmProviders();
  const columns = useCallback(
    (actions: RecordRowActions<LlmConnection>) => llmColumns(providers, actions),
    [providers],
  );
  return (
    <RecordListPage
      list={list}
      loadErrorMessage="Could not load the LLM connections"
      columns={columns}
      above={<UsageSummary />}
      heading="Connections"
      newLabel="New LLM Connection"
      table={{ label: 'LLM connections', filterLabel: 'Search LLM connections' }}
      emptyMessage="No LLM Model has been configured"
      renderForm={(editor) => (
        <LlmConnectionForm
          isOpen={editor.isOpen}
          connection={editor.record}
          onOpenChange={editor.onOpenChange}
        />
      )}
      deletion={{
        title: 'Delete LLM Connection',
        describe: (connection) =>
          `'${connection.name}' will be removed from this workspace, and agents that use it will need another model. This cannot be undone.`,
        remove,
        toasts: LLM_TOASTS,
      }}
    />
  );
}
