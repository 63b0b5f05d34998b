import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import { isProviderOfType } from '@agentdeck/api-client/rules';
import { databaseBody, databaseFormSchema, databaseFormValues, defaultPortFor } from './database';

const postgres = {
  type: 'Relational',
  name: 'Orders',
  configurations: {
    provider: 'PostgreSQL',
    host: 'db.internal',
    port: 5432,
    databaseName: 'orders',
    userName: 'app',
    password: 'pg_password',
  },
};

describe('databaseFormSchema', () => {
  it('accepts a complete PostgreSQL database', () => {
    expect(databaseFormSchema.safeParse(postgres).success).toBe(true);
  });

  it('reports the spec messages of an empty form', () => {
    expect(
      fieldMessages(databaseFormSchema, {
        type: null,
        name: '',
        configurations: { provider: null },
      }),
    ).toEqual({
      type: 'Please select a type',
      name: 'Please enter a name',
      'configurations.provider': 'Please select a provider',
    });
  });

  it('asks a relational database for host, port, database name, user name and vault key', () => {
    const empty = { ...postgres, configurations: { provider: 'MySQL' } };
    expect(fieldMessages(databaseFormSchema, empty)).toEqual({
      'configurations.host': 'Please enter a host',
      'configurations.port': 'Please enter a port',
      'configurations.databaseName': 'Please enter a database name',
      'configurations.userName': 'Please enter a user name',
      'configurations.password': 'Please select vault key',
    });
  });

  it("checks the host and the port range: 'Invalid host or IP address', 'Port cannot exceed 65535'", () => {
    const bad = {
      ...postgres,
      configurations: { ...postgres.configurations, host: 'db_internal', port: 70000 },
    };
    expect(fieldMessages(databaseFormSchema, bad)).toEqual({
      'configurations.host': 'Invalid host or IP address',
      'configurations.port': 'Port cannot exceed 65535',
    });
    const zero = { ...postgres, configurations: { ...postgres.configurations, port: 0 } };
    expect(fieldMessages(databaseFormSchema, zero)).toEqual({
      'configurations.port': 'Port must be at least 1',
    });
  });

  it("asks Chroma for its tenant: 'Please enter a tenant ID'", () => {
    const chroma = {
      type: 'Vector',
      name: 'Docs',
      configurations: { provider: 'Chroma', host: 'localhost', port: 8000, databaseName: 'docs' },
    };
    expect(fieldMessages(databaseFormSchema, chroma)).toEqual({
      'configurations.tenantId': 'Please enter a tenant ID',
    });
  });

  it("asks Neo4j for its URL: 'Please enter a Neo4j URL', accepting neo4j and bolt schemes", () => {
    const neo4j = {
      type: 'Graph',
      name: 'Graph',
      configurations: { provider: 'Neo4j', userName: 'neo4j', password: 'neo_pw' },
    };
    expect(fieldMessages(databaseFormSchema, neo4j)).toEqual({
      'configurations.endpoint': 'Please enter a Neo4j URL',
    });
    for (const endpoint of ['neo4j+s://abc.databases.neo4j.io', 'bolt://localhost:7687']) {
      expect(
        databaseFormSchema.safeParse({
          ...neo4j,
          configurations: { ...neo4j.configurations, endpoint },
        }).success,
      ).toBe(true);
    }
  });

  it("asks Neptune for 'Please select a AWS region' and, with IAM auth, both vault keys", () => {
    const neptune = {
      type: 'Graph',
      name: 'Graph',
      configurations: {
        provider: 'Amazon Neptune',
        host: 'neptune.example.com',
        port: 8182,
        useIamAuth: true,
      },
    };
    expect(fieldMessages(databaseFormSchema, neptune)).toEqual({
      'configurations.region': 'Please select a AWS region',
      'configurations.awsAccessKeyId': 'Please select vault key',
      'configurations.awsSecretAccessKeyId': 'Please select vault key',
    });
  });

  it('checks an optional description only when one is typed', () => {
    expect(databaseFormSchema.safeParse({ ...postgres, description: '' }).success).toBe(true);
    expect(fieldMessages(databaseFormSchema, { ...postgres, description: 'abc' })).toEqual({
      description: 'Description must be at least 5 characters long',
    });
  });
});

describe('database helpers', () => {
  it('defaults the port to 3306 for MySQL and 5432 otherwise', () => {
    expect(defaultPortFor('MySQL')).toBe(3306);
    expect(defaultPortFor('PostgreSQL')).toBe(5432);
    expect(defaultPortFor('pgvector')).toBe(5432);
    expect(defaultPortFor(undefined)).toBe(5432);
  });

  it("knows each type's providers", () => {
    expect(isProviderOfType('Vector', 'pgvector')).toBe(true);
    expect(isProviderOfType('Graph', 'pgvector')).toBe(false);
    expect(isProviderOfType(null, 'pgvector')).toBe(false);
  });
});

describe('databaseBody', () => {
  it("keeps only the chosen provider's fields, so a type change leaves nothing behind", () => {
    const values = databaseFormSchema.parse({
      type: 'Graph',
      name: 'Claims Graph',
      description: '  ',
      configurations: {
        ...postgres.configurations,
        provider: 'Neo4j',
        endpoint: 'bolt://graph.internal:7687',
        tenantId: 'left over',
      },
    });
    expect(databaseBody(values)).toEqual({
      name: 'Claims Graph',
      type: 'Graph',
      configurations: {
        provider: 'Neo4j',
        endpoint: 'bolt://graph.internal:7687',
        databaseName: 'orders',
        userName: 'app',
        password: 'pg_password',
      },
    });
  });

  it('sends the IAM keys of Neptune only with IAM auth', () => {
    const neptune = {
      type: 'Graph',
      name: 'Neptune',
      configurations: {
        provider: 'Amazon Neptune',
        host: 'neptune.example.com',
        port: 8182,
        region: 'eu-west-1',
        useIamAuth: false,
        awsAccessKeyId: 'k',
        awsSecretAccessKeyId: 's',
      },
    };
    expect(databaseBody(databaseFormSchema.parse(neptune)).configurations).toEqual({
      provider: 'Amazon Neptune',
      host: 'neptune.example.com',
      port: 8182,
      region: 'eu-west-1',
      useIamAuth: false,
    });
  });

  it('fills an edit form from the record and a new one with nothing picked', () => {
    expect(databaseFormValues(undefined)).toEqual({
      name: '',
      description: '',
      configurations: { provider: '' },
    });
  });
});
