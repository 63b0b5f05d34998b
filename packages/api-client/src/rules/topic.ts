import { pickedKey } from './choice';
import type { ConditionalRule } from './conditional';
import { requiredMessage } from './messages';
import { longTextRule } from './text';

/**
 * A message broker topic that an agent or a self-learning integration publishes to or consumes
 * from: the broker, its topic and the request structure sent (002 sections 3 and 5).
 */
export const TOPIC_MESSAGES = {
  broker: 'Please select a message broker',
  topic: 'Please select a topic',
  requestStructure: requiredMessage('request structure'),
} as const;

export const messageBrokerIdRule = pickedKey(TOPIC_MESSAGES.broker);
export const topicIdRule = pickedKey(TOPIC_MESSAGES.topic);
export const requestStructureRule = longTextRule('request structure');

/** The three fields of the topic at `prefix`. */
export function topicRules(prefix: string): ConditionalRule[] {
  return [
    [`${prefix}.messageBrokerId`, messageBrokerIdRule],
    [`${prefix}.topicId`, topicIdRule],
    [`${prefix}.requestStructure`, requestStructureRule],
  ];
}
