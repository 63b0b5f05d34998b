import type { WorkflowGraph } from '@agentdeck/api-client';
import type { WalkState } from '@agentdeck/api-client/workflow';
import type { TopicRef } from './node-context';
import type { RunValues } from './values';

/** A node's step waiting for human input. `since`: when the run began to wait on it (stores written before waits were timed have none). */
export interface HumanWait {
  stepId: string;
  nodeId: string;
  consumer: TopicRef | null;
  since?: string;
}

/** What a run keeps between its steps, so a waiting run can go on after a restart. */
export interface RunState {
  graph: WorkflowGraph;
  values: RunValues;
  /** How far the walk has come (design section 2.1a); absent in stores written before the walking rules. */
  walk?: WalkState;
  sessionId: string;
  /** The wait the run is paused on, which a resume call or a message on its consumer topic ends. */
  waiting?: HumanWait;
  /** Every branch waiting for human input, the one paused on included; the run waits on each in turn. */
  waits?: HumanWait[];
}
