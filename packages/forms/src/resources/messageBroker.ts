import type { ResourceCreateBody, ResourceRecord } from '@agentdeck/api-client';
import {
  brokerTopicIdRule,
  brokerTopicRequestStructureRule,
  brokerTopicTitleRule,
  brokerTopicTypeRule,
  descriptionRule,
  MESSAGE_BROKER_CONNECTION_FIELDS,
  messageBrokerConnectionFields,
  messageBrokerConnectionRules,
  messageBrokerProviderRule,
  nameRule,
  topicIdUniqueRules,
  withConditionalRules,
  type MessageBrokerConnectionField,
} from '@agentdeck/api-client/rules';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { filled, optionalKey } from './formValues';

/**
 * Every connection field, as the form holds it (cleared: '' or null); the provider's rules
 * (`messageBrokerConnectionRules`) check those it uses now.
 */
const connectionShape = Object.fromEntries(
  MESSAGE_BROKER_CONNECTION_FIELDS.map((field) => [field, optionalKey]),
) as Record<MessageBrokerConnectionField, typeof optionalKey>;

/**
 * The message broker form (002 sections 3, 4 and 9; spec README decision 7): the provider, its
 * connection fields and the topics, all at the form's root (the body nests them under
 * configurations).
 */
export const messageBrokerFormSchema = withConditionalRules(
  z.object({
    name: nameRule(),
    description: descriptionRule(),
    provider: messageBrokerProviderRule,
    ...connectionShape,
    topics: z.array(
      z.object({
        id: brokerTopicIdRule,
        title: brokerTopicTitleRule,
        topicType: brokerTopicTypeRule,
        requestStructure: brokerTopicRequestStructureRule.optional(),
      }),
    ),
  }),
  (v) => [...topicIdUniqueRules(v.topics, 'topics'), ...messageBrokerConnectionRules(v.provider, v, '')],
);

export type MessageBrokerFormValues = z.input<typeof messageBrokerFormSchema>;
export type MessageBrokerFormOutput = z.output<typeof messageBrokerFormSchema>;

/** A topic row to fill in (no type picked yet). */
export const newBrokerTopic = () => ({ id: '', title: '', requestStructure: '' });

/** Every connection field cleared: a new broker's, and what a change of provider leaves. */
export const blankBrokerConnection = (): Record<MessageBrokerConnectionField, string> =>
  Object.fromEntries(MESSAGE_BROKER_CONNECTION_FIELDS.map((field) => [field, ''])) as Record<
    MessageBrokerConnectionField,
    string
  >;

/** A new broker's form (no provider picked, no topics), or a saved one's. */
export function messageBrokerFormValues(
  broker: ResourceRecord<'messageBroker'> | undefined,
): DefaultValues<MessageBrokerFormValues> {
  const connection = blankBrokerConnection();
  if (!broker) return { name: '', description: '', ...connection, topics: [] };
  const { topics, ...saved } = broker.configurations;
  return {
    name: broker.name,
    description: broker.description,
    provider: broker.provider,
    ...connection,
    ...saved,
    topics: topics.map((topic) => ({ ...topic })),
  };
}

type Configurations = ResourceCreateBody<'messageBroker'>['configurations'];

/**
 * The body of POST and PUT: the provider, and under configurations the connection fields it uses
 * with the choices made (a Kafka broker keeps no MSK field, a non-SASL protocol no credentials;
 * cleared optional fields are left out) and the topics (002 section 3).
 */
export function messageBrokerBody(
  values: MessageBrokerFormOutput,
): ResourceCreateBody<'messageBroker'> {
  const connection: Partial<Record<MessageBrokerConnectionField, string>> = {};
  for (const { field } of messageBrokerConnectionFields(values.provider, values)) {
    const value = filled(values[field]);
    if (value !== undefined) connection[field] = value;
  }
  return {
    name: values.name,
    description: values.description,
    provider: values.provider,
    configurations: {
      ...(connection as Omit<Configurations, 'topics'>),
      topics: values.topics.map((topic) => ({
        id: topic.id,
        title: topic.title,
        topicType: topic.topicType,
        requestStructure: topic.requestStructure ?? '',
      })),
    },
  };
}
