import { z } from 'zod';
import { pickedOption } from './choice';
import type { ConditionalRule } from './conditional';
import { requiredMessage, selectMessage } from './messages';
import { TEXT_LIMITS, textRule } from './text';

/**
 * Message brokers (002 sections 3, 4 and 9; full create, read, update and delete per spec README
 * decision 7): a provider and its inbound and outbound topics.
 *
 * The spec quotes no message for the broker form. Decisions: the name and description follow the
 * shared rules (description at least 5, 002 section 9); the provider reads 'Please select a
 * provider' as in every other form; each topic needs its ID (the broker's topic name, which
 * the agents' topic pickers store as topicId), a title and a type, and no two topics of a broker
 * share an ID. The request structure is free text: the broker message rules of 000 section 5.1
 * are helper text.
 */
export const MESSAGE_BROKER_PROVIDERS = ['Apache Kafka', 'AWS MSK Provisioned'] as const;
export const TOPIC_TYPES = ['inbound', 'outbound'] as const;
/** Kafka's own limit on a topic name. */
const TOPIC_ID_MAX = 249;

export const MESSAGE_BROKER_MESSAGES = {
  provider: 'Please select a provider',
  topicId: requiredMessage('topic ID'),
  topicTitle: requiredMessage('topic title'),
  topicType: selectMessage('topic type'),
  duplicateTopicId: 'Another topic of this broker has this ID',
} as const;

export const messageBrokerProviderRule = pickedOption(
  MESSAGE_BROKER_PROVIDERS,
  MESSAGE_BROKER_MESSAGES.provider,
);
export const bootstrapServersRule = textRule({
  label: 'bootstrap servers',
  required: false,
  max: TEXT_LIMITS.description,
});
export const brokerTopicIdRule = textRule({ label: 'topic ID', max: TOPIC_ID_MAX });
export const brokerTopicTitleRule = textRule({ label: 'topic title', max: TEXT_LIMITS.name });
export const brokerTopicTypeRule = pickedOption(TOPIC_TYPES, MESSAGE_BROKER_MESSAGES.topicType);
export const brokerTopicRequestStructureRule = z.string().max(TEXT_LIMITS.longText);

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
