import {
  DATABASE_MESSAGES,
  HOST_MESSAGES,
  INVALID_URL_MESSAGE,
  minLengthMessage,
  PORT_MESSAGES,
} from '@agentdeck/api-client/rules';
import { describeParity } from '../../test/parity';
import { databaseBody, databaseFormSchema } from './database';

const relational = {
  type: 'Relational' as const,
  name: 'Analytics Warehouse',
  description: 'PostgreSQL reporting database',
  configurations: {
    provider: 'PostgreSQL',
    host: '10.20.30.40',
    port: 5432,
    databaseName: 'analytics',
    userName: 'report',
    password: 'postgres-password',
    useHttps: true,
  },
};
const chroma = 'Chroma (vector)';
const neo4j = 'Neo4j (graph)';
const neptune = 'Amazon Neptune with IAM auth';

describeParity('database', {
  form: databaseFormSchema,
  create: databaseBody,
  valid: {
    'PostgreSQL (relational)': relational,
    'MySQL, no description': {
      ...relational,
      description: '',
      configurations: { ...relational.configurations, provider: 'MySQL', port: 3306 },
    },
    'pgvector (vector)': {
      ...relational,
      type: 'Vector',
      configurations: { ...relational.configurations, provider: 'pgvector' },
    },
    [chroma]: {
      ...relational,
      type: 'Vector',
      configurations: {
        provider: 'Chroma',
        host: 'chroma.internal',
        port: 8000,
        tenantId: 'support',
        databaseName: 'answers',
        apiKey: 'chroma-key',
      },
    },
    [neo4j]: {
      ...relational,
      type: 'Graph',
      // Fields of the provider chosen before are left behind on save.
      configurations: {
        ...relational.configurations,
        provider: 'Neo4j',
        endpoint: 'neo4j+s://claims-graph.internal:7687',
      },
    },
    [neptune]: {
      ...relational,
      type: 'Graph',
      configurations: {
        provider: 'Amazon Neptune',
        host: 'neptune.example.com',
        port: 8182,
        region: 'eu-west-1',
        useIamAuth: true,
        awsAccessKeyId: 'aws-access-key',
        awsSecretAccessKeyId: 'aws-secret-access-key',
      },
    },
    'MongoDB (NoSQL)': {
      ...relational,
      type: 'NoSQL',
      configurations: { ...relational.configurations, provider: 'MongoDB', port: 27017 },
    },
  },
  invalid: [
    { field: 'type', value: null, message: DATABASE_MESSAGES.type },
    { field: 'name', value: '', message: DATABASE_MESSAGES.name },
    { field: 'description', value: 'abc', message: minLengthMessage('description', 5) },
    { field: 'configurations.provider', value: '', message: DATABASE_MESSAGES.provider },
    { field: 'configurations.provider', value: 'Neo4j', message: DATABASE_MESSAGES.provider },
    { field: 'configurations.host', value: '', message: HOST_MESSAGES.required },
    { field: 'configurations.host', value: '999.1.1.1', message: HOST_MESSAGES.invalid },
    { field: 'configurations.port', value: null, message: PORT_MESSAGES.required },
    { field: 'configurations.port', value: 0, message: PORT_MESSAGES.min },
    { field: 'configurations.port', value: 70000, message: PORT_MESSAGES.max },
    { field: 'configurations.port', value: 54.5, message: PORT_MESSAGES.whole },
    { field: 'configurations.databaseName', value: '', message: DATABASE_MESSAGES.databaseName },
    { field: 'configurations.userName', value: '', message: DATABASE_MESSAGES.userName },
    { field: 'configurations.password', value: null, message: DATABASE_MESSAGES.vaultKey },
    {
      from: chroma,
      field: 'configurations.tenantId',
      value: '',
      message: DATABASE_MESSAGES.tenantId,
    },
    {
      from: neo4j,
      field: 'configurations.endpoint',
      value: '',
      message: DATABASE_MESSAGES.neo4jUrl,
    },
    {
      from: neo4j,
      field: 'configurations.endpoint',
      value: 'claims-graph.internal',
      message: INVALID_URL_MESSAGE,
    },
    {
      from: neptune,
      field: 'configurations.region',
      value: null,
      message: DATABASE_MESSAGES.awsRegion,
    },
    {
      from: neptune,
      field: 'configurations.region',
      value: 'moon-1',
      message: DATABASE_MESSAGES.awsRegion,
    },
    {
      from: neptune,
      field: 'configurations.awsSecretAccessKeyId',
      value: '',
      message: DATABASE_MESSAGES.vaultKey,
    },
  ],
});
