import { z } from 'zod';
import { RUN_STATUSES } from '../run-values';
import { datasetItemSchema } from './dataset';
import { runVersionSchema } from './run';

/*
 * Testing studio experiments (design workflows-and-monitoring.md section 3.5): one dataset version
 * run through one published workflow version or the draft as it is, each item a run with trigger `experiment`, each
 * output scored; compared with a baseline experiment on the same dataset; a gate for CI. An
 * experiment and its items never change once it has finished.
 */

export const SCORER_KINDS = ['exactMatch', 'contains', 'tokenOverlap', 'jsonField', 'latency'] as const;
export type ScorerKind = (typeof SCORER_KINDS)[number];
export const EXPERIMENT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];
export const ITEM_OUTCOMES = ['improved', 'regressed', 'unchanged'] as const;
export type ItemOutcome = (typeof ITEM_OUTCOMES)[number];
export const TOKEN_OVERLAP_DEFAULT_THRESHOLD = 0.5;

/**
 * How an output is scored, each giving a value from 0 to 1 and a pass:
 * - `exactMatch`: the output's text equals the expected text (ends' spaces ignored); 1 or 0.
 * - `contains`: the output's text holds `value`, or the expected text without one (case ignored); 1 or 0.
 * - `tokenOverlap`: the F1 of the words the output and expected text share; passes at `threshold` or more.
 * - `jsonField`: the value at `path` (dots and [index], `decision` or `claims[0].id`) of the output
 *   equals the one of the expected output (text parsed as JSON); 1 or 0.
 * - `latency`: the run took at most `budgetMs`; the value is 1 within budget, budget over latency beyond.
 * Texts: a text as it is, anything else as its JSON.
 */
export const scorerSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('exactMatch') }),
    z.strictObject({ kind: z.literal('contains'), value: z.string().min(1, 'value must not be empty').max(10_000).optional() }),
    z.strictObject({
      kind: z.literal('tokenOverlap'),
      threshold: z.number().min(0, 'threshold must be from 0 to 1').max(1, 'threshold must be from 0 to 1').default(TOKEN_OVERLAP_DEFAULT_THRESHOLD),
    }),
    z.strictObject({
      kind: z.literal('jsonField'),
      path: z
        .string({ error: 'path is required' })
        .regex(/^[A-Za-z_$][\w$-]*(\[\d+\])*(\.[A-Za-z_$][\w$-]*(\[\d+\])*)*$/, 'path must name a field, such as decision or claims[0].id'),
    }),
    z.strictObject({ kind: z.literal('latency'), budgetMs: z.number().int('budgetMs must be a whole number').positive('budgetMs must be more than 0') }),
  ],
  { error: `kind must be one of ${SCORER_KINDS.join(', ')}` },
);
export type Scorer = z.output<typeof scorerSchema>;
export type ScorerInput = z.input<typeof scorerSchema>;

/** The scorer's name in scores, means and the gate: its kind, and for `jsonField` its path (`jsonField:decision`). */
export function scorerName(scorer: ScorerInput): string {
  return scorer.kind === 'jsonField' ? `jsonField:${scorer.path}` : scorer.kind;
}

/**
 * `POST /workspaces/{wid}/experiments` (202, queued): `datasetVersion` defaults to the current
 * one; `version` is a published version of the workflow, or `draft` (which must pass the publish
 * check, as for a draft run); `baselineId` an experiment on the same
 * dataset (400 otherwise). Each scorer's name once.
 */
export const createExperimentBodySchema = z
  .strictObject({
    name: z.string().trim().max(100, 'name must be no more than 100 characters long').optional(),
    datasetId: z.string({ error: 'datasetId is required' }).min(1, 'datasetId is required').max(200),
    datasetVersion: z.number().int().positive('datasetVersion must be a version number such as 2').optional(),
    workflowId: z.string({ error: 'workflowId is required' }).min(1, 'workflowId is required').max(200),
    version: z.string().pipe(runVersionSchema),
    scorers: z.array(scorerSchema).min(1, 'Choose at least one scorer').max(10, 'At most 10 scorers'),
    baselineId: z.string().min(1).max(200).optional(),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.scorers.forEach((scorer, index) => {
      const name = scorerName(scorer);
      if (seen.has(name)) ctx.addIssue({ code: 'custom', path: ['scorers', index], message: `${name} is chosen twice` });
      seen.add(name);
    });
  });
export type CreateExperimentBody = z.input<typeof createExperimentBodySchema>;

export const scoreSchema = z.object({ scorer: z.string(), value: z.number().min(0).max(1), pass: z.boolean() });
export type Score = z.infer<typeof scoreSchema>;

/** An experiment's figures: a mean per scorer (by name), the share of items passing every scorer, the p95 latency and the tokens. */
export const experimentSummarySchema = z.object({
  items: z.number().int().nonnegative(),
  passed: z.number().int().nonnegative(),
  passRate: z.number().min(0).max(1),
  means: z.record(z.string(), z.number()),
  /** Nearest-rank p95 of the items' latency; null without items. */
  p95LatencyMs: z.number().nullable(),
  tokens: z.number().nonnegative(),
});
export type ExperimentSummary = z.infer<typeof experimentSummarySchema>;

/** Against the baseline: items by outcome and this experiment's figures minus the baseline's. */
export const experimentComparisonSchema = z.object({
  baselineId: z.string(),
  baselineName: z.string(),
  baselineVersion: z.string(),
  improved: z.number().int().nonnegative(),
  regressed: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  deltas: z.object({
    passRate: z.number(),
    means: z.record(z.string(), z.number()),
    p95LatencyMs: z.number().nullable(),
    tokens: z.number(),
  }),
});
export type ExperimentComparison = z.infer<typeof experimentComparisonSchema>;

export const experimentSchema = z.object({
  id: z.string(),
  name: z.string(),
  datasetId: z.string(),
  datasetName: z.string(),
  datasetVersion: z.number().int().positive(),
  workflowId: z.string(),
  workflowName: z.string(),
  /** A published version, or `draft`. */
  version: z.string(),
  /** The draft's revision it ran; null for a published version. */
  revision: z.number().int().nonnegative().nullable().default(null),
  scorers: z.array(scorerSchema),
  baselineId: z.string().nullable(),
  status: z.enum(EXPERIMENT_STATUSES),
  /** Items finished, out of all. */
  progress: z.object({ done: z.number().int().nonnegative(), total: z.number().int().nonnegative() }),
  error: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  finishedAt: z.string().nullable(),
  /** Once completed; null before. */
  summary: experimentSummarySchema.nullable(),
  /** Once completed with a baseline; null otherwise. */
  comparison: experimentComparisonSchema.nullable(),
});
export type Experiment = z.infer<typeof experimentSchema>;

/** An item's result: its run's output, scores, latency and tokens, and how it fares against the baseline. */
export const experimentItemSchema = z.object({
  datasetItemId: z.string(),
  input: datasetItemSchema.shape.input,
  expectedOutput: z.unknown(),
  runId: z.string(),
  runStatus: z.enum(RUN_STATUSES),
  output: z.unknown(),
  /** The run's error, when it did not succeed. */
  error: z.string().nullable(),
  scores: z.array(scoreSchema),
  /** Every scorer passed. */
  pass: z.boolean(),
  /** The mean of its scores' values. */
  meanScore: z.number().min(0).max(1),
  latencyMs: z.number().nonnegative(),
  tokens: z.number().nonnegative(),
  /** Null without a baseline or when the baseline has no such item. */
  outcome: z.enum(ITEM_OUTCOMES).nullable(),
  baseline: z.object({ runId: z.string(), pass: z.boolean(), meanScore: z.number(), output: z.unknown() }).nullable(),
});
export type ExperimentItem = z.infer<typeof experimentItemSchema>;

/** `GET …/experiments/{id}`: items of a finished experiment, regressions first, then improved, unchanged, in dataset order. */
export const experimentDetailSchema = experimentSchema.extend({ items: z.array(experimentItemSchema) });
export type ExperimentDetail = z.infer<typeof experimentDetailSchema>;

/** `GET /workspaces/{wid}/experiments`: newest first, of one dataset when `datasetId` is given. */
export const experimentsQuerySchema = z.strictObject({ datasetId: z.string().max(200).optional() });

const share = (name: string) => z.string().regex(/^(0(\.\d+)?|1(\.0+)?)$/, `${name} must be a number from 0 to 1`);
/**
 * `GET …/experiments/{id}/gate`: each threshold given is a check. `minMean` lists
 * `<scorer name>:<least mean>` pairs, comma-separated (`exactMatch:0.8,jsonField:decision:1`).
 * 409 while the experiment has not completed.
 */
export const gateQuerySchema = z
  .strictObject({
  minPassRate: share('minPassRate').optional(),
  minMean: z
    .string()
    .max(2_000)
    .regex(/^[^,:]+(:[^,:]+)*:(0(\.\d+)?|1(\.0+)?)(,[^,:]+(:[^,:]+)*:(0(\.\d+)?|1(\.0+)?))*$/, 'minMean must list scorer:mean pairs, such as exactMatch:0.8,tokenOverlap:0.6')
    .optional(),
  maxRegressions: z.string().regex(/^\d{1,9}$/, 'maxRegressions must be a whole number').optional(),
  maxP95LatencyMs: z.string().regex(/^\d{1,12}$/, 'maxP95LatencyMs must be a whole number').optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: 'Give at least one threshold: minPassRate, minMean, maxRegressions or maxP95LatencyMs',
  });
export type GateQuery = z.input<typeof gateQuerySchema>;

export const gateCheckSchema = z.object({
  /** `passRate`, `mean.<scorer>`, `regressions` or `p95LatencyMs`. */
  name: z.string(),
  actual: z.number().nullable(),
  threshold: z.number(),
  pass: z.boolean(),
});
export const gateResultSchema = z.object({ experimentId: z.string(), pass: z.boolean(), checks: z.array(gateCheckSchema) });
export type GateResult = z.infer<typeof gateResultSchema>;
