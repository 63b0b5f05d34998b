import {
  FormTextField,
  useZodForm,
  vaultCreateBody,
  vaultFormSchema,
  vaultFormValues,
  vaultUpdateBody,
  type VaultFormMode,
  type VaultFormValues,
} from '@agentdeck/forms';
import { useMemo } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { RecordForm, recordSaver, useOpenCount } from '../../../lib/records';
import { useCreateVaultSecret, useUpdateVaultSecret, type VaultSecret } from '../api/use-vault';
import { VAULT_TOASTS, vaultFormTitle } from '../model/vault-form';
import { FormMaskedInput } from './FormMaskedInput';

export interface VaultFormProps {
  /** The drawer of the vault page, or the 580px dialog opened from a secret selector. */
  surface: 'drawer' | 'dialog';
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The secret to edit; without it the form creates one. */
  secret?: VaultSecret;
  /** Called with the saved secret, after the toast and before the form closes. */
  onSaved?: (secret: VaultSecret) => void;
}

/**
 * The New Vault / Edit Vault form, in a drawer (the vault page) or a dialog (a 'New Vault'
 * opened from a secret selector, spec 001 section 2). Each opening starts a fresh form, so it
 * resets on close (spec 001 section 4).
 */
export function VaultForm({ isOpen, ...props }: VaultFormProps) {
  const openCount = useOpenCount(isOpen);
  return <VaultFormSession key={openCount} isOpen={isOpen} {...props} />;
}


function VaultFormSession({ surface, isOpen, onOpenChange, secret, onSaved }: VaultFormProps) {
  const { id: wid } = useCurrentWorkspace();
  const mode: VaultFormMode = secret ? 'edit' : 'create';
  const isReadOnly = secret?.isReadOnly ?? false;
  const schema = useMemo(() => vaultFormSchema(mode), [mode]);
  const form = useZodForm(schema, { defaultValues: vaultFormValues(secret) });
  const { trigger: create } = useCreateVaultSecret(wid);
  const { trigger: update } = useUpdateVaultSecret(wid);

  const save = recordSaver({
    form,
    nameField: 'keyName',
    isEditing: secret !== undefined,
    toasts: VAULT_TOASTS,
    write: (values: VaultFormValues) =>
      secret
        ? update({ id: secret.id, body: vaultUpdateBody(values) })
        : create(vaultCreateBody(values)),
    onSaved,
    onOpenChange,
  });

  return (
    <RecordForm
      surface={surface}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={vaultFormTitle(mode)}
      form={form}
      onSave={save}
      saveLabel={secret ? 'Update' : 'Create'}
      isReadOnly={isReadOnly}
      readOnlyMessage="This secret is read-only: it cannot be changed or deleted."
    >
      <FormTextField
        control={form.control}
        name="keyName"
        label="Vault Key"
        isRequired={mode === 'create'}
        isReadOnly={mode === 'edit'}
        description={
          mode === 'edit'
            ? 'The key name cannot change once the secret is saved.'
            : 'The name models and tools use to reference this secret.'
        }
        autoComplete="off"
      />
      <FormTextField
        control={form.control}
        name="description"
        label="Vault Description"
        isRequired={!isReadOnly}
        isReadOnly={isReadOnly}
        description="At least 20 characters: what the secret is for and who uses it."
      />
      <FormMaskedInput
        control={form.control}
        name="keyValue"
        label="Vault Value"
        isRequired={!isReadOnly}
        isDisabled={isReadOnly}
        revealLabel="Show vault value"
        description={
          mode === 'edit'
            ? 'Secrets are write-only: enter a new value to replace the saved one.'
            : 'Only the last four characters are shown while the value is hidden.'
        }
      />
    </RecordForm>
  );
}
