import { describe, expect, it } from 'vitest';
import { VAULT_TOASTS, vaultFormTitle } from './vault-form';

describe('vault form', () => {
  it("is titled 'New Vault' to create and 'Edit Vault' to edit", () => {
    expect(vaultFormTitle('create')).toBe('New Vault');
    expect(vaultFormTitle('edit')).toBe('Edit Vault');
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
