import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import {
  blankBrokerConnection,
  messageBrokerBody,
  messageBrokerFormSchema,
  messageBrokerFormValues,
} from './messageBroker';

const ARN = 'arn:aws:kafka:eu-west-1:123456789012:cluster/orders/6357e0b2-0e6a-4b86-a0b4-70df934c2e31-5';

const broker = {
  name: 'Orders MSK',
  description: 'AWS MSK cluster for order updates',
  provider: 'AWS MSK Provisioned',
  ...blankBrokerConnection(),
  clusterArn: ARN,
  region: 'eu-west-1',
  authentication: 'TLS',
  topics: [{ id: 'order-updates', title: 'Order updates', topicType: 'inbound' }],
};

const kafka = {
  ...broker,
  name: 'Claims Kafka',
  description: 'Kafka cluster for claim events',
  provider: 'Apache Kafka',
  bootstrapServers: 'kafka-1.internal:9092,kafka-2.internal:9092',
  securityProtocol: 'SASL_SSL',
  saslMechanism: 'SCRAM-SHA-512',
  username: 'claims-agent',
  password: 'kafka-password',
};

describe('messageBrokerFormSchema', () => {
  it('reports the messages of an empty broker and an empty topic row', () => {
    expect(
      fieldMessages(messageBrokerFormSchema, {
        name: '',
        description: '',
        provider: null,
        topics: [{ id: '', title: '', topicType: null }],
      }),
    ).toEqual({
      name: 'Please enter a name',
      description: 'Please enter a description',
      provider: 'Please select a provider',
      'topics.0.id': 'Please enter a topic ID',
      'topics.0.title': 'Please enter a topic title',
      'topics.0.topicType': 'Please select a topic type',
    });
  });

  it('refuses a topic ID used by an earlier topic', () => {
    expect(
      fieldMessages(messageBrokerFormSchema, {
        ...broker,
        topics: [...broker.topics, { ...broker.topics[0], title: 'Again' }],
      }),
    ).toEqual({ 'topics.1.id': 'Another topic of this broker has this ID' });
  });

  it("reports every empty connection field of Kafka over SASL, and none of MSK's", () => {
    expect(
      fieldMessages(messageBrokerFormSchema, {
        ...kafka,
        ...blankBrokerConnection(),
        securityProtocol: 'SASL_PLAINTEXT',
        clusterArn: 'not an ARN',
      }),
    ).toEqual({
      bootstrapServers: 'Please enter the bootstrap servers',
      saslMechanism: 'Please select a SASL mechanism',
      username: 'Please enter a username',
      password: 'Please select vault key',
    });
  });

  it('reports the empty connection fields of MSK with IAM, and a region other than the ARN’s', () => {
    expect(
      fieldMessages(messageBrokerFormSchema, { ...broker, ...blankBrokerConnection(), authentication: 'IAM' }),
    ).toEqual({
      clusterArn: 'Please enter a cluster ARN',
      region: 'Please select an AWS region',
      awsAccessKeyId: 'Please select vault key',
      awsSecretAccessKey: 'Please select vault key',
    });
    expect(fieldMessages(messageBrokerFormSchema, { ...broker, region: 'us-east-1' })).toEqual({
      region: "The AWS region must be the cluster ARN's region",
    });
  });
});

describe('messageBrokerBody', () => {
  it('keeps the topics under configurations, with an empty request structure when none is typed', () => {
    const body = messageBrokerBody(messageBrokerFormSchema.parse(broker));
    expect(body).toEqual({
      name: 'Orders MSK',
      description: 'AWS MSK cluster for order updates',
      provider: 'AWS MSK Provisioned',
      configurations: {
        clusterArn: ARN,
        region: 'eu-west-1',
        authentication: 'TLS',
        topics: [
          {
            id: 'order-updates',
            title: 'Order updates',
            topicType: 'inbound',
            requestStructure: '',
          },
        ],
      },
    });
    const record = { ...body, id: 'b-1', isReadOnly: false, createdAt: '', updatedAt: '' };
    expect(messageBrokerFormValues(record as never)).toEqual({
      ...broker,
      topics: body.configurations.topics,
    });
  });

  it("leaves out the other provider's fields, credentials a protocol does not use, and cleared optional fields", () => {
    const switched = { ...kafka, provider: 'AWS MSK Provisioned', clientId: 'orders-agent', groupId: '' };
    expect(messageBrokerBody(messageBrokerFormSchema.parse(switched)).configurations).toEqual({
      clusterArn: ARN,
      region: 'eu-west-1',
      bootstrapServers: 'kafka-1.internal:9092,kafka-2.internal:9092',
      authentication: 'TLS',
      clientId: 'orders-agent',
      topics: [expect.objectContaining({ id: 'order-updates' })],
    });
    const plain = { ...kafka, securityProtocol: 'SSL' };
    expect(messageBrokerBody(messageBrokerFormSchema.parse(plain)).configurations).toEqual({
      bootstrapServers: 'kafka-1.internal:9092,kafka-2.internal:9092',
      securityProtocol: 'SSL',
      topics: [expect.objectContaining({ id: 'order-updates' })],
    });
  });

  it('keeps the SASL credentials of a Kafka broker as vault key names', () => {
    expect(messageBrokerBody(messageBrokerFormSchema.parse(kafka)).configurations).toMatchObject({
      securityProtocol: 'SASL_SSL',
      saslMechanism: 'SCRAM-SHA-512',
      username: 'claims-agent',
      password: 'kafka-password',
    });
  });

  it('fills the form of a broker saved before the connection fields existed with blanks', () => {
    const old = {
      id: 'b-1',
      name: 'Legacy Kafka',
      description: 'Saved without a protocol',
      provider: 'Apache Kafka',
      configurations: { bootstrapServers: 'kafka:9092', topics: [] },
    };
    expect(messageBrokerFormValues(old as never)).toEqual({
      name: 'Legacy Kafka',
      description: 'Saved without a protocol',
      provider: 'Apache Kafka',
      ...blankBrokerConnection(),
      bootstrapServers: 'kafka:9092',
      topics: [],
    });
  });
});
