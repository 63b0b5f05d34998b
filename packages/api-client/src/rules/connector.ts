import { z } from 'zod';
import { pickedKey, pickedOption, pickedSome } from './choice';
import type { ConditionalRule } from './conditional';
import { VAULT_KEY_MESSAGE } from './messages';
import { longTextRule, TEXT_LIMITS, textRule } from './text';
import { urlRule } from './url';

/** Connectors: Pega, MySQL, PostgreSQL, SQLite, Jira, Trading News (002 sections 3, 4, 5, 9). */

export const CONNECTOR_TYPES = [
  'Pega',
  'MySQL',
  'PostgreSQL',
  'SQLite',
  'Jira',
  'Trading News',
] as const;
export type ConnectorType = (typeof CONNECTOR_TYPES)[number];
export const DATABASE_CONNECTOR_TYPES = ['MySQL', 'PostgreSQL', 'SQLite'] as const;
export const QUERY_TYPES = ['Static', 'Parameterized', 'Dynamic'] as const;
/**
 * Pega's authorization types, values of the shared authorization types: no authorization (the
 * default), client credentials, and the password grant, stored as 'basic' because it is the
 * shared type that carries a username and password.
 */
export const PEGA_AUTH_TYPES = ['none', 'clientCredentials', 'basic'] as const;
export type PegaAuthType = (typeof PEGA_AUTH_TYPES)[number];
/** The meta fields each Pega type uses; a type change clears the others (002 section 4). */
export const PEGA_META_FIELDS = {
  none: [],
  clientCredentials: ['tokenEndpointURL', 'clientID', 'clientSecretReference'],
  basic: ['tokenEndpointURL', 'clientID', 'clientSecretReference', 'username', 'passwordReference'],
} as const satisfies Record<PegaAuthType, readonly string[]>;

export const ASSET_CLASSES = [
  'fx',
  'crypto',
  'equities',
  'commodities',
  'bonds',
  'indices-etfs',
  'meme-stocks',
  'defi-tokens-nfts',
  'precious-metals',
  'real-estate-reits',
] as const;
export const NEWS_SOURCES = [
  'x',
  'reddit',
  'bloomberg-news',
  'discord',
  'cnbc-financial-news',
  'economic-calendars',
  'company-reports-sec',
  'stocktwits',
] as const;
export const SENSITIVITIES = ['highly_sensitive', 'moderately_sensitive'] as const;

export const CONNECTOR_MESSAGES = {
  type: 'Please select Connector Type',
  database: 'Please select a database',
  queryType: 'Please select Query Type',
  sources: 'Select Sources',
  weight: 'Must be between 0-100',
  authMethod: 'Please select authorization method',
  assetClass: 'Please select an asset class',
  sensitivity: 'Please select a sensitivity',
  invalidEmail: 'Please enter a valid email',
  vaultKey: VAULT_KEY_MESSAGE,
} as const;

export const connectorTypeRule = pickedOption(CONNECTOR_TYPES, CONNECTOR_MESSAGES.type);
export const pegaAuthTypeRule = pickedOption(PEGA_AUTH_TYPES, CONNECTOR_MESSAGES.authMethod);
export const queryTypeRule = pickedOption(QUERY_TYPES, CONNECTOR_MESSAGES.queryType);

/** An e-mail address: one @, a dotted domain, no spaces. */
export const emailRule = textRule({ label: 'email', max: TEXT_LIMITS.shortText }).refine(
  (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  CONNECTOR_MESSAGES.invalidEmail,
);

/**
 * Jira access: email, project key and token (002 sections 3 and 5). Decision: the token is a
 * vault key name, like every other secret ('Please select vault key', 002 section 5 'Secret values
 * used here'; spec README decision 5: no raw secret in a list).
 */
export const jiraRules = {
  email: emailRule,
  projectKey: textRule({ label: 'project key', max: TEXT_LIMITS.name }),
  token: pickedKey(VAULT_KEY_MESSAGE),
};

/** Where a form or a body keeps the Jira fields: the body nests email and token (002 3). */
export type JiraPaths = Record<keyof typeof jiraRules, string>;

/** A Trading News source's weight: 0 to 100. */
export const weightRule = z
  .number({ error: CONNECTOR_MESSAGES.weight })
  .min(0, CONNECTOR_MESSAGES.weight)
  .max(100, CONNECTOR_MESSAGES.weight);

export const newsSourcesRule = pickedSome(z.enum(NEWS_SOURCES), CONNECTOR_MESSAGES.sources);

/**
 * A sensitivity tuning row's asset class and sensitivity. Decision: the spec lists the row's
 * fields (002 section 3) and their values (section 9) but no message; a row is saved only with
 * both picked, each saying what is missing, so a half-filled row is not refused by the server
 * with a message the form never showed.
 */
export const assetClassRule = pickedOption(ASSET_CLASSES, CONNECTOR_MESSAGES.assetClass);
export const sensitivityRule = pickedOption(SENSITIVITIES, CONNECTOR_MESSAGES.sensitivity);

const vaultKeyRule = pickedKey(VAULT_KEY_MESSAGE);

/**
 * Pega's authorization. Decision where the spec lists fields without saying which type needs
 * them: client credentials need the token endpoint URL, client ID and client secret (vault); the
 * password grant needs those plus the username and password reference (vault); no authorization
 * needs nothing. A client-credentials connector clears username and password on save.
 */
function pegaRules(auth: { authType?: unknown } | undefined, prefix: string): ConditionalRule[] {
  const at = (field: string) => `${prefix}.meta.${field}`;
  const rules: ConditionalRule[] = [[`${prefix}.authType`, pegaAuthTypeRule]];
  if (auth?.authType === 'clientCredentials' || auth?.authType === 'basic') {
    rules.push(
      [at('tokenEndpointURL'), urlRule('token endpoint URL')],
      [at('clientID'), textRule({ label: 'client ID' })],
      [at('clientSecretReference'), vaultKeyRule],
    );
  }
  if (auth?.authType === 'basic') {
    rules.push(
      [at('username'), textRule({ label: 'username' })],
      [at('passwordReference'), vaultKeyRule],
    );
  }
  return rules;
}

function databaseQueryRules(config: { queryType?: unknown }, prefix: string): ConditionalRule[] {
  const rules: ConditionalRule[] = [
    [`${prefix}.databaseId`, pickedKey(CONNECTOR_MESSAGES.database)],
    [`${prefix}.queryType`, queryTypeRule],
  ];
  // A dynamic query is written by the model from the uploaded schema: no query text.
  if (config.queryType === 'Static') rules.push([`${prefix}.staticQuery`, longTextRule('query')]);
  if (config.queryType === 'Parameterized')
    rules.push([`${prefix}.parameterizedQuery`, longTextRule('query')]);
  return rules;
}

const rowsOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function tradingNewsRules(
  config: { sourceConfigurations?: unknown; sensitivityTuning?: unknown },
  prefix: string,
): ConditionalRule[] {
  return [
    [`${prefix}.selectedSources`, newsSourcesRule],
    ...rowsOf(config.sourceConfigurations).map((_, index): ConditionalRule => [
      `${prefix}.sourceConfigurations.${index}.weightPercentage`,
      weightRule,
    ]),
    ...rowsOf(config.sensitivityTuning).flatMap((_, index): ConditionalRule[] => [
      [`${prefix}.sensitivityTuning.${index}.assetClass`, assetClassRule],
      [`${prefix}.sensitivityTuning.${index}.sensitivity`, sensitivityRule],
    ]),
  ];
}

/** What a connector of `type` needs in its configuration at `prefix`; Jira's fields at `jira`. */
export function connectorRules(
  type: unknown,
  configurations: Record<string, unknown> | null | undefined,
  paths: { prefix: string; jira: JiraPaths },
): ConditionalRule[] {
  const config = configurations ?? {};
  switch (type) {
    case 'Pega':
      return pegaRules(
        config.authorization as { authType?: unknown } | undefined,
        `${paths.prefix}.authorization`,
      );
    case 'MySQL':
    case 'PostgreSQL':
    case 'SQLite':
      return databaseQueryRules(config, paths.prefix);
    case 'Jira':
      return (Object.keys(jiraRules) as (keyof typeof jiraRules)[]).map((field) => [
        paths.jira[field],
        jiraRules[field],
      ]);
    case 'Trading News':
      return tradingNewsRules(config, paths.prefix);
    default:
      return [];
  }
}
