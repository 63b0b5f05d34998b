import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import {
  connectorBody,
  connectorFormSchema,
  connectorFormValues,
  tradingNewsSourceRows,
} from './connector';

const base = { name: 'Orders DB', description: 'Reads the order tables' };

describe('connectorFormSchema', () => {
  it('reports the spec messages of an empty form', () => {
    expect(
      fieldMessages(connectorFormSchema, { name: '', type: null, description: 'abc' }),
    ).toEqual({
      name: 'Please enter a name',
      type: 'Please select Connector Type',
      description: 'Description must be at least 5 characters long',
    });
  });

  it('asks a database connector for the database, the query type and the query text', () => {
    expect(
      fieldMessages(connectorFormSchema, { ...base, type: 'MySQL', configurations: {} }),
    ).toEqual({
      'configurations.databaseId': 'Please select a database',
      'configurations.queryType': 'Please select Query Type',
    });
    expect(
      fieldMessages(connectorFormSchema, {
        ...base,
        type: 'SQLite',
        configurations: { databaseId: 'db-1', queryType: 'Static' },
      }),
    ).toEqual({
      'configurations.staticQuery': 'Please enter a query',
    });
    expect(
      connectorFormSchema.safeParse({
        ...base,
        type: 'PostgreSQL',
        configurations: { databaseId: 'db-1', queryType: 'Dynamic' },
      }).success,
    ).toBe(true);
  });

  it('asks Pega for its authorization fields, secrets from the vault', () => {
    const pega = {
      ...base,
      type: 'Pega',
      configurations: { authorization: { authType: 'basic', meta: {} } },
    };
    expect(fieldMessages(connectorFormSchema, pega)).toEqual({
      'configurations.authorization.meta.tokenEndpointURL': 'Please enter a token endpoint URL',
      'configurations.authorization.meta.clientID': 'Please enter a client ID',
      'configurations.authorization.meta.clientSecretReference': 'Please select vault key',
      'configurations.authorization.meta.username': 'Please enter a username',
      'configurations.authorization.meta.passwordReference': 'Please select vault key',
    });
    expect(
      fieldMessages(connectorFormSchema, { ...base, type: 'Pega', configurations: {} }),
    ).toEqual({
      'configurations.authorization.authType': 'Please select authorization method',
    });
  });

  it('asks Jira for a valid email, the project key and the token from the vault', () => {
    expect(
      fieldMessages(connectorFormSchema, {
        ...base,
        type: 'Jira',
        configurations: { email: 'ops@' },
      }),
    ).toEqual({
      'configurations.email': 'Please enter a valid email',
      'configurations.projectKey': 'Please enter a project key',
      'configurations.token': 'Please select vault key',
    });
  });

  it("asks Trading News for sources: 'Select Sources', and weights 'Must be between 0-100'", () => {
    expect(
      fieldMessages(connectorFormSchema, {
        ...base,
        type: 'Trading News',
        configurations: { selectedSources: [] },
      }),
    ).toEqual({
      'configurations.selectedSources': 'Select Sources',
    });
    const weights = {
      ...base,
      type: 'Trading News',
      configurations: {
        selectedSources: ['x', 'reddit'],
        sourceConfigurations: [
          { dataSource: 'x', weightPercentage: 101, assetClass: [] },
          { dataSource: 'reddit', weightPercentage: 40, assetClass: ['fx'] },
        ],
      },
    };
    expect(fieldMessages(connectorFormSchema, weights)).toEqual({
      'configurations.sourceConfigurations.0.weightPercentage': 'Must be between 0-100',
    });
  });
});

describe('connectorBody', () => {
  it("nests Jira's email and token as the contract keeps them, and reads them back flat", () => {
    const body = connectorBody(
      connectorFormSchema.parse({
        ...base,
        type: 'Jira',
        configurations: {
          email: 'ops@acme.example',
          projectKey: 'SUP',
          token: 'jira-token',
          databaseId: 'x',
        },
      }),
    );
    expect(body.configurations).toEqual({
      email: { email: 'ops@acme.example' },
      projectKey: 'SUP',
      jiraToken: { token: 'jira-token' },
    });
    const record = { ...body, id: 'c-1', isReadOnly: false, createdAt: '', updatedAt: '' };
    expect(connectorFormValues(record as never).configurations).toEqual({
      email: 'ops@acme.example',
      projectKey: 'SUP',
      token: 'jira-token',
    });
  });

  it('clears the username and password of a client-credentials Pega connector', () => {
    const body = connectorBody(
      connectorFormSchema.parse({
        ...base,
        type: 'Pega',
        configurations: {
          authorization: {
            authType: 'clientCredentials',
            meta: {
              tokenEndpointURL: 'https://pega.example/token',
              clientID: 'agentdeck',
              clientSecretReference: 'secret',
              username: 'bot',
              passwordReference: 'pw',
            },
          },
        },
      }),
    );
    expect(body.configurations.authorization?.meta).toEqual({
      tokenEndpointURL: 'https://pega.example/token',
      clientID: 'agentdeck',
      clientSecretReference: 'secret',
    });
  });

  it('keeps one Trading News row per chosen source, a new one at weight 0 (002 section 4)', () => {
    expect(
      tradingNewsSourceRows(
        ['reddit', 'x'],
        [
          { dataSource: 'bloomberg-news', weightPercentage: 70, assetClass: ['fx'] },
          { dataSource: 'reddit', weightPercentage: 30, assetClass: [] },
        ],
      ),
    ).toEqual([
      { dataSource: 'reddit', weightPercentage: 30, assetClass: [] },
      { dataSource: 'x', weightPercentage: 0, assetClass: [] },
    ]);
  });
});
