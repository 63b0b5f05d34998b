import { z } from 'zod';
import { pickedKey, pickedOption } from './choice';
import type { ConditionalRule } from './conditional';
import { requiredMessage, selectMessage, VAULT_KEY_MESSAGE } from './messages';
import { isValidHost, PORT_RANGE } from './network';
import { AWS_REGIONS, regionRule } from './region';
import { TEXT_LIMITS, textRule } from './text';

/**
 * Message brokers (002 sections 3, 4 and 9; full create, read, update and delete per spec README
 * decision 7): a provider, the connection fields it needs, and its inbound and outbound topics.
 *
 * The spec quotes no message for the broker form. Decisions: the name and description follow the
 * shared rules (description at least 5, 002 section 9); the provider reads 'Please select a
 * provider' as in every other form; each topic needs its ID (the broker's topic name, which
 * the agents' topic pickers store as topicId), a title and a type, and no two topics of a broker
 * share an ID. The request structure is free text: the broker message rules of 000 section 5.1
 * are helper text.
 */
export const MESSAGE_BROKER_PROVIDERS = ['Apache Kafka', 'AWS MSK Provisioned'] as const;
export type MessageBrokerProvider = (typeof MESSAGE_BROKER_PROVIDERS)[number];
export const TOPIC_TYPES = ['inbound', 'outbound'] as const;
/** Kafka's own limit on a topic name. */
const TOPIC_ID_MAX = 249;

/** Kafka's `security.protocol` values; the SASL ones also need a mechanism and credentials. */
export const KAFKA_SECURITY_PROTOCOLS = ['PLAINTEXT', 'SSL', 'SASL_PLAINTEXT', 'SASL_SSL'] as const;
/** Kafka's `sasl.mechanism` values that authenticate with a username and password. */
export const KAFKA_SASL_MECHANISMS = ['PLAIN', 'SCRAM-SHA-256', 'SCRAM-SHA-512'] as const;
/**
 * How a client authenticates to an MSK Provisioned cluster (AWS's names). MSK's SASL/SCRAM is
 * always SCRAM-SHA-512, so no mechanism is asked; TLS is mutual TLS, whose client certificate
 * lives in the client's keystore, so it needs no field here.
 */
export const MSK_AUTHENTICATIONS = ['IAM', 'SASL/SCRAM', 'TLS'] as const;

export const MESSAGE_BROKER_MESSAGES = {
  provider: 'Please select a provider',
  topicId: requiredMessage('topic ID'),
  topicTitle: requiredMessage('topic title'),
  topicType: selectMessage('topic type'),
  duplicateTopicId: 'Another topic of this broker has this ID',
  // 'Please enter a bootstrap servers' would be the helper's wording for a plural label.
  bootstrapServers: 'Please enter the bootstrap servers',
  invalidBootstrapServers: 'Bootstrap servers must be host:port pairs separated by commas',
  securityProtocol: selectMessage('security protocol'),
  // The helper reads acronyms letter by letter ('an SASL'); SASL is said as a word.
  saslMechanism: 'Please select a SASL mechanism',
  username: requiredMessage('username'),
  clusterArn: requiredMessage('cluster ARN'),
  invalidClusterArn: 'Please enter an MSK cluster ARN: arn:aws:kafka:{region}:{account}:cluster/{name}/{id}',
  region: selectMessage('AWS region'),
  regionOfClusterArn: "The AWS region must be the cluster ARN's region",
  authentication: selectMessage('authentication method'),
  vaultKey: VAULT_KEY_MESSAGE,
} as const;

export const messageBrokerProviderRule = pickedOption(
  MESSAGE_BROKER_PROVIDERS,
  MESSAGE_BROKER_MESSAGES.provider,
);
export const brokerTopicIdRule = textRule({ label: 'topic ID', max: TOPIC_ID_MAX });
export const brokerTopicTitleRule = textRule({ label: 'topic title', max: TEXT_LIMITS.name });
export const brokerTopicTypeRule = pickedOption(TOPIC_TYPES, MESSAGE_BROKER_MESSAGES.topicType);
export const brokerTopicRequestStructureRule = z.string().max(TEXT_LIMITS.longText);

export const kafkaSecurityProtocolRule = pickedOption(
  KAFKA_SECURITY_PROTOCOLS,
  MESSAGE_BROKER_MESSAGES.securityProtocol,
);
export const kafkaSaslMechanismRule = pickedOption(
  KAFKA_SASL_MECHANISMS,
  MESSAGE_BROKER_MESSAGES.saslMechanism,
);
export const mskAuthenticationRule = pickedOption(
  MSK_AUTHENTICATIONS,
  MESSAGE_BROKER_MESSAGES.authentication,
);
export const brokerRegionRule = regionRule(MESSAGE_BROKER_MESSAGES.region);

/** One `host:port` of a bootstrap list: a host the product can reach and a port 1 to 65535. */
function isHostAndPort(entry: string): boolean {
  const match = /^(.+):(\d{1,5})$/.exec(entry.trim());
  if (!match) return false;
  const port = Number(match[2]);
  return isValidHost(match[1]!) && port >= PORT_RANGE.min && port <= PORT_RANGE.max;
}

/** Kafka's `bootstrap.servers`: host:port pairs separated by commas, spaces after a comma allowed. */
export function isBootstrapServerList(text: string): boolean {
  return text.split(',').every(isHostAndPort);
}

/** Bootstrap servers: required where the provider needs them, and a host:port list when typed. */
export function bootstrapServersRule(required = true) {
  return textRule({
    label: 'bootstrap servers',
    requiredMessage: MESSAGE_BROKER_MESSAGES.bootstrapServers,
    required,
    max: TEXT_LIMITS.description,
  }).refine(
    (value) => value.trim() === '' || isBootstrapServerList(value),
    MESSAGE_BROKER_MESSAGES.invalidBootstrapServers,
  );
}

/**
 * An MSK cluster's ARN, as the AWS console shows it:
 * arn:aws:kafka:eu-west-1:123456789012:cluster/orders/6357e0b2-0e6a-4b86-a0b4-70df934c2e31-5
 * (a cluster name of letters, digits and hyphens, up to 64, then the cluster's UUID).
 */
const CLUSTER_ARN =
  /^arn:aws(?:-cn|-us-gov)?:kafka:([a-z]{2}(?:-gov)?-[a-z]+-\d+):\d{12}:cluster\/[A-Za-z0-9-]{1,64}\/[A-Za-z0-9-]+$/;

/** The region an MSK cluster ARN names, or undefined when `text` is not one. */
export function clusterArnRegion(text: unknown): string | undefined {
  return typeof text === 'string' ? CLUSTER_ARN.exec(text)?.[1] : undefined;
}

export const clusterArnRule = z
  .string({ error: MESSAGE_BROKER_MESSAGES.clusterArn })
  .trim()
  .min(1, MESSAGE_BROKER_MESSAGES.clusterArn)
  .refine((value) => clusterArnRegion(value) !== undefined, MESSAGE_BROKER_MESSAGES.invalidClusterArn);

/** Every connection field a broker may hold; which ones apply follows the provider and its choices. */
export const MESSAGE_BROKER_CONNECTION_FIELDS = [
  'bootstrapServers',
  'securityProtocol',
  'saslMechanism',
  'clusterArn',
  'region',
  'authentication',
  'username',
  'password',
  'awsAccessKeyId',
  'awsSecretAccessKey',
  'clientId',
  'groupId',
] as const;
export type MessageBrokerConnectionField = (typeof MESSAGE_BROKER_CONNECTION_FIELDS)[number];

/** A connection field the chosen provider uses now, and whether it must be filled. */
export interface BrokerConnectionField {
  field: MessageBrokerConnectionField;
  required: boolean;
}

interface ConnectionChoices {
  securityProtocol?: unknown;
  authentication?: unknown;
}

const required = (...fields: MessageBrokerConnectionField[]): BrokerConnectionField[] =>
  fields.map((field) => ({ field, required: true }));
const optional = (...fields: MessageBrokerConnectionField[]): BrokerConnectionField[] =>
  fields.map((field) => ({ field, required: false }));

/**
 * The connection fields of `provider` under the choices made so far, in the order the form shows
 * them; a save keeps only these. Decision, following how each product's clients connect:
 * - Apache Kafka: bootstrap servers and the security protocol; a SASL protocol adds the mechanism,
 *   a username and the password (a vault key).
 * - AWS MSK Provisioned: the cluster ARN, its AWS region and the authentication; IAM adds the
 *   access key ID and secret access key, SASL/SCRAM a username and password (all vault keys).
 *   The bootstrap servers are optional: a client can look them up from the ARN
 *   (GetBootstrapBrokers).
 * - Both: an optional client ID and consumer group ID (Kafka's client.id and group.id).
 */
export function messageBrokerConnectionFields(
  provider: unknown,
  choices: ConnectionChoices | null | undefined,
): BrokerConnectionField[] {
  const clientIds = optional('clientId', 'groupId');
  switch (provider) {
    case 'Apache Kafka': {
      const protocol = choices?.securityProtocol;
      const sasl = protocol === 'SASL_PLAINTEXT' || protocol === 'SASL_SSL';
      return [
        ...required('bootstrapServers', 'securityProtocol'),
        ...(sasl ? required('saslMechanism', 'username', 'password') : []),
        ...clientIds,
      ];
    }
    case 'AWS MSK Provisioned': {
      const credentials: Record<string, BrokerConnectionField[]> = {
        IAM: required('awsAccessKeyId', 'awsSecretAccessKey'),
        'SASL/SCRAM': required('username', 'password'),
      };
      return [
        ...required('clusterArn', 'region'),
        ...optional('bootstrapServers'),
        ...required('authentication'),
        ...(credentials[choices?.authentication as string] ?? []),
        ...clientIds,
      ];
    }
    default:
      return [];
  }
}

const vaultKeyRule = pickedKey(VAULT_KEY_MESSAGE);

const CONNECTION_RULES = {
  bootstrapServers: bootstrapServersRule(),
  securityProtocol: kafkaSecurityProtocolRule,
  saslMechanism: kafkaSaslMechanismRule,
  clusterArn: clusterArnRule,
  region: brokerRegionRule,
  authentication: mskAuthenticationRule,
  username: textRule({ label: 'username' }),
  password: vaultKeyRule,
  awsAccessKeyId: vaultKeyRule,
  awsSecretAccessKey: vaultKeyRule,
  clientId: textRule({ label: 'client ID', required: false }).optional(),
  groupId: textRule({ label: 'consumer group ID', required: false }).optional(),
} satisfies Record<MessageBrokerConnectionField, z.ZodType>;

/** Only the bootstrap servers are required for one provider and optional for the other. */
const optionalBootstrapServersRule = bootstrapServersRule(false).optional();

/**
 * The rules of the connection fields `provider` uses now, under `prefix` (the path of the
 * configuration; '' for the form, whose fields sit at its root). A cluster ARN and a region that
 * disagree are refused at the region, the field a user picks.
 */
export function messageBrokerConnectionRules(
  provider: unknown,
  config: (ConnectionChoices & { clusterArn?: unknown; region?: unknown }) | null | undefined,
  prefix: string,
): ConditionalRule[] {
  const at = (field: string) => (prefix ? `${prefix}.${field}` : field);
  const rules = messageBrokerConnectionFields(provider, config).map(
    ({ field, required: isRequired }): ConditionalRule => [
      at(field),
      field === 'bootstrapServers' && !isRequired
        ? optionalBootstrapServersRule
        : CONNECTION_RULES[field],
    ],
  );
  const arnRegion = provider === 'AWS MSK Provisioned' ? clusterArnRegion(config?.clusterArn) : undefined;
  const region = config?.region;
  if (arnRegion && (AWS_REGIONS as readonly unknown[]).includes(region) && region !== arnRegion)
    rules.push([at('region'), z.never({ error: MESSAGE_BROKER_MESSAGES.regionOfClusterArn })]);
  return rules;
}

/** A topic ID used by an earlier topic of the broker, under `prefix` (the topics' path). */
export function topicIdUniqueRules(
  topics: ReadonlyArray<{ id?: unknown } | null | undefined> | undefined,
  prefix: string,
): ConditionalRule[] {
  const seen = new Set<unknown>();
  return (topics ?? []).flatMap((topic, index): ConditionalRule[] => {
    const id = topic?.id;
    if (typeof id !== 'string' || id === '') return [];
    if (!seen.has(id)) {
      seen.add(id);
      return [];
    }
    return [
      [`${prefix}.${index}.id`, z.never({ error: MESSAGE_BROKER_MESSAGES.duplicateTopicId })],
    ];
  });
}
