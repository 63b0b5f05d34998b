import { pickedKey, pickedOption } from './choice';
import type { ConditionalRule } from './conditional';
import { VAULT_KEY_MESSAGE } from './messages';
import { hostRule, portRule } from './network';
import { regionRule } from './region';
import { descriptionRule, TEXT_LIMITS, textRule } from './text';
import { urlRule } from './url';

/** Databases (000 sections 3.5, 4.4, 5.4 and 9). */

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
  vaultKey: VAULT_KEY_MESSAGE,
  userName: 'Please enter a user name',
} as const;

/** Whether `provider` belongs to `type`: on edit, fields are restored only then (000 4.4). */
export function isProviderOfType(
  type: string | null | undefined,
  provider: string | null | undefined,
): boolean {
  const providers: readonly string[] = DATABASE_PROVIDERS[type as DatabaseType] ?? [];
  return provider != null && providers.includes(provider);
}

export const databaseTypeRule = pickedOption(DATABASE_TYPES, DATABASE_MESSAGES.type);
/**
 * Decision: the description is optional. 000 section 5.4 gives a message for every field of the
 * database form and none for the description, while 3.5 and 7 list the field; when one is typed
 * it passes the shared description rule (at least 5 characters, 001 section 9).
 */
export const databaseDescriptionRule = descriptionRule('description', { required: false });
export const databaseProviderRule = pickedKey(DATABASE_MESSAGES.provider);

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

/**
 * The connection fields each provider uses (required or optional, see `databaseConnectionRules`),
 * which a save keeps: changing the type clears the others (000 section 4.4).
 */
export const DATABASE_CONNECTION_FIELDS = {
  PostgreSQL: ['host', 'port', 'databaseName', 'userName', 'password', 'useHttps'],
  pgvector: ['host', 'port', 'databaseName', 'userName', 'password', 'useHttps'],
  MySQL: ['host', 'port', 'databaseName', 'userName', 'password', 'useHttps'],
  MongoDB: ['host', 'port', 'databaseName', 'userName', 'password', 'useHttps'],
  Chroma: ['host', 'port', 'tenantId', 'databaseName', 'apiKey', 'useHttps'],
  Neo4j: ['endpoint', 'userName', 'password', 'databaseName'],
  'Amazon Neptune': [
    'host',
    'port',
    'region',
    'useHttps',
    'useIamAuth',
    'awsAccessKeyId',
    'awsSecretAccessKeyId',
  ],
} as const satisfies Record<DatabaseProvider, readonly string[]>;

const vaultKeyRule = pickedKey(VAULT_KEY_MESSAGE);
const schemaNameRule = textRule({ label: 'database name', max: TEXT_LIMITS.name });
const userNameRule = textRule({ label: 'user name', max: TEXT_LIMITS.shortText });

interface DatabaseValues {
  type?: unknown;
  configurations?: { provider?: unknown; useIamAuth?: unknown } | null;
}

/**
 * The connection fields each provider needs, under `prefix` (the path of the configuration).
 * The provider must be one of the type's: the form offers only those, and a type change clears
 * the choice (000 section 4.4), so anything else reads as no provider chosen.
 *
 * The spec lists the fields and their messages but not which provider asks for which; decision,
 * following how each product is reached:
 * - PostgreSQL, pgvector, MySQL, MongoDB: host, port, database name, user name, password (vault).
 * - Chroma: host, port, tenant ID, database name; its API key (vault) is optional.
 * - Neo4j: the Neo4j URL, user name, password (vault); database name optional.
 * - Amazon Neptune: host, port, AWS region; with IAM auth, the access key and secret access
 *   key (both vault keys).
 */
export function databaseConnectionRules(
  database: DatabaseValues,
  prefix = 'configurations',
): ConditionalRule[] {
  const at = (field: string) => `${prefix}.${field}`;
  const config = database.configurations;
  const providers = DATABASE_PROVIDERS[database.type as DatabaseType];
  // A missing provider is the provider field's own message; this checks a chosen one.
  const ofType: ConditionalRule[] =
    providers && config?.provider
      ? [[at('provider'), pickedOption(providers, DATABASE_MESSAGES.provider)]]
      : [];
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
        ...ofType,
        ...hostPort,
        [at('databaseName'), schemaNameRule],
        [at('userName'), userNameRule],
        [at('password'), vaultKeyRule],
      ];
    case 'Chroma':
      return [
        ...ofType,
        ...hostPort,
        [at('tenantId'), textRule({ label: 'tenant ID', max: TEXT_LIMITS.shortText })],
        [at('databaseName'), schemaNameRule],
      ];
    case 'Neo4j':
      return [
        ...ofType,
        [at('endpoint'), urlRule('Neo4j URL', { schemes: NEO4J_SCHEMES })],
        [at('userName'), userNameRule],
        [at('password'), vaultKeyRule],
      ];
    case 'Amazon Neptune':
      return [
        ...ofType,
        ...hostPort,
        [at('region'), regionRule(DATABASE_MESSAGES.awsRegion)],
        ...(config.useIamAuth
          ? ([
              [at('awsAccessKeyId'), vaultKeyRule],
              [at('awsSecretAccessKeyId'), vaultKeyRule],
            ] satisfies ConditionalRule[])
          : []),
      ];
    default:
      return ofType;
  }
}
