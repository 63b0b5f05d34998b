import { z } from 'zod';
import { requiredMessage } from './messages';
import { TEXT_LIMITS, textRule } from './text';

/**
 * Vault secrets (001 sections 3, 4 and 5): key, description and value may not start or end with
 * a space ('No leading spaces in {field}', 'No trailing spaces in {field}'), their required
 * messages are built from the field name, and the value's is 'Please enter a secret value'.
 *
 * Field names in messages follow the form's labels (vaultKey, vaultDescription, vaultValue):
 * 'vault key', 'vault description', 'vault value'.
 *
 * Decision: the spec's 'description minimum 20 in the model-key form' is read as this form, the
 * form of the keys that models and tools reference; every other description keeps 5.
 * The secret value is write-only (spec README decision 5): an edit form asks for a new value, so
 * the value is required in both modes, and the key name, which cannot change on edit, is not
 * checked (nor sent) then.
 */
export const VAULT_DESCRIPTION_MIN = 20;

export const VAULT_FIELDS = {
  key: 'vault key',
  description: 'vault description',
  value: 'vault value',
} as const;

export const VAULT_MESSAGES = {
  key: requiredMessage(VAULT_FIELDS.key),
  description: requiredMessage(VAULT_FIELDS.description),
  value: 'Please enter a secret value',
} as const;

/** Secret values can be long tokens or PEM keys. */
const VAULT_VALUE_MAX = 10_000;

export const vaultKeyRule = textRule({ label: VAULT_FIELDS.key, max: TEXT_LIMITS.name });

export const vaultDescriptionRule = textRule({
  label: VAULT_FIELDS.description,
  min: VAULT_DESCRIPTION_MIN,
  max: TEXT_LIMITS.description,
});

export const vaultValueRule = textRule({
  label: VAULT_FIELDS.value,
  requiredMessage: VAULT_MESSAGES.value,
  max: VAULT_VALUE_MAX,
  // A PEM key or a JSON credential spans lines.
  multiline: true,
  allowEdgeSpaces: false,
});

export type VaultFormMode = 'create' | 'edit';

/** The New Vault / Edit Vault form. In edit mode the key is shown read-only and not checked. */
export function vaultFormSchema(mode: VaultFormMode) {
  return z.object({
    keyName: mode === 'create' ? vaultKeyRule : z.string().optional(),
    description: vaultDescriptionRule,
    keyValue: vaultValueRule,
  });
}

export type VaultFormValues = z.input<ReturnType<typeof vaultFormSchema>>;
