import { z } from 'zod';
import { defineResource } from '../resource';
import {
  databaseConnectionRules,
  databaseDescriptionRule,
  databaseProviderRule,
  databaseTypeRule,
} from '../rules/database';
import { nameRule } from '../rules/text';
import { resourcePaths } from '../routes';

const text = z.string().optional();

/**
 * Database (spec 000 sections 3.5 and 5.4). The configuration holds every provider's fields as
 * optional; `databaseConnectionRules` requires those of the chosen provider.
 */
export const databaseResource = defineResource({
  path: resourcePaths.database,
  label: 'Database',
  nameField: 'name',
  fields: {
    name: nameRule(),
    description: databaseDescriptionRule.optional(),
    type: databaseTypeRule,
    configurations: z.strictObject({
      provider: databaseProviderRule,
      endpoint: text,
      databaseName: text,
      host: text,
      port: z.number().optional(),
      userName: text,
      /** Vault key names (spec 000 section 3.5: secrets are listed by keyName). */
      password: text,
      apiKey: text,
      tenantId: text,
      region: text,
      useHttps: z.boolean().optional(),
      useIamAuth: z.boolean().optional(),
      awsAccessKeyId: text,
      awsSecretAccessKeyId: text,
    }),
  },
  rules: (v) => databaseConnectionRules(v),
});
