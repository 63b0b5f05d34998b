import { randomUUID } from 'node:crypto';
import type { BrokerMessage, LineageEntry } from '@agentdeck/api-client';
import type { WorkspaceRecords } from '../records/workspace-records';
import type { TopicRef } from './node-context';
import type { BrokerMessageRecords } from './broker-message-records';

interface Topic {
  id: string;
  title: string;
  topicType: string;
}

/** The topic of a broker in the workspace, if both exist. */
export function findTopic(records: WorkspaceRecords, ref: TopicRef): { brokerName: string; topic: Topic } | undefined {
  const broker = records.get('messageBroker', ref.messageBrokerId);
  const topics = (broker?.configurations as { topics?: Topic[] } | undefined)?.topics ?? [];
  const topic = topics.find((candidate) => candidate.id === ref.topicId);
  return broker && topic ? { brokerName: broker.name as string, topic } : undefined;
}

/** A topic as lineage names it: the broker's name and the topic's title. */
export function topicLineage(records: WorkspaceRecords, ref: TopicRef): LineageEntry {
  const found = findTopic(records, ref);
  return { kind: 'topic', id: `${ref.messageBrokerId}/${ref.topicId}`, name: found ? `${found.brokerName}: ${found.topic.title}` : ref.topicId };
}

/**
 * Keeps a message on a simulated topic (design section 2.1): brokers live in the store, not in
 * Kafka. A message whose workflow failed the publish check is kept `refused`, with the reason.
 */
export function publishMessage(
  messages: BrokerMessageRecords,
  workspaceId: string,
  ref: TopicRef,
  fields: Omit<BrokerMessage, 'id' | 'messageBrokerId' | 'topicId'>,
): BrokerMessage {
  const message: BrokerMessage = { id: randomUUID(), messageBrokerId: ref.messageBrokerId, topicId: ref.topicId, ...fields };
  messages.add(workspaceId, message);
  return message;
}
