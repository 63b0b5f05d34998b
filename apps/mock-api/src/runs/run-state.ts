import type { WorkflowGraph } from '@agentdeck/api-client';
import { initialWalk, type WalkState } from '@agentdeck/api-client/workflow';
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
  /** How far the walk has come (design section 2.1a); absent in stores written before the walking rules (see `walkOf`). */
  walk?: WalkState;
  sessionId: string;
  /** The wait the run is paused on, which a resume call or a message on its consumer topic ends. */
  waiting?: HumanWait;
  /** Every branch waiting for human input, the one paused on included; the run waits on each in turn. */
  waits?: HumanWait[];
}

/**
 * What a run changes as it walks, saved with each step's end (`RunJournal.append`'s progress) so a
 * mock API killed mid-run resumes from there; the graph, which a run does not change, is saved once.
 */
export type RunProgress = Pick<RunState, 'values' | 'walk' | 'waits'>;

/**
 * The walk of a run resumed after a restart: the nodes it had begun and not finished run again
 * (design section 2.1b: at least once), so they are no longer marked running.
 */
export function resumedWalk(state: RunState): WalkState {
  const walk = walkOf(state);
  const nodes = Object.fromEntries(Object.entries(walk.nodes).filter(([, status]) => status !== 'running'));
  return { ...walk, nodes };
}

/** What a run kept before the walking rules: a queue of nodes to visit, those visited, the last output. */
interface QueueState {
  pending?: string[];
  visited?: string[];
  lastOutput?: unknown;
}

/**
 * The run's walk; for a run stored before the walking rules (one waiting for human input in a
 * store kept across the upgrade), the walk its queue stood for: the nodes visited are done and
 * passed on the last output, and an edge out of one is taken when it led to a node queued or
 * visited. Resuming that run goes on from there.
 */
export function walkOf(state: RunState & QueueState): WalkState {
  if (state.walk) return state.walk;
  const visited = new Set(state.visited ?? []);
  const followed = new Set([...visited, ...(state.pending ?? [])]);
  const walk = initialWalk();
  for (const id of visited) {
    walk.nodes[id] = 'done';
    walk.outputs[id] = state.lastOutput ?? null;
  }
  for (const edge of state.graph.edges) {
    if (visited.has(edge.source)) walk.edges[edge.id] = followed.has(edge.target) ? 'taken' : 'dead';
  }
  return walk;
}
