import { z } from 'zod';
import { pickedKey, pickedOption } from './choice';
import { withConditionalRules, type ConditionalRule } from './conditional';
import { SELECT_VAULT_KEY } from './messages';
import { hostRule, portRule } from './network';
import { descriptionRule, nameRule, TEXT_LIMITS, textRule } from './text';
import { urlRule } from './url';

/** The database form (000 sections 3.5, 4.4, 5.4 and 9). */

export const DATABASE_TYPES = ['Vector', 'Graph', 'Relational', 'NoSQL'] as const;
export type DatabaseType = (typeof DATABASE_TYPES)[number];

export const DATABASE_PROVIDERS = {
  Vector: ['pgvector', 'Chroma'],
  Graph: ['Neo4j', 'Amazon Neptune'],
  Relational: ['PostgreSQL', 'MySQL'],
  NoSQL: ['MongoDB'],
} as const satisfies Record<DatabaseType, readonly string[]>;
export type DatabaseProvider = (typeof DATABASE_PROVIDERS)[DatabaseType][number];

export const DATABASE_MESSAGES = {
  type: 'Please select a type',
  name: 'Please enter a name',
  provider: 'Please select a provider',
  host: 'Please enter a host',
  port: 'Please enter a port',
  databaseName: 'Please enter a database name',
  tenantId: 'Please enter a tenant ID',
  neo4jUrl: 'Please enter a Neo4j URL',
  awsRegion: 'Please select a AWS region',
  vaultKey: SELECT_VAULT_KEY,
  userName: 'Please enter a user name',
} as const;

/** Default port 5432; 3306 for MySQL (000 sections 4.4 and 9). */
export function defaultPortFor(provider: string | null | undefined): number {
  return provider === 'MySQL' ? 3306 : 5432;
}

/** Whether `provider` belongs to `type`: on edit, fields are restored only then. */
export function isProviderOfType(
  type: string | null | undefined,
  provider: string | null | undefined,
): boolean {
  const providers: readonly string[] = DATABASE_PROVIDERS[type as DatabaseType] ?? [];
  return provider != null && providers.includes(provider);
}

/** Neo4j is reached with its own schemes as well as HTTP. */
const NEO4J_SCHEMES = [
  'neo4j:',
  'neo4j+s:',
  'neo4j+ssc:',
  'bolt:',
  'bolt+s:',
  'bolt+ssc:',
  'http:',
  'https:',
];

const optionalText = z.string().nullable().optional();
const vaultKeyRule = pickedKey(SELECT_VAULT_KEY);
const databaseNameRule = textRule({ label: 'database name', max: TEXT_LIMITS.name });
const userNameRule = textRule({ label: 'user name', max: TEXT_LIMITS.shortText });

/**
 * The connection fields each provider needs. The spec lists the fields and their messages but
 * not which provider asks for which; decision, following how each product is reached:
 * - PostgreSQL, pgvector, MySQL, MongoDB: host, port, database name, user name, password (vault).
 * - Chroma: host, port, tenant ID, database name; its API key (vault) is optional.
 * - Neo4j: the Neo4j URL, user name, password (vault); database name optional.
 * - Amazon Neptune: host, port, AWS region; with IAM auth, the access key and secret access
 *   key (both vault keys).
 */
function connectionRules(config: Partial<DatabaseConfiguration> | undefined): ConditionalRule[] {
  const at = (field: keyof DatabaseConfiguration) => `configurations.${field}`;
  const hostPort: ConditionalRule[] = [
    [at('host'), hostRule],
    [at('port'), portRule],
  ];
  switch (config?.provider) {
    case 'PostgreSQL':
    case 'pgvector':
    case 'MySQL':
    case 'MongoDB':
      return [
        ...hostPort,
        [at('databaseName'), databaseNameRule],
        [at('userName'), userNameRule],
        [at('password'), vaultKeyRule],
      ];
    case 'Chroma':
      return [
        ...hostPort,
        [at('tenantId'), textRule({ label: 'tenant ID', max: TEXT_LIMITS.shortText })],
        [at('databaseName'), databaseNameRule],
      ];
    case 'Neo4j':
      return [
        [at('endpoint'), urlRule('Neo4j URL', { schemes: NEO4J_SCHEMES })],
        [at('userName'), userNameRule],
        [at('password'), vaultKeyRule],
      ];
    case 'Amazon Neptune':
      return [
        ...hostPort,
        [at('region'), pickedKey(DATABASE_MESSAGES.awsRegion)],
        ...(config.useIamAuth
          ? ([
              [at('awsAccessKeyId'), vaultKeyRule],
              [at('awsSecretAccessKeyId'), vaultKeyRule],
            ] satisfies ConditionalRule[])
          : []),
      ];
    default:
      return [];
  }
}

const configurationSchema = z.object({
  provider: pickedKey(DATABASE_MESSAGES.provider),
  endpoint: optionalText,
  databaseName: optionalText,
  host: optionalText,
  port: z.number().nullable().optional(),
  userName: optionalText,
  password: optionalText,
  apiKey: optionalText,
  tenantId: optionalText,
  region: optionalText,
  useHttps: z.boolean().optional(),
  useIamAuth: z.boolean().optional(),
  awsAccessKeyId: optionalText,
  awsSecretAccessKeyId: optionalText,
});
type DatabaseConfiguration = z.input<typeof configurationSchema>;

/** The database form. The description is optional here (5.4 does not ask for one). */
export const databaseFormSchema = withConditionalRules(
  z.object({
    type: pickedOption(DATABASE_TYPES, DATABASE_MESSAGES.type),
    name: nameRule(),
    description: descriptionRule('description', { required: false }).optional(),
    configurations: configurationSchema,
  }),
  (v) => connectionRules(v.configurations),
);

export type DatabaseFormValues = z.input<typeof databaseFormSchema>;
