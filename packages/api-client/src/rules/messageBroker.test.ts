import { describe, expect, it } from 'vitest';
import { messageOf } from '../../test/messages';
import { messageBrokerResource } from '../schemas/message-broker';
import { validate } from '../validation';
import {
  bootstrapServersRule,
  clusterArnRegion,
  clusterArnRule,
  isBootstrapServerList,
  messageBrokerConnectionFields,
} from './messageBroker';

const ARN = 'arn:aws:kafka:eu-west-1:123456789012:cluster/orders/6357e0b2-0e6a-4b86-a0b4-70df934c2e31-5';

const broker = (provider: string, configurations: Record<string, unknown>) => ({
  name: 'Orders',
  description: 'Order events',
  provider,
  configurations: { topics: [], ...configurations },
});
const fieldsOf = (provider: string, choices: Record<string, unknown> = {}) =>
  messageBrokerConnectionFields(provider, choices).map(({ field, required }) => (required ? field : `${field}?`));

describe('message broker connection rules', () => {
  it('reads bootstrap servers as host:port pairs separated by commas', () => {
    for (const list of ['kafka-1.internal:9092', 'kafka-1:9092,kafka-2:9093', 'b-1.orders.kafka.eu-west-1.amazonaws.com:9098, 10.0.0.7:9092', 'localhost:65535'])
      expect(isBootstrapServerList(list), list).toBe(true);
    for (const list of ['kafka-1', 'kafka-1:', ':9092', 'kafka-1:0', 'kafka-1:70000', 'kafka-1:9092,', 'bad host!:9092', 'kafka-1:9092;kafka-2:9092', 'http://kafka:9092'])
      expect(isBootstrapServerList(list), list).toBe(false);
  });

  it("says 'Please enter the bootstrap servers', then what a list looks like", () => {
    expect(messageOf(bootstrapServersRule(), '')).toBe('Please enter the bootstrap servers');
    expect(messageOf(bootstrapServersRule(), undefined)).toBe('Please enter the bootstrap servers');
    expect(messageOf(bootstrapServersRule(), 'kafka-1')).toBe('Bootstrap servers must be host:port pairs separated by commas');
    expect(messageOf(bootstrapServersRule(), ' kafka-1:9092')).toBe('No leading spaces in bootstrap servers');
    expect(messageOf(bootstrapServersRule(false), '')).toBeUndefined();
  });

  it('takes an MSK cluster ARN and reads its region', () => {
    expect(clusterArnRegion(ARN)).toBe('eu-west-1');
    expect(clusterArnRegion('arn:aws-us-gov:kafka:us-gov-west-1:123456789012:cluster/a/b-1')).toBe('us-gov-west-1');
    for (const arn of ['', 'orders', 'arn:aws:s3:::bucket', 'arn:aws:kafka:eu-west-1:1234:cluster/orders/x', 'arn:aws:kafka:eu-west-1:123456789012:topic/orders/x/t', 42])
      expect(clusterArnRegion(arn), String(arn)).toBeUndefined();
    expect(messageOf(clusterArnRule, '')).toBe('Please enter a cluster ARN');
    expect(messageOf(clusterArnRule, 'orders')).toBe('Please enter an MSK cluster ARN: arn:aws:kafka:{region}:{account}:cluster/{name}/{id}');
  });

  it("asks Kafka for servers and a protocol, and a SASL protocol for the mechanism and credentials", () => {
    expect(fieldsOf('Apache Kafka')).toEqual(['bootstrapServers', 'securityProtocol', 'clientId?', 'groupId?']);
    expect(fieldsOf('Apache Kafka', { securityProtocol: 'SSL' })).toEqual(fieldsOf('Apache Kafka'));
    for (const securityProtocol of ['SASL_PLAINTEXT', 'SASL_SSL'])
      expect(fieldsOf('Apache Kafka', { securityProtocol })).toEqual([
        'bootstrapServers',
        'securityProtocol',
        'saslMechanism',
        'username',
        'password',
        'clientId?',
        'groupId?',
      ]);
  });

  it('asks MSK for the ARN, region and authentication, with the keys IAM or SASL/SCRAM need', () => {
    const base = ['clusterArn', 'region', 'bootstrapServers?', 'authentication'];
    expect(fieldsOf('AWS MSK Provisioned')).toEqual([...base, 'clientId?', 'groupId?']);
    expect(fieldsOf('AWS MSK Provisioned', { authentication: 'TLS' })).toEqual(fieldsOf('AWS MSK Provisioned'));
    expect(fieldsOf('AWS MSK Provisioned', { authentication: 'IAM' })).toEqual([...base, 'awsAccessKeyId', 'awsSecretAccessKey', 'clientId?', 'groupId?']);
    expect(fieldsOf('AWS MSK Provisioned', { authentication: 'SASL/SCRAM' })).toEqual([...base, 'username', 'password', 'clientId?', 'groupId?']);
    expect(fieldsOf('RabbitMQ')).toEqual([]);
  });

  it('refuses a SASL Kafka body without its mechanism and credentials, each once', () => {
    expect(validate(messageBrokerResource.create, broker('Apache Kafka', { bootstrapServers: 'kafka:9092', securityProtocol: 'SASL_SSL' }))).toEqual({
      success: false,
      errors: [
        'configurations.saslMechanism: Please select a SASL mechanism',
        'configurations.username: Please enter a username',
        'configurations.password: Please select vault key',
      ],
    });
    expect(validate(messageBrokerResource.create, broker('Apache Kafka', { bootstrapServers: 'kafka:9092', securityProtocol: 'SASL', saslMechanism: 'GSSAPI' }))).toEqual({
      success: false,
      errors: ['configurations.securityProtocol: Please select a security protocol', 'configurations.saslMechanism: Please select a SASL mechanism'],
    });
  });

  it("refuses an MSK region other than the cluster ARN's, and keeps the fields of another provider out of the rules", () => {
    const msk = { clusterArn: ARN, region: 'us-east-1', authentication: 'TLS', securityProtocol: 'SASL_SSL' };
    expect(validate(messageBrokerResource.create, broker('AWS MSK Provisioned', msk))).toEqual({
      success: false,
      errors: ["configurations.region: The AWS region must be the cluster ARN's region"],
    });
    expect(validate(messageBrokerResource.create, broker('AWS MSK Provisioned', { ...msk, region: 'eu-west-1' })).success).toBe(true);
  });

  it('reads a broker saved before the connection fields existed', () => {
    const old = { ...broker('Apache Kafka', {}), id: 'b-1', isReadOnly: false, createdAt: '', updatedAt: '' };
    expect(messageBrokerResource.record.safeParse(old).success).toBe(true);
  });
});
