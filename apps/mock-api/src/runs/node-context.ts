import type { BrokerMessage } from '@agentdeck/api-client';
import type { WorkspaceRecords } from '../records/workspace-records';
import type { ModelGateway } from './model-gateway';
import type { RunRecorder, StepResult } from './recorder';
import type { RunValues } from './values';

/** A broker topic a step publishes to or listens on. */
export interface TopicRef {
  messageBrokerId: string;
  topicId: string;
}

/**
 * What a node's work may use (design section 2.1): its workspace's records to read, a topic to
 * publish to, the model gateway, the network and the clock; the run's values so far, its
 * recorder and its cancellation. Not the store: a node writes only through its step.
 */
export interface NodeContext {
  records: WorkspaceRecords;
  /** Keeps a message on one of the workspace's simulated topics (a human-input request). */
  publish: (topic: TopicRef, fields: Omit<BrokerMessage, 'id' | 'messageBrokerId' | 'topicId'>) => BrokerMessage;
  recorder: RunRecorder;
  values: RunValues;
  /**
   * The node's input, which an agent or an output answers from (design section 2.1a): what the
   * node before it passed on, or from several (a join) an object keyed by their labels.
   */
  input: unknown;
  sessionId: string;
  signal: AbortSignal;
  gateway: ModelGateway;
  /** Upper bound of a tool call. */
  timeoutMs: number;
  clock: () => Date;
  /** How tools and MCP servers are reached. */
  fetch: typeof fetch;
}

/** What a node's step answers, and where the run goes next. */
export interface NodeOutcome extends StepResult {
  /** The node's variables for the nodes after it (`{label}.{variable}`). */
  values?: Record<string, unknown>;
  /** A condition's branch id or `else`: only that edge is followed. */
  handle?: string;
  /** Human input: the node's branch waits, to be resumed by a call or a message on this topic. */
  waitFor?: { consumer: TopicRef | null };
}
