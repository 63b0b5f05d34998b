import { z } from 'zod';
import { pickedKey, pickedOption, pickedSome } from './choice';
import { withConditionalRules, type ConditionalRule } from './conditional';
import { SELECT_VAULT_KEY } from './messages';
import { descriptionRule, longTextRule, nameRule, TEXT_LIMITS, textRule } from './text';
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
export const DATABASE_CONNECTOR_TYPES = ['MySQL', 'PostgreSQL', 'SQLite'] as const;
export const QUERY_TYPES = ['Static', 'Parameterized', 'Dynamic'] as const;
/**
 * Pega's authorization types, values of the shared authorization types: no authorization (the
 * default), client credentials, and the password grant, stored as 'basic' because it is the
 * shared type that carries a username and password.
 */
export const PEGA_AUTH_TYPES = ['none', 'clientCredentials', 'basic'] as const;

export const CONNECTOR_MESSAGES = {
  type: 'Please select Connector Type',
  database: 'Please select a database',
  queryType: 'Please select Query Type',
  sources: 'Select Sources',
  weight: 'Must be between 0-100',
  authMethod: 'Please select authorization method',
  invalidEmail: 'Please enter a valid email',
  vaultKey: SELECT_VAULT_KEY,
} as const;

/** An e-mail address: one @, a dotted domain, no spaces. */
export const emailRule = textRule({ label: 'email', max: TEXT_LIMITS.shortText }).refine(
  (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  CONNECTOR_MESSAGES.invalidEmail,
);

/** Jira access: email, project key and token (002 sections 3 and 5). */
export const jiraFields = {
  email: emailRule,
  projectKey: textRule({ label: 'project key', max: TEXT_LIMITS.name }),
  token: textRule({ label: 'token', max: 10_000 }),
};

const vaultKeyRule = pickedKey(SELECT_VAULT_KEY);

/**
 * Pega's authorization. Decision where the spec lists fields without saying which type needs
 * them: client credentials need the token endpoint URL, client ID and client secret (vault); the
 * password grant needs those plus the username and password reference (vault); no authorization
 * needs nothing. A client-credentials connector clears username and password on save.
 */
function pegaRules(auth: Record<string, unknown> | undefined): ConditionalRule[] {
  const at = (field: string) => `configurations.authorization.meta.${field}`;
  const rules: ConditionalRule[] = [
    [
      'configurations.authorization.authType',
      pickedOption(PEGA_AUTH_TYPES, CONNECTOR_MESSAGES.authMethod),
    ],
  ];
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

function databaseRules(config: Record<string, unknown> | undefined): ConditionalRule[] {
  const rules: ConditionalRule[] = [
    ['configurations.databaseId', pickedKey(CONNECTOR_MESSAGES.database)],
    ['configurations.queryType', pickedOption(QUERY_TYPES, CONNECTOR_MESSAGES.queryType)],
  ];
  // A dynamic query is written by the model from the uploaded schema: no query text.
  if (config?.queryType === 'Static')
    rules.push(['configurations.staticQuery', longTextRule('query')]);
  if (config?.queryType === 'Parameterized')
    rules.push(['configurations.parameterizedQuery', longTextRule('query')]);
  return rules;
}

/** A Trading News source's weight: 0 to 100. */
export const weightRule = z
  .number({ error: CONNECTOR_MESSAGES.weight })
  .min(0, CONNECTOR_MESSAGES.weight)
  .max(100, CONNECTOR_MESSAGES.weight);

function tradingNewsRules(config: Record<string, unknown> | undefined): ConditionalRule[] {
  const rows = Array.isArray(config?.sourceConfigurations) ? config.sourceConfigurations : [];
  return [
    ['configurations.selectedSources', pickedSome(z.string(), CONNECTOR_MESSAGES.sources)],
    ...rows.map((_, index): ConditionalRule => [
      `configurations.sourceConfigurations.${index}.weightPercentage`,
      weightRule,
    ]),
  ];
}

/** New/Edit Connector: name, type, description (at least 5) and the type's configuration. */
export const connectorFormSchema = withConditionalRules(
  z.object({
    name: nameRule(),
    type: pickedOption(CONNECTOR_TYPES, CONNECTOR_MESSAGES.type),
    description: descriptionRule(),
    configurations: z.record(z.string(), z.unknown()).optional(),
  }),
  (v) => {
    const config = v.configurations as Record<string, unknown> | undefined;
    switch (v.type) {
      case 'Pega':
        return pegaRules(config?.authorization as Record<string, unknown> | undefined);
      case 'MySQL':
      case 'PostgreSQL':
      case 'SQLite':
        return databaseRules(config);
      case 'Jira':
        return Object.entries(jiraFields).map(([field, rule]): ConditionalRule => [
          `configurations.${field}`,
          rule,
        ]);
      case 'Trading News':
        return tradingNewsRules(config);
      default:
        return [];
    }
  },
);

export type ConnectorFormValues = z.input<typeof connectorFormSchema>;
