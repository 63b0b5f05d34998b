import type { RunStep, RunWithSteps } from '@agentdeck/api-client';

/**
 * What a node shows on the canvas while and after a run walks it (issue 24: running, done, failed,
 * waiting); skipped: on a branch the run did not take (design section 2.1a).
 */
export type NodeRunState = 'running' | 'waiting' | 'done' | 'failed' | 'blocked' | 'cancelled' | 'skipped';

const stateOfStep: Record<RunStep['status'], NodeRunState> = {
  running: 'running',
  waiting: 'waiting',
  succeeded: 'done',
  failed: 'failed',
  blocked: 'blocked',
  cancelled: 'cancelled',
  skipped: 'skipped',
};

export const NODE_RUN_STATE_LABELS: Record<NodeRunState, string> = {
  running: 'Running',
  waiting: 'Waiting',
  done: 'Done',
  failed: 'Failed',
  blocked: 'Blocked',
  cancelled: 'Cancelled',
  skipped: 'Skipped',
};

/** The step of each node the run visited: its top-level step, the model and tool calls inside it left out. */
export function nodeStepsOf(run: Pick<RunWithSteps, 'steps'> | undefined): Map<string, RunStep> {
  const steps = new Map<string, RunStep>();
  for (const step of run?.steps ?? []) if (step.parentId === null) steps.set(step.nodeId, step);
  return steps;
}

/** Each visited node's state; nodes the run has not reached have none. */
export function nodeRunStatesOf(nodeSteps: ReadonlyMap<string, RunStep>): Map<string, NodeRunState> {
  return new Map([...nodeSteps].map(([nodeId, step]) => [nodeId, stateOfStep[step.status]]));
}
