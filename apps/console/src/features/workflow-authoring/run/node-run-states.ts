import type { RunStep, RunWithSteps } from '@agentdeck/api-client';

/**
 * What a node shows on the canvas while and after a run walks it (issue 24: running, done, failed,
 * waiting); skipped: on a branch the run did not take (design section 2.1a); reused: a replay
 * copied the original run's output (section 2.1c); not reached: a run pinned in debug mode
 * ended before the node.
 */
export type NodeRunState = 'running' | 'waiting' | 'done' | 'failed' | 'blocked' | 'cancelled' | 'skipped' | 'reused' | 'notReached';

const stateOfStep: Record<RunStep['status'], NodeRunState> = {
  running: 'running',
  waiting: 'waiting',
  succeeded: 'done',
  failed: 'failed',
  blocked: 'blocked',
  cancelled: 'cancelled',
  skipped: 'skipped',
  reused: 'reused',
};

export const NODE_RUN_STATE_LABELS: Record<NodeRunState, string> = {
  running: 'Running',
  waiting: 'Waiting',
  done: 'Done',
  failed: 'Failed',
  blocked: 'Blocked',
  cancelled: 'Cancelled',
  skipped: 'Skipped',
  reused: 'Reused',
  notReached: 'Not reached',
};

/** The states in which a node did not run: the card is muted. */
export const isIdleRunState = (state: NodeRunState | undefined) => state === 'skipped' || state === 'reused' || state === 'notReached';

/** The step of each node the run visited: its top-level step, the model and tool calls inside it left out. */
export function nodeStepsOf(run: Pick<RunWithSteps, 'steps'> | undefined): Map<string, RunStep> {
  const steps = new Map<string, RunStep>();
  for (const step of run?.steps ?? []) if (step.parentId === null) steps.set(step.nodeId, step);
  return steps;
}

/**
 * Each visited node's state; nodes the run has not reached have none, unless `notReached` lists
 * every node of the graph (debug mode, a finished run): those are 'Not reached'.
 */
export function nodeRunStatesOf(nodeSteps: ReadonlyMap<string, RunStep>, notReached: readonly string[] = []): Map<string, NodeRunState> {
  const states = new Map<string, NodeRunState>(notReached.map((nodeId) => [nodeId, 'notReached']));
  for (const [nodeId, step] of nodeSteps) states.set(nodeId, stateOfStep[step.status]);
  return states;
}
