import type { VaultFormMode, VaultFormValues } from '@agentdeck/forms';
import type { VaultCreateBody, VaultSecret, VaultUpdateBody } from '../api/use-vault';

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

/**
 * The form of a new secret (empty) or of an existing one. The value is write-only (spec README
 * decision 5): no list returns it, so an edit form starts with an empty value and asks for a new one.
 */
export function vaultFormValues(secret: VaultSecret | undefined): VaultFormValues {
  return { keyName: secret?.keyName ?? '', description: secret?.description ?? '', keyValue: '' };
}

/** POST body: a new secret is active (spec 001 section 7: keyName, description, keyValue, isActive). */
export function vaultCreateBody(values: VaultFormValues): VaultCreateBody {
  return {
    keyName: values.keyName ?? '',
    description: values.description,
    keyValue: values.keyValue,
    isActive: true,
  };
}

/** PUT body: only the value and the description can change; the key name is not sent (spec 001 section 4). */
export function vaultUpdateBody(values: VaultFormValues): VaultUpdateBody {
  return { keyValue: values.keyValue, description: values.description };
}
