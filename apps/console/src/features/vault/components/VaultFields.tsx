import { FormTextField, type VaultFormValues } from '@agentdeck/forms';
import { useFormContext } from 'react-hook-form';
import type { RecordFieldsProps } from '../../../lib/records';
import { FormMaskedInput } from './FormMaskedInput';

/** The fields of the New Vault / Edit Vault form (spec 001 sections 2 to 5): the key cannot change once saved. */
export function VaultFields({ record }: RecordFieldsProps<'vault', undefined>) {
  const { control } = useFormContext<VaultFormValues>();
  const isEditing = record !== undefined;
  return (
    <>
      <FormTextField
        control={control}
        name="keyName"
        label="Vault Key"
        isRequired
        isReadOnly={isEditing}
        description={
          isEditing
            ? 'The key name cannot change once the secret is saved.'
            : 'The name models and tools use to reference this secret.'
        }
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="description"
        label="Vault Description"
        isRequired
        description="At least 20 characters: what the secret is for and who uses it."
      />
      <FormMaskedInput
        control={control}
        name="keyValue"
        label="Vault Value"
        isRequired
        revealLabel="Show vault value"
        description={
          isEditing
            ? 'Secrets are write-only: enter a new value to replace the saved one.'
            : 'Only the last four characters are shown while the value is hidden.'
        }
      />
    </>
  );
}
