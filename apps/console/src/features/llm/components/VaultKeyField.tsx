import { FormSelect } from '@agentdeck/forms';
import { Button, PlusIcon } from '@agentdeck/ui';
import { useState, type ReactNode } from 'react';
import type { Control, FieldPath } from 'react-hook-form';
import type { LlmConnectionFormValues } from '@agentdeck/forms';
import type { VaultKey } from '../api/use-llm';
import type { LlmFormOutput } from '../model/llm-form';
import { newVaultButton, vaultKeyRow } from './LlmConnectionForm.css';

/** What the route module passes to open the vault feature's 'New Vault' dialog in place. */
export interface NewVaultDialogSlotProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The new secret, to select it in the field that asked for it. */
  onSaved: (secret: { keyName: string }) => void;
}
export type RenderNewVaultDialog = (props: NewVaultDialogSlotProps) => ReactNode;

interface VaultKeyFieldProps {
  control: Control<LlmConnectionFormValues, unknown, LlmFormOutput>;
  name: Extract<FieldPath<LlmConnectionFormValues>, 'apiKeyReference' | 'secretKey'>;
  label: string;
  vaultKeys: readonly VaultKey[];
  isLoading: boolean;
  isReadOnly: boolean;
  renderNewVaultDialog: RenderNewVaultDialog;
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
  renderNewVaultDialog,
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
      {renderNewVaultDialog({
        isOpen: isCreating,
        onOpenChange: setCreating,
        onSaved: (secret) => onCreated(secret.keyName),
      })}
    </div>
  );
}
