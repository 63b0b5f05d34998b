/**
 * The words of re-runs, replays from a node, comparisons and batches (design
 * workflows-and-monitoring.md section 2.1c). The server refuses with these and the screens show them.
 */

/** The most runs one batch re-runs (the Runs tab's 'every run matching the filter, up to 500'). */
export const RUN_BATCH_MAX = 500;
/** How many of a batch's replays run at once unless the mock API is told otherwise. */
export const RUN_BATCH_DEFAULT_CONCURRENCY = 4;

export const REPLAY_MESSAGES = {
  target: 'Choose a version or the draft',
  targetTwice: 'Choose a version or the draft, not both',
  batchRuns: 'Choose runs or a filter',
  batchRunsTwice: 'Choose runs or a filter, not both',
  batchTooMany: `A batch re-runs at most ${RUN_BATCH_MAX} runs`,
  filterTooMany: `filter: The filter matches more than ${RUN_BATCH_MAX} finished runs; a batch re-runs at most ${RUN_BATCH_MAX}. Narrow the filter.`,
  filterEmpty: 'filter: The filter matches no finished run',
  differentWorkflows: 'The two runs belong to different workflows',
  batchWorkflows: 'To re-run on a version, every run of the batch must belong to one workflow',
  notFinished: 'The run has not finished yet',
  /** The 400 of a replay from a node whose earlier nodes cannot be reused; each node's reason follows in `errors`. */
  cannotReuse: 'The nodes before this node cannot be reused',
  inputChanged: 'input: A replay from a node keeps the original input, which the nodes before it answered; re-run the whole run to change it',
  workflowGone: 'The workflow of this run no longer exists',
  batchNotFound: 'Batch not found',
} as const;

/** What a node's output depends on, in the words of the refusal ('its tool'). */
export type ReplayDependency = 'kind' | 'tool' | 'model' | 'prompt' | 'arguments' | 'query' | 'branches' | 'settings' | 'inputs';

/** `Node ‘Retrieve policy’ changed since the original run (its tool); re-run from an earlier node.` */
export const replayNodeChanged = (label: string, what: readonly ReplayDependency[]) =>
  `Node ‘${label}’ changed since the original run (${what.map((part) => (part === 'inputs' ? 'its input' : `its ${part}`)).join(', ')}); re-run from an earlier node.`;
/** A node the original ran before `fromNodeId` is gone from the chosen graph. */
export const replayNodeMissing = (label: string) => `Node ‘${label}’ is not in the chosen graph any more; re-run from an earlier node.`;
/** A node before `fromNodeId` has no finished step in the original run to reuse (it failed, was cancelled, or is new). */
export const replayNodeNotRun = (label: string) => `Node ‘${label}’ did not finish in the original run, so its output cannot be reused; re-run from an earlier node.`;
/** `fromNodeId` names no node of the chosen graph. */
export const replayFromNodeMissing = (nodeId: string) => `fromNodeId: The chosen graph has no node ‘${nodeId}’`;
/** A batch names a run the workspace does not have, or one still running. */
export const batchRunNotFound = (runId: string) => `runIds: No run ${runId} in this workspace`;
export const batchRunNotFinished = (runId: string) => `runIds: Run ${runId} has not finished yet`;
