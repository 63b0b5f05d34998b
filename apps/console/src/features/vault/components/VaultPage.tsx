import { Badge, Button, DataTable, PlusIcon, type DataTableColumn } from '@agentdeck/ui';
import { useEffect, useMemo } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import {
  DeleteRecordDialog,
  recordActionsColumn,
  RecordName,
  RecordsToolbar,
  useRecordDialog,
} from '../../../lib/records';
import { useDeleteVaultSecret, useVaultSecrets, type VaultSecret } from '../api/use-vault';
import { VAULT_TOASTS } from '../model/vault-form';
import { VaultForm } from './VaultForm';
import { intro, keyName, page } from './VaultPage.css';

const getRowId = (secret: VaultSecret) => secret.id;

function vaultColumns(
  onEdit: (secret: VaultSecret) => void,
  onDelete: (secret: VaultSecret) => void,
): DataTableColumn<VaultSecret>[] {
  return [
    {
      id: 'keyName',
      header: 'Vault Key',
      accessor: (secret) => secret.keyName,
      sortable: true,
      width: '30%',
      cell: (secret) => (
        <RecordName isReadOnly={secret.isReadOnly}>
          <span className={keyName}>{secret.keyName}</span>
        </RecordName>
      ),
    },
    { id: 'description', header: 'Description', accessor: (secret) => secret.description },
    {
      id: 'status',
      header: 'Status',
      accessor: (secret) => (secret.isActive ? 'Active' : 'Inactive'),
      sortable: true,
      width: '8rem',
      cell: (secret) => (
        <Badge tone={secret.isActive ? 'success' : 'neutral'}>
          {secret.isActive ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    recordActionsColumn((secret) => secret.keyName, onEdit, onDelete),
  ];
}

/** The secrets vault (spec 001 sections 2 to 8): list with search, New/Edit Vault drawer, delete. */
export function VaultPage() {
  const { id: wid } = useCurrentWorkspace();
  const { data, error, isLoading } = useVaultSecrets(wid);
  const { trigger: remove } = useDeleteVaultSecret(wid);
  const editing = useRecordDialog<VaultSecret>();
  const deleting = useRecordDialog<VaultSecret>();
  const openEditor = editing.open;
  const openDelete = deleting.open;

  // A failed list load is only logged and the list shows empty (spec 001 section 8).
  useEffect(() => {
    if (error) console.error('Could not load the vault', error);
  }, [error]);

  const columns = useMemo(() => vaultColumns(openEditor, openDelete), [openEditor, openDelete]);
  const rows = data ?? [];

  return (
    <div className={page}>
      <RecordsToolbar
        action={
          <Button icon={<PlusIcon aria-hidden size={16} />} onPress={() => editing.open()}>
            New Vault
          </Button>
        }
      >
        <p className={intro}>
          Secrets that models, tools and connectors reference by key. Values are write-only: nobody
          can read them back.
        </p>
      </RecordsToolbar>
      <DataTable
        label="Vault"
        filterLabel="Search vault"
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        isLoading={isLoading}
        pagination
        emptyMessage={rows.length === 0 ? 'No vault key found' : 'No results found'}
      />
      <VaultForm
        surface="drawer"
        isOpen={editing.isOpen}
        secret={editing.record}
        onOpenChange={editing.onOpenChange}
      />
      <DeleteRecordDialog
        isOpen={deleting.isOpen}
        onOpenChange={deleting.onOpenChange}
        record={deleting.record}
        title="Delete Vault"
        describe={(secret) =>
          `'${secret.keyName}' will be removed from this workspace, and the models and tools that reference it will no longer reach their service. This cannot be undone.`
        }
        remove={(secret) => remove(secret.id)}
        deletedMessage={VAULT_TOASTS.deleted}
        failedMessage={VAULT_TOASTS.failed}
      />
    </div>
  );
}
