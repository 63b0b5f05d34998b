import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import { connectorFormSchema } from './connector';

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
