import { z } from 'zod';
import { defineResource } from '../resource';
import {
  bootstrapServersRule,
  brokerTopicIdRule,
  brokerTopicRequestStructureRule,
  brokerTopicTitleRule,
  brokerTopicTypeRule,
  messageBrokerProviderRule,
  topicIdUniqueRules,
} from '../rules/messageBroker';
import { descriptionRule, nameRule } from '../rules/text';
import { resourcePaths } from '../routes';

/** Message broker (spec 002 section 3; full CRUD per spec README decision 7). */
export const messageBrokerResource = defineResource({
  path: resourcePaths.messageBroker,
  label: 'Message Broker',
  nameField: 'name',
  fields: {
    name: nameRule(),
    description: descriptionRule(),
    provider: messageBrokerProviderRule,
    configurations: z.strictObject({
      bootstrapServers: bootstrapServersRule.optional(),
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
  rules: (v) => topicIdUniqueRules(v.configurations?.topics, 'configurations.topics'),
});
