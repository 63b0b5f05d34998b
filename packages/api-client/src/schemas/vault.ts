import { z } from 'zod';
import { defineResource } from '../resource';
import { vaultDescriptionRule, vaultKeyRule, vaultValueRule } from '../rules/vault';
import { recordMeta } from './common';
import { resourcePaths } from '../routes';

/**
 * Vault secret. `keyValue` is write-only (spec README decision 5): the create and update bodies
 * carry it (an edit asks for a new value), and the record schema has no such field at all.
 * The key name cannot change on edit (spec 001 section 4), so the update body has none.
 */
export const vaultResource = defineResource({
  path: resourcePaths.vault,
  label: 'Vault',
  nameField: 'keyName',
  fields: {
    keyName: vaultKeyRule,
    description: vaultDescriptionRule,
    keyValue: vaultValueRule,
    isActive: z.boolean().default(true),
  },
  update: z.strictObject({ keyValue: vaultValueRule, description: vaultDescriptionRule }),
  record: z.strictObject({
    keyName: z.string(),
    description: z.string(),
    isActive: z.boolean(),
    ...recordMeta,
  }),
});
