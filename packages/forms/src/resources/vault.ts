import type { ResourceCreateBody, ResourceRecord, ResourceUpdateBody } from '@agentdeck/api-client';
import { vaultDescriptionRule, vaultKeyRule, vaultValueRule } from '@agentdeck/api-client/rules';
import { z } from 'zod';

export type VaultFormMode = 'create' | 'edit';

/** The New Vault / Edit Vault form (001 sections 2 to 5). In edit mode the key is shown read-only and not checked. */
export function vaultFormSchema(mode: VaultFormMode) {
  return z.object({
    keyName: mode === 'create' ? vaultKeyRule : z.string().optional(),
    description: vaultDescriptionRule,
    keyValue: vaultValueRule,
  });
}

export type VaultFormValues = z.input<ReturnType<typeof vaultFormSchema>>;

/**
 * The form of a new secret (empty) or of an existing one. The value is write-only (spec README
 * decision 5): no list returns it, so an edit form starts with an empty value and asks for a new one.
 */
export function vaultFormValues(secret: ResourceRecord<'vault'> | undefined): VaultFormValues {
  return { keyName: secret?.keyName ?? '', description: secret?.description ?? '', keyValue: '' };
}

/** POST body: a new secret is active (001 section 7: keyName, description, keyValue, isActive). */
export function vaultCreateBody(values: VaultFormValues): ResourceCreateBody<'vault'> {
  return {
    keyName: values.keyName ?? '',
    description: values.description,
    keyValue: values.keyValue,
    isActive: true,
  };
}

/** PUT body: only the value and the description can change; the key name is not sent (001 section 4). */
export function vaultUpdateBody(values: VaultFormValues): ResourceUpdateBody<'vault'> {
  return { keyValue: values.keyValue, description: values.description };
}
