import type { VaultFormMode } from '@agentdeck/forms';

/** The toasts of the vault screens (spec 001 section 8), quoted exactly. */
export const VAULT_TOASTS = {
  created: 'Vault saved successfully',
  updated: 'Vault updated successfully',
  deleted: 'Vault deleted successfully',
  failed: "Something went wrong! We couldn't save your secret",
} as const;

/** 'New Vault' without a record, 'Edit Vault' with one (spec 001 section 2). */
export const vaultFormTitle = (mode: VaultFormMode) =>
  mode === 'create' ? 'New Vault' : 'Edit Vault';
