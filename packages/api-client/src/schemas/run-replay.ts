import { z } from 'zod';
import { REPLAY_MESSAGES, RUN_BATCH_MAX } from '../rules/replay';
import { versionRule } from '../rules/workflow';
import { RUN_STATUSES } from '../run-values';
import { runInputSchema, runListQuerySchema, runSchema, STEP_KINDS, STEP_STATUSES } from './run';

export { RUN_BATCH_DEFAULT_CONCURRENCY, RUN_BATCH_MAX } from '../rules/replay';

/*
 * Re-run, replay from a node, compare two runs and re-run many (design workflows-and-monitoring.md
 * section 2.1c). A replay is an ordinary run with trigger `replay` and `replayOf`; the nodes before
 * `fromNodeId` are `reused` steps pointing at the original's steps.
 */

/** Where a replay runs: a published `version`, or `draft: true`; exactly one of them. */
const replayTarget = {
  version: versionRule.optional(),
  draft: z.literal(true, { error: 'draft must be true when given' }).optional(),
};
const exactlyOneTarget = (body: { version?: string; draft?: true }, ctx: z.RefinementCtx) => {
  if (body.version === undefined && body.draft === undefined) ctx.addIssue({ code: 'custom', path: ['version'], message: REPLAY_MESSAGES.target });
  if (body.version !== undefined && body.draft !== undefined) ctx.addIssue({ code: 'custom', path: ['version'], message: REPLAY_MESSAGES.targetTwice });
};
const fromNodeIdRule = z.string().min(1, 'fromNodeId must not be empty').max(200);

/**
 * `POST /workspaces/{wid}/runs/{runId}/replay` (202 with the queued run, as a start): the original's
 * input unless `input` is given; from `fromNodeId`, the nodes before it reuse the original's outputs.
 * 400 naming the node when the chosen graph lacks one of them or changed what its output depends on;
 * 409 when the original has not finished.
 */
export const replayRunBodySchema = z
  .strictObject({ ...replayTarget, fromNodeId: fromNodeIdRule.optional(), input: runInputSchema.optional() })
  .superRefine(exactlyOneTarget);
export type ReplayRunBody = z.input<typeof replayRunBodySchema>;

/** `GET /workspaces/{wid}/runs/compare?a=&b=`: two runs of one workflow. */
export const runCompareQuerySchema = z.strictObject({
  a: z.string({ error: 'a is required' }).min(1, 'a is required').max(200),
  b: z.string({ error: 'b is required' }).min(1, 'b is required').max(200),
});

/**
 * One run's side of a node: its step's figures (an agent's step carries its model call's tokens and
 * credits; a reused step spent nothing). `status` null: the run did not reach the node.
 */
export const runCompareSideSchema = z.object({
  nodeId: z.string().nullable().describe('The node in this run (null when the run has no step for it)'),
  stepId: z.string().nullable(),
  status: z.enum(STEP_STATUSES).nullable().describe('null: not reached'),
  durationMs: z.number().nullable(),
  tokens: z.number().nonnegative(),
  credits: z.number().nonnegative(),
  input: z.unknown(),
  output: z.unknown(),
  error: z.string().nullable(),
  /** On a reused step: the step whose output it copied. */
  reusedFrom: z.object({ runId: z.string(), stepId: z.string() }).nullable(),
});
export type RunCompareSide = z.infer<typeof runCompareSideSchema>;

/** A node of either run, matched by id, then by label. `inputChanged` and `outputChanged` compare the values as canonical JSON. */
export const runCompareNodeSchema = z.object({
  label: z.string(),
  kind: z.enum(STEP_KINDS),
  matchedBy: z.enum(['id', 'label']).nullable().describe('null: only one run has a step for this node'),
  a: runCompareSideSchema,
  b: runCompareSideSchema,
  statusChanged: z.boolean(),
  inputChanged: z.boolean(),
  outputChanged: z.boolean(),
});
export type RunCompareNode = z.infer<typeof runCompareNodeSchema>;

/** Both runs (without their steps) and their nodes in the order run `a` reached them, then the nodes only `b` reached. */
export const runComparisonSchema = z.object({
  a: runSchema,
  b: runSchema,
  nodes: z.array(runCompareNodeSchema),
});
export type RunComparison = z.infer<typeof runComparisonSchema>;

/** The Runs tab's filter (its list call's, without paging) in a batch's body. */
export const runBatchFilterSchema = runListQuerySchema.omit({ cursor: true, limit: true });

/**
 * `POST /workspaces/{wid}/run-batches` (202): `runIds` (1 to 500 finished runs) or `filter` (every
 * run it matches, refused when more than 500 do), re-run on a `version` (the runs of one workflow)
 * or the `draft` (each run on its workflow's draft), from `fromNodeId` when given. At most N replays
 * run at once (N a setting of the server, 4 by default).
 */
export const createRunBatchBodySchema = z
  .strictObject({
    runIds: z
      .array(z.string().min(1).max(200))
      .min(1, REPLAY_MESSAGES.batchRuns)
      .max(RUN_BATCH_MAX, REPLAY_MESSAGES.batchTooMany)
      .optional(),
    filter: runBatchFilterSchema.optional(),
    ...replayTarget,
    fromNodeId: fromNodeIdRule.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.runIds === undefined && body.filter === undefined) ctx.addIssue({ code: 'custom', path: ['runIds'], message: REPLAY_MESSAGES.batchRuns });
    if (body.runIds !== undefined && body.filter !== undefined) ctx.addIssue({ code: 'custom', path: ['runIds'], message: REPLAY_MESSAGES.batchRunsTwice });
    exactlyOneTarget(body, ctx);
  });
export type CreateRunBatchBody = z.input<typeof createRunBatchBodySchema>;

export const RUN_BATCH_STATUSES = ['running', 'completed'] as const;
export type RunBatchStatus = (typeof RUN_BATCH_STATUSES)[number];

/** One original run and its replay: `replay` null until it starts, or for good when it was refused (`refused` says why). */
export const runBatchPairSchema = z.object({
  original: z.object({ runId: z.string(), status: z.enum(RUN_STATUSES) }),
  replay: z.object({ runId: z.string(), status: z.enum(RUN_STATUSES) }).nullable(),
  refused: z.string().nullable(),
});
export type RunBatchPair = z.infer<typeof runBatchPairSchema>;

/**
 * A batch: its progress (`finished` counts refused pairs too), its pairs in the order given (newest
 * first for a filter) and its outcome once replays end: of the originals that did not succeed, how
 * many now succeed ('14 of 20 failed runs now succeed'), and of those that succeeded, how many no longer do.
 */
export const runBatchSchema = z.object({
  id: z.string(),
  status: z.enum(RUN_BATCH_STATUSES),
  /** `draft` or the published version the replays run on. */
  version: z.string(),
  fromNodeId: z.string().nullable(),
  concurrency: z.number().int().positive(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  progress: z.object({
    total: z.number().int().nonnegative(),
    queued: z.number().int().nonnegative(),
    running: z.number().int().nonnegative(),
    finished: z.number().int().nonnegative(),
  }),
  outcome: z.object({
    originalsFailed: z.number().int().nonnegative().describe('Originals that did not succeed (failed, blocked or cancelled)'),
    nowSucceed: z.number().int().nonnegative().describe('Of originalsFailed, the replays that succeeded'),
    originalsSucceeded: z.number().int().nonnegative(),
    nowFail: z.number().int().nonnegative().describe('Of originalsSucceeded, the replays that ended without succeeding'),
    refused: z.number().int().nonnegative(),
  }),
  pairs: z.array(runBatchPairSchema),
});
export type RunBatch = z.infer<typeof runBatchSchema>;
