import { describe, expect, it } from 'vitest';
import type { VaultSecret } from '../api/use-vault';
import {
  VAULT_TOASTS,
  vaultCreateBody,
  vaultFormTitle,
  vaultFormValues,
  vaultUpdateBody,
} from './vault-form';

const secret: VaultSecret = {
  id: 'vault-1001-2',
  keyName: 'anthropic-api-key',
  description: 'Anthropic key used by the claims triage agent',
  isActive: true,
  isReadOnly: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('vault form', () => {
  it("is titled 'New Vault' to create and 'Edit Vault' to edit", () => {
    expect(vaultFormTitle('create')).toBe('New Vault');
    expect(vaultFormTitle('edit')).toBe('Edit Vault');
  });

  it('starts empty for a new secret', () => {
    expect(vaultFormValues(undefined)).toEqual({ keyName: '', description: '', keyValue: '' });
  });

  it('fills the key and description of a secret but asks for a new value, which is write-only', () => {
    expect(vaultFormValues(secret)).toEqual({
      keyName: 'anthropic-api-key',
      description: 'Anthropic key used by the claims triage agent',
      keyValue: '',
    });
  });

  it('creates an active secret with its key, description and value', () => {
    expect(vaultCreateBody({ keyName: 'k', description: 'd', keyValue: 'v' })).toEqual({
      keyName: 'k',
      description: 'd',
      keyValue: 'v',
      isActive: true,
    });
  });

  it('updates only the value and the description: the key name is never sent', () => {
    expect(vaultUpdateBody({ keyName: 'renamed', description: 'd', keyValue: 'v' })).toEqual({
      keyValue: 'v',
      description: 'd',
    });
  });

  it('quotes the spec toasts', () => {
    expect(VAULT_TOASTS).toEqual({
      created: 'Vault saved successfully',
      updated: 'Vault updated successfully',
      deleted: 'Vault deleted successfully',
      failed: "Something went wrong! We couldn't save your secret",
    });
  });
});
