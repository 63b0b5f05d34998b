import {
  MESSAGE_BROKER_MESSAGES,
  minLengthMessage,
  requiredMessage,
} from '@agentdeck/api-client/rules';
import { describeParity } from '../../test/parity';
import { blankBrokerConnection, messageBrokerBody, messageBrokerFormSchema } from './messageBroker';

const kafka = {
  name: 'Claims Kafka',
  description: 'Kafka cluster for claim events',
  provider: 'Apache Kafka' as const,
  ...blankBrokerConnection(),
  bootstrapServers: 'kafka-1.internal:9092,kafka-2.internal:9092',
  securityProtocol: 'SASL_SSL',
  saslMechanism: 'SCRAM-SHA-256',
  username: 'claims-agent',
  password: 'kafka-password',
  clientId: 'agentdeck-claims',
  groupId: 'agentdeck-human-review',
  topics: [
    {
      id: 'human-review-requests',
      title: 'Human review requests',
      topicType: 'outbound' as const,
      requestStructure: '{"session_id":"string"}',
    },
    {
      id: 'human-review-responses',
      title: 'Human review responses',
      topicType: 'inbound' as const,
    },
  ],
};
const msk = {
  ...kafka,
  provider: 'AWS MSK Provisioned' as const,
  clusterArn: 'arn:aws:kafka:eu-west-1:123456789012:cluster/orders/6357e0b2-0e6a-4b86-a0b4-70df934c2e31-5',
  region: 'eu-west-1',
  authentication: 'IAM',
  awsAccessKeyId: 'aws-access-key-id',
  awsSecretAccessKey: 'aws-secret-access-key',
};
const mskIam = 'MSK with IAM, servers and topics';
const mskScram = 'MSK with SASL/SCRAM';

/** Each case is refused at the form's root and under configurations in the body. */
const inConfigurations = (
  cases: ReadonlyArray<readonly [field: string, value: unknown, message: string, from?: string]>,
) =>
  cases.map(([field, value, message, from]) => ({
    from,
    field,
    value,
    path: `configurations.${field}`,
    message,
  }));

describeParity('messageBroker', {
  form: messageBrokerFormSchema,
  create: messageBrokerBody,
  valid: {
    'Kafka over SASL with inbound and outbound topics': kafka,
    'Kafka in plain text, no client IDs': {
      ...kafka,
      securityProtocol: 'PLAINTEXT',
      clientId: '',
      groupId: '',
    },
    [mskIam]: msk,
    [mskScram]: { ...msk, authentication: 'SASL/SCRAM' },
    'MSK with TLS, without servers or topics': {
      ...msk,
      authentication: 'TLS',
      bootstrapServers: '',
      topics: [],
    },
  },
  invalid: [
    { field: 'name', value: '', message: requiredMessage('name') },
    { field: 'description', value: 'MSK', message: minLengthMessage('description', 5) },
    { field: 'provider', value: 'RabbitMQ', message: MESSAGE_BROKER_MESSAGES.provider },
    ...inConfigurations([
      ['topics.0.id', '', MESSAGE_BROKER_MESSAGES.topicId],
      ['topics.1.id', 'human-review-requests', MESSAGE_BROKER_MESSAGES.duplicateTopicId],
      ['topics.0.title', '', MESSAGE_BROKER_MESSAGES.topicTitle],
      ['topics.1.topicType', null, MESSAGE_BROKER_MESSAGES.topicType],
      ['bootstrapServers', '', MESSAGE_BROKER_MESSAGES.bootstrapServers],
      ['bootstrapServers', 'kafka-1.internal', MESSAGE_BROKER_MESSAGES.invalidBootstrapServers],
      ['securityProtocol', null, MESSAGE_BROKER_MESSAGES.securityProtocol],
      ['saslMechanism', 'GSSAPI', MESSAGE_BROKER_MESSAGES.saslMechanism],
      ['username', '', MESSAGE_BROKER_MESSAGES.username],
      ['password', null, MESSAGE_BROKER_MESSAGES.vaultKey],
      ['groupId', ' review', 'No leading spaces in consumer group ID'],
      ['clusterArn', '', MESSAGE_BROKER_MESSAGES.clusterArn, mskIam],
      ['clusterArn', 'arn:aws:s3:::orders', MESSAGE_BROKER_MESSAGES.invalidClusterArn, mskIam],
      ['region', null, MESSAGE_BROKER_MESSAGES.region, mskIam],
      ['region', 'us-east-1', MESSAGE_BROKER_MESSAGES.regionOfClusterArn, mskIam],
      ['bootstrapServers', 'b-1.orders:99999', MESSAGE_BROKER_MESSAGES.invalidBootstrapServers, mskIam],
      ['authentication', 'SCRAM', MESSAGE_BROKER_MESSAGES.authentication, mskIam],
      ['awsAccessKeyId', '', MESSAGE_BROKER_MESSAGES.vaultKey, mskIam],
      ['awsSecretAccessKey', null, MESSAGE_BROKER_MESSAGES.vaultKey, mskIam],
      ['username', '', MESSAGE_BROKER_MESSAGES.username, mskScram],
      ['password', '', MESSAGE_BROKER_MESSAGES.vaultKey, mskScram],
    ]),
  ],
});
