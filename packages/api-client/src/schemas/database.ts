import { z } from 'zod';
import { defineResource } from '../resource';
import { descriptionSchema, nameSchema, regionSchema } from './common';
import { resourcePaths } from '../routes';

export const databaseTypes = ['Vector', 'Graph', 'Relational', 'NoSQL'] as const;
/** Providers by type (spec 000 section 3.5). */
export const databaseProviders = {
  Vector: ['pgvector', 'Chroma'],
  Graph: ['Neo4j', 'Amazon Neptune'],
  Relational: ['PostgreSQL', 'MySQL'],
  NoSQL: ['MongoDB'],
} as const satisfies Record<(typeof databaseTypes)[number], readonly string[]>;

// Hostname, IPv4 address or localhost (spec 000 section 5.4).
const hostPattern =
  /^(localhost|((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)$/;

export const databaseResource = defineResource({
  path: resourcePaths.database,
  label: 'Database',
  nameField: 'name',
  fields: {
    name: z.string().min(1, 'Please enter a name').pipe(nameSchema),
    description: descriptionSchema(),
    type: z.enum(databaseTypes, { message: 'Please select a type' }),
    configurations: z.strictObject({
      provider: z.string().min(1, 'Please select a provider'),
      endpoint: z.string().optional(),
      databaseName: z.string().min(1, 'Please enter a database name').optional(),
      host: z.string().min(1, 'Please enter a host').regex(hostPattern, 'Invalid host or IP address').optional(),
      port: z.number().int().min(1, 'Port must be at least 1').max(65535, 'Port cannot exceed 65535').optional(),
      userName: z.string().optional(),
      /** Vault key names (spec 000 section 3.5: secrets are listed by keyName). */
      password: z.string().optional(),
      apiKey: z.string().optional(),
      tenantId: z.string().min(1, 'Please enter a tenant ID').optional(),
      region: regionSchema.optional(),
      useHttps: z.boolean().optional(),
      useIamAuth: z.boolean().optional(),
      awsAccessKeyId: z.string().optional(),
      awsSecretAccessKeyId: z.string().optional(),
    }),
  },
  refine: (v, ctx) => {
    const allowed: readonly string[] = databaseProviders[v.type];
    if (!allowed.includes(v.configurations.provider)) {
      ctx.addIssue({
        code: 'custom',
        path: ['configurations', 'provider'],
        message: `Provider must be one of ${allowed.join(', ')} for type ${v.type}`,
      });
    }
  },
});
