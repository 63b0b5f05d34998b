import { z } from 'zod';
import { defineResource } from '../resource';
import { recordMeta, trimmedText } from './common';
import { resourcePaths } from '../routes';

const description = trimmedText('description').pipe(
  z.string().min(5, 'Description must be at least 5 characters long'),
);
const keyValue = z
  .string()
  .min(1, 'Please enter a secret value')
  .refine((v) => !v.startsWith(' '), 'No leading spaces in value')
  .refine((v) => !v.endsWith(' '), 'No trailing spaces in value');

/**
 * Vault secret. `keyValue` is write-only (spec README decision 5): the create body requires it,
 * the update body may replace it, and the record schema has no such field at all.
 * The key name cannot change on edit (spec 001 section 4).
 */
export const vaultResource = defineResource({
  path: resourcePaths.vault,
  label: 'Vault',
  nameField: 'keyName',
  fields: {
    keyName: trimmedText('key'),
    description,
    keyValue,
    isActive: z.boolean().default(true),
  },
  update: z.strictObject({ keyValue: keyValue.optional(), description: description.optional() }),
  record: z.strictObject({
    keyName: z.string(),
    description: z.string(),
    isActive: z.boolean(),
    ...recordMeta,
  }),
});
