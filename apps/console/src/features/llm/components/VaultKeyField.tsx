import { FormSelect } from '@agentdeck/forms';
import { Button, PlusIcon } from '@agentdeck/ui';
import { useState } from 'react';
import { CreateInPlace } from '../../../lib/create-in-place';
import type { Control, FieldPath } from 'react-hook-form';
import type { LlmConnectionFormOutput, LlmConnectionFormValues } from '@agentdeck/forms';
import type { VaultKey } from '../api/use-llm';
import { newVaultButton, vaultKeyRow } from './LlmConnectionForm.css';

interface VaultKeyFieldProps {
  control: Control<LlmConnectionFormValues, unknown, LlmConnectionFormOutput>;
  name: Extract<FieldPath<LlmConnectionFormValues>, 'apiKeyReference' | 'secretKey'>;
  label: string;
  vaultKeys: readonly VaultKey[];
  isLoading: boolean;
  isReadOnly: boolean;
  onCreated: (keyName: string) => void;
}

/**
 * A secret picked from the vault by key name (spec README decision 5: models hold vault
 * references, never raw keys), with a 'New Vault' button that creates one without leaving the
 * form (spec 001 section 2); it is disabled in a read-only form (section 4).
 */
export function VaultKeyField({
  control,
  name,
  label,
  vaultKeys,
  isLoading,
  isReadOnly,
  onCreated,
}: VaultKeyFieldProps) {
  const [isCreating, setCreating] = useState(false);
  const items = vaultKeys.map((key) => ({
    id: key.keyName,
    label: key.keyName,
    description: key.description,
  }));
  return (
    <div className={vaultKeyRow}>
      <FormSelect
        control={control}
        name={name}
        label={label}
        isRequired={!isReadOnly}
        isReadOnly={isReadOnly}
        items={items}
        placeholder={isLoading ? 'Loading vault keys' : 'Select a vault key'}
        renderEmptyState={() => 'No vault key found'}
      />
      <div className={newVaultButton}>
        <Button
          variant="secondary"
          icon={<PlusIcon aria-hidden size={16} />}
          isDisabled={isReadOnly}
          aria-label={`New Vault for ${label}`}
          onPress={() => setCreating(true)}
        >
          New Vault
        </Button>
      </div>
      <CreateInPlace
        resource="vault"
        isOpen={isCreating}
        onOpenChange={setCreating}
        onSaved={(secret) => onCreated(secret.keyName)}
      />
    </div>
  );
}
