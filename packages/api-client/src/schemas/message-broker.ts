import { z } from 'zod';
import { defineResource } from '../resource';
import {
  brokerRegionRule,
  brokerTopicIdRule,
  brokerTopicRequestStructureRule,
  brokerTopicTitleRule,
  brokerTopicTypeRule,
  kafkaSaslMechanismRule,
  kafkaSecurityProtocolRule,
  messageBrokerConnectionRules,
  messageBrokerProviderRule,
  mskAuthenticationRule,
  topicIdUniqueRules,
} from '../rules/messageBroker';
import { descriptionRule, nameRule } from '../rules/text';
import { resourcePaths } from '../routes';

const text = z.string().optional();

/**
 * Message broker (spec 002 section 3; full CRUD per spec README decision 7). The configuration
 * holds every provider's connection fields as optional, so brokers saved before the connection
 * fields existed still read and list; `messageBrokerConnectionRules` requires those of the chosen
 * provider on every write.
 */
export const messageBrokerResource = defineResource({
  path: resourcePaths.messageBroker,
  label: 'Message Broker',
  nameField: 'name',
  fields: {
    name: nameRule(),
    description: descriptionRule(),
    provider: messageBrokerProviderRule,
    configurations: z.strictObject({
      /** Kafka's bootstrap.servers: host:port pairs separated by commas. */
      bootstrapServers: text,
      securityProtocol: kafkaSecurityProtocolRule.optional(),
      saslMechanism: kafkaSaslMechanismRule.optional(),
      /** An MSK Provisioned cluster's ARN (arn:aws:kafka:…). */
      clusterArn: text,
      region: brokerRegionRule.optional(),
      authentication: mskAuthenticationRule.optional(),
      username: text,
      /** Vault key names, never the secrets (spec README decision 5). */
      password: text,
      awsAccessKeyId: text,
      awsSecretAccessKey: text,
      clientId: text,
      groupId: text,
      topics: z
        .array(
          z.strictObject({
            id: brokerTopicIdRule,
            title: brokerTopicTitleRule,
            topicType: brokerTopicTypeRule,
            requestStructure: brokerTopicRequestStructureRule.default(''),
          }),
        )
        .default([]),
    }),
  },
  rules: (v) => [
    ...topicIdUniqueRules(v.configurations?.topics, 'configurations.topics'),
    ...messageBrokerConnectionRules(v.provider, v.configurations, 'configurations'),
  ],
});
