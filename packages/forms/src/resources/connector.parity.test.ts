import {
  CONNECTOR_MESSAGES,
  requiredMessage,
  VAULT_KEY_MESSAGE,
} from '@agentdeck/api-client/rules';
import { describeParity } from '../../test/parity';
import { connectorBody, connectorFormSchema } from './connector';

const base = { name: 'Pega Case Management', description: 'Creates cases in Pega for follow-up' };
const pegaMeta = {
  tokenEndpointURL: 'https://pega.example/prweb/PRRestService/oauth2/v1/token',
  clientID: 'agentdeck',
  clientSecretReference: 'pega-client-secret',
};
const clientCredentials = 'Pega with client credentials';
const passwordGrant = 'Pega with the password grant';
const staticQuery = 'MySQL with a static query';
const jira = 'Jira';
const news = 'Trading News';

describeParity('connector', {
  form: connectorFormSchema,
  create: connectorBody,
  valid: {
    [clientCredentials]: {
      ...base,
      type: 'Pega',
      // A client-credentials connector clears username and password on save (002 section 4).
      configurations: {
        authorization: {
          authType: 'clientCredentials',
          meta: { ...pegaMeta, username: 'stale', passwordReference: 'stale-key' },
        },
      },
    },
    [passwordGrant]: {
      ...base,
      type: 'Pega',
      configurations: {
        authorization: {
          authType: 'basic',
          meta: { ...pegaMeta, username: 'agent-bot', passwordReference: 'pega-password' },
        },
      },
    },
    'Pega without authorization': {
      ...base,
      type: 'Pega',
      configurations: { authorization: { authType: 'none' } },
    },
    [staticQuery]: {
      ...base,
      type: 'MySQL',
      configurations: { databaseId: 'database-4', queryType: 'Static', staticQuery: 'SELECT 1' },
    },
    'PostgreSQL with a parameterized query': {
      ...base,
      type: 'PostgreSQL',
      configurations: {
        databaseId: 'database-3',
        queryType: 'Parameterized',
        parameterizedQuery: 'SELECT * FROM claims WHERE policy_number = :policy_number',
        staticQuery: 'left over',
      },
    },
    'SQLite with a dynamic query and its schema': {
      ...base,
      type: 'SQLite',
      configurations: {
        databaseId: 'database-6',
        queryType: 'Dynamic',
        databaseSchema: 'tables:\n  claims: [id, amount]',
      },
    },
    [jira]: {
      ...base,
      type: 'Jira',
      configurations: { email: 'bot@acme.example', projectKey: 'SUP', token: 'jira-token' },
    },
    [news]: {
      ...base,
      type: 'Trading News',
      configurations: {
        selectedSources: ['bloomberg-news', 'reddit'],
        sourceConfigurations: [
          { dataSource: 'bloomberg-news', weightPercentage: 70, assetClass: ['fx', 'bonds'] },
          { dataSource: 'x', weightPercentage: 10, assetClass: [] },
        ],
        sensitivityTuning: [
          { assetClass: 'fx', sensitivity: 'highly_sensitive', mostImpactedBy: ['rates'] },
        ],
      },
    },
  },
  invalid: [
    { field: 'name', value: '', message: requiredMessage('name') },
    { field: 'type', value: null, message: CONNECTOR_MESSAGES.type },
    ...(
      [
        [clientCredentials, 'authorization.authType', null, CONNECTOR_MESSAGES.authMethod],
        [
          clientCredentials,
          'authorization.meta.tokenEndpointURL',
          '',
          requiredMessage('token endpoint URL'),
        ],
        [clientCredentials, 'authorization.meta.clientID', '', requiredMessage('client ID')],
        [clientCredentials, 'authorization.meta.clientSecretReference', null, VAULT_KEY_MESSAGE],
        [passwordGrant, 'authorization.meta.username', '', requiredMessage('username')],
        [passwordGrant, 'authorization.meta.passwordReference', '', VAULT_KEY_MESSAGE],
        [staticQuery, 'databaseId', null, CONNECTOR_MESSAGES.database],
        [staticQuery, 'queryType', null, CONNECTOR_MESSAGES.queryType],
        [staticQuery, 'staticQuery', '', requiredMessage('query')],
        [jira, 'projectKey', '', requiredMessage('project key')],
        [news, 'selectedSources', [], CONNECTOR_MESSAGES.sources],
        [news, 'sourceConfigurations.0.weightPercentage', 101, CONNECTOR_MESSAGES.weight],
        [news, 'sensitivityTuning.0.assetClass', null, CONNECTOR_MESSAGES.assetClass],
        [news, 'sensitivityTuning.0.sensitivity', null, CONNECTOR_MESSAGES.sensitivity],
      ] as const
    ).map(([from, field, value, message]) => ({
      from,
      field: `configurations.${field}`,
      value,
      message,
    })),
    // The form edits Jira's email and token flat; the contract keeps email {email}, jiraToken {token}.
    {
      from: jira,
      field: 'configurations.email',
      value: 'ops@',
      path: 'configurations.email.email',
      message: CONNECTOR_MESSAGES.invalidEmail,
    },
    {
      from: jira,
      field: 'configurations.email',
      value: '',
      path: 'configurations.email.email',
      message: requiredMessage('email'),
    },
    {
      from: jira,
      field: 'configurations.token',
      value: null,
      path: 'configurations.jiraToken.token',
      message: VAULT_KEY_MESSAGE,
    },
  ],
});
