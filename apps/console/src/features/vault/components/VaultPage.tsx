import { Badge, type DataTableColumn } from '@agentdeck/ui';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import {
  recordActionsColumn,
  RecordListPage,
  RecordName,
  type RecordRowActions,
} from '../../../lib/records';
import { useDeleteVaultSecret, useVaultSecrets, type VaultSecret } from '../api/use-vault';
import { VAULT_TOASTS } from '../model/vault-form';
import { VaultForm } from './VaultForm';
import { keyName } from './VaultPage.css';

function vaultColumns({
  onEdit,
  onDelete,
}: RecordRowActions<VaultSecret>): DataTableColumn<VaultSecret>[] {
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
  const list = useVaultSecrets(wid);
  const { trigger: remove } = useDeleteVaultSecret(wid);
  return (
    <RecordListPage
      list={list}
      loadErrorMessage="Could not load the vault"
      columns={vaultColumns}
      intro="Secrets that models, tools and connectors reference by key. Values are write-only: nobody can read them back."
      newLabel="New Vault"
      table={{ label: 'Vault', filterLabel: 'Search vault' }}
      emptyMessage="No vault key found"
      renderForm={(editor) => (
        <VaultForm
          surface="drawer"
          isOpen={editor.isOpen}
          secret={editor.record}
          onOpenChange={editor.onOpenChange}
        />
      )}
      deletion={{
        title: 'Delete Vault',
        describe: (secret) =>
          `'${secret.keyName}' will be removed from this workspace, and the models and tools that reference it will no longer reach their service. This cannot be undone.`,
        remove,
        toasts: VAULT_TOASTS,
      }}
    />
  );
}
