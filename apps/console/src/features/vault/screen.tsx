import { Badge } from '@agentdeck/ui';
import { defineRecordScreen } from '../../lib/records';
import { keyName } from './components/vault.css';

/**
 * The New Vault / Edit Vault form (spec 001 sections 2 to 5), also opened in place as 'New
 * Vault'. What it runs (schema, body mapping, fields) is in form.tsx, fetched when it first opens.
 */
export const vaultForm = {
  resource: 'vault',
  title: { create: 'New Vault', edit: 'Edit Vault' },
  readOnlyNotice: 'This secret is read-only: it cannot be changed or deleted.',
  // Spec 001 section 8, quoted exactly.
  toasts: {
    created: 'Vault saved successfully',
    updated: 'Vault updated successfully',
    deleted: 'Vault deleted successfully',
    failed: "Something went wrong! We couldn't save your secret",
  },
  nameField: 'keyName',
  load: () => import('./form').then((form) => form.vaultFormCode),
} as const;

/** The secrets vault (spec 001 sections 2 to 8): the keys, never their values (spec README decision 5). */
export const vaultScreen = defineRecordScreen({
  resource: 'vault',
  nameOf: (secret) => secret.keyName,
  texts: {
    intro: 'Secrets that models, tools and connectors reference by key. Values are write-only: nobody can read them back.',
    newLabel: 'New Vault',
    table: 'Vault',
    search: 'Search vault',
    empty: 'No vault key found',
    loadError: 'Could not load the vault',
  },
  columns: [
    {
      id: 'keyName',
      header: 'Vault Key',
      accessor: (secret) => secret.keyName,
      sortable: true,
      width: '30%',
      cell: (secret) => <span className={keyName}>{secret.keyName}</span>,
    },
    { id: 'description', header: 'Description', accessor: (secret) => secret.description },
    {
      id: 'status',
      header: 'Status',
      accessor: (secret) => (secret.isActive ? 'Active' : 'Inactive'),
      sortable: true,
      width: '8rem',
      cell: (secret) => (
        <Badge tone={secret.isActive ? 'success' : 'neutral'}>{secret.isActive ? 'Active' : 'Inactive'}</Badge>
      ),
    },
  ],
  form: vaultForm,
  deletion: {
    title: 'Delete Vault',
    describe: (secret) =>
      `'${secret.keyName}' will be removed from this workspace, and the models and tools that reference it will no longer reach their service. This cannot be undone.`,
  },
});
