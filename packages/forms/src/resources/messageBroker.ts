import type { ResourceCreateBody, ResourceRecord } from '@agentdeck/api-client';
import {
  bootstrapServersRule,
  brokerTopicIdRule,
  brokerTopicRequestStructureRule,
  brokerTopicTitleRule,
  brokerTopicTypeRule,
  descriptionRule,
  messageBrokerProviderRule,
  nameRule,
  topicIdUniqueRules,
  withConditionalRules,
} from '@agentdeck/api-client/rules';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { filled } from './formValues';

/** The message broker form (002 sections 3, 4 and 9; spec README decision 7): provider and topics. */
export const messageBrokerFormSchema = withConditionalRules(
  z.object({
    name: nameRule(),
    description: descriptionRule(),
    provider: messageBrokerProviderRule,
    bootstrapServers: bootstrapServersRule.optional(),
    topics: z.array(
      z.object({
        id: brokerTopicIdRule,
        title: brokerTopicTitleRule,
        topicType: brokerTopicTypeRule,
        requestStructure: brokerTopicRequestStructureRule.optional(),
      }),
    ),
  }),
  (v) => topicIdUniqueRules(v.topics, 'topics'),
);

export type MessageBrokerFormValues = z.input<typeof messageBrokerFormSchema>;
export type MessageBrokerFormOutput = z.output<typeof messageBrokerFormSchema>;

/** A topic row to fill in (no type picked yet). */
export const newBrokerTopic = () => ({ id: '', title: '', requestStructure: '' });

/** A new broker's form (no provider picked, no topics), or a saved one's. */
export function messageBrokerFormValues(
  broker: ResourceRecord<'messageBroker'> | undefined,
): DefaultValues<MessageBrokerFormValues> {
  if (!broker) return { name: '', description: '', bootstrapServers: '', topics: [] };
  return {
    name: broker.name,
    description: broker.description,
    provider: broker.provider,
    bootstrapServers: broker.configurations.bootstrapServers ?? '',
    topics: broker.configurations.topics.map((topic) => ({ ...topic })),
  };
}

/** The body of POST and PUT: the provider and its topics under configurations (002 section 3). */
export function messageBrokerBody(
  values: MessageBrokerFormOutput,
): ResourceCreateBody<'messageBroker'> {
  const bootstrapServers = filled(values.bootstrapServers);
  return {
    name: values.name,
    description: values.description,
    provider: values.provider,
    configurations: {
      ...(bootstrapServers ? { bootstrapServers } : {}),
      topics: values.topics.map((topic) => ({
        id: topic.id,
        title: topic.title,
        topicType: topic.topicType,
        requestStructure: topic.requestStructure ?? '',
      })),
    },
  };
}
