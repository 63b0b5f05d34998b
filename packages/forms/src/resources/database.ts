import type { ResourceCreateBody, ResourceRecord } from '@agentdeck/api-client';
import {
  DATABASE_CONNECTION_FIELDS,
  databaseConnectionRules,
  databaseDescriptionRule,
  databaseProviderRule,
  databaseTypeRule,
  isProviderOfType,
  nameRule,
  withConditionalRules,
  type DatabaseProvider,
} from '@agentdeck/api-client/rules';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { filled, optionalKey, optionalNumber } from './formValues';

/** The database form (000 sections 3.5, 4.4, 5.4 and 9). */

const configurationSchema = z.object({
  provider: databaseProviderRule,
  endpoint: optionalKey,
  databaseName: optionalKey,
  host: optionalKey,
  port: optionalNumber,
  userName: optionalKey,
  password: optionalKey,
  apiKey: optionalKey,
  tenantId: optionalKey,
  region: optionalKey,
  useHttps: z.boolean().optional(),
  useIamAuth: z.boolean().optional(),
  awsAccessKeyId: optionalKey,
  awsSecretAccessKeyId: optionalKey,
});

/** The database form: type, name, an optional description and the provider's connection fields. */
export const databaseFormSchema = withConditionalRules(
  z.object({
    type: databaseTypeRule,
    name: nameRule(),
    description: databaseDescriptionRule.optional(),
    configurations: configurationSchema,
  }),
  (v) => databaseConnectionRules(v),
);

export type DatabaseFormValues = z.input<typeof databaseFormSchema>;
export type DatabaseFormOutput = z.output<typeof databaseFormSchema>;

type Configuration = ResourceCreateBody<'database'>['configurations'];

/** Default port 5432; 3306 for MySQL (000 sections 4.4 and 9). */
export function defaultPortFor(provider: string | null | undefined): number {
  return provider === 'MySQL' ? 3306 : 5432;
}

/** A new database's form is empty; an existing one's is filled from the record. */
export function databaseFormValues(
  database: ResourceRecord<'database'> | undefined,
): DefaultValues<DatabaseFormValues> {
  if (!database) return { name: '', description: '', configurations: { provider: '' } };
  return {
    type: database.type,
    name: database.name,
    description: database.description ?? '',
    configurations: { ...database.configurations },
  };
}

/**
 * The body of POST and PUT (000 section 7): the chosen provider's connection fields only, so a
 * type or provider change leaves nothing of the previous one (000 section 4.4); cleared fields,
 * a blank description included, are left out, and IAM keys are sent only with IAM auth.
 */
export function databaseBody(values: DatabaseFormOutput): ResourceCreateBody<'database'> {
  const config = values.configurations;
  const provider = config.provider;
  const fields: readonly string[] = isProviderOfType(values.type, provider)
    ? DATABASE_CONNECTION_FIELDS[provider as DatabaseProvider]
    : [];
  const configurations: Configuration = { provider };
  for (const field of fields) {
    if ((field === 'awsAccessKeyId' || field === 'awsSecretAccessKeyId') && !config.useIamAuth)
      continue;
    const value = config[field as keyof typeof config];
    if (typeof value === 'string' ? filled(value) : value !== null && value !== undefined)
      Object.assign(configurations, { [field]: value });
  }
  const description = filled(values.description);
  return {
    name: values.name,
    type: values.type,
    ...(description ? { description } : {}),
    configurations,
  };
}
