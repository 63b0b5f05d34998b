import { Button, DataTable, PlusIcon, type DataTableColumn } from '@agentdeck/ui';
import { useEffect, useMemo } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import {
  DeleteRecordDialog,
  recordActionsColumn,
  RecordName,
  RecordsToolbar,
  useRecordDialog,
} from '../../../lib/records';
import {
  useDeleteLlmConnection,
  useLlmConnections,
  useLlmProviders,
  type LlmConnection,
} from '../api/use-llm';
import { LLM_TOASTS, type CatalogueProvider } from '../model/llm-form';
import { LlmConnectionForm } from './LlmConnectionForm';
import {
  heading,
  listSection,
  modelName,
  page,
  providerCell,
  providerLogo,
} from './LlmConnectionsPage.css';
import { UsageSummary } from './UsageSummary';
import type { RenderNewVaultDialog } from './VaultKeyField';

const getRowId = (connection: LlmConnection) => connection.id;
/** Description previews are cut to 65 characters (spec 001 section 9). */
const DESCRIPTION_PREVIEW = 65;
const preview = (text: string) =>
  text.length > DESCRIPTION_PREVIEW ? `${text.slice(0, DESCRIPTION_PREVIEW)}...` : text;

interface ColumnOptions {
  providers: readonly CatalogueProvider[];
  onEdit: (connection: LlmConnection) => void;
  onDelete: (connection: LlmConnection) => void;
}

function llmColumns({
  providers,
  onEdit,
  onDelete,
}: ColumnOptions): DataTableColumn<LlmConnection>[] {
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

export interface LlmConnectionsPageProps {
  /** Renders the vault feature's 'New Vault' dialog; the route module passes it in. */
  renderNewVaultDialog: RenderNewVaultDialog;
}

/** LLM connections (spec 001 sections 2 to 8): summary cards, list with search, drawer, delete. */
export function LlmConnectionsPage({ renderNewVaultDialog }: LlmConnectionsPageProps) {
  const { id: wid } = useCurrentWorkspace();
  const { data, error, isLoading } = useLlmConnections(wid);
  const { trigger: remove } = useDeleteLlmConnection(wid);
  const { providers } = useLlmProviders();
  const editing = useRecordDialog<LlmConnection>();
  const deleting = useRecordDialog<LlmConnection>();
  const openEditor = editing.open;
  const openDelete = deleting.open;

  // A failed list load is only logged and the list shows empty (spec 001 section 8).
  useEffect(() => {
    if (error) console.error('Could not load the LLM connections', error);
  }, [error]);

  const columns = useMemo(
    () => llmColumns({ providers, onEdit: openEditor, onDelete: openDelete }),
    [providers, openEditor, openDelete],
  );
  const rows = data ?? [];

  return (
    <div className={page}>
      <UsageSummary />
      <section className={listSection} aria-labelledby="llm-connections-heading">
        <RecordsToolbar
          action={
            <Button icon={<PlusIcon aria-hidden size={16} />} onPress={() => editing.open()}>
              New LLM Connection
            </Button>
          }
        >
          <h2 id="llm-connections-heading" className={heading}>
            Connections
          </h2>
        </RecordsToolbar>
        <DataTable
          label="LLM connections"
          filterLabel="Search LLM connections"
          columns={columns}
          rows={rows}
          getRowId={getRowId}
          isLoading={isLoading}
          pagination
          emptyMessage={rows.length === 0 ? 'No LLM Model has been configured' : 'No results found'}
        />
      </section>
      <LlmConnectionForm
        isOpen={editing.isOpen}
        connection={editing.record}
        onOpenChange={editing.onOpenChange}
        renderNewVaultDialog={renderNewVaultDialog}
      />
      <DeleteRecordDialog
        isOpen={deleting.isOpen}
        onOpenChange={deleting.onOpenChange}
        record={deleting.record}
        title="Delete LLM Connection"
        describe={(connection) =>
          `'${connection.name}' will be removed from this workspace, and agents that use it will need another model. This cannot be undone.`
        }
        remove={(connection) => remove(connection.id)}
        deletedMessage={LLM_TOASTS.deleted}
        failedMessage={LLM_TOASTS.failed}
      />
    </div>
  );
}
