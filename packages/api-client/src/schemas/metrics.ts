import { z } from 'zod';
import { environmentNameRule } from '../rules/environment';
import { RELEASE_TYPES } from '../workflow/constants';
import { canaryBodySchema, MOVE_KINDS } from './environment';

/*
 * Metrics and analytics (design workflows-and-monitoring.md section 3.3): runs, failures, error
 * rate, nearest-rank latency percentiles, tokens and credits per interval, grouped, with the
 * versions published in the range as markers and a row per workflow.
 */

export const METRIC_INTERVALS = ['hour', 'day'] as const;
export type MetricInterval = (typeof METRIC_INTERVALS)[number];
/**
 * `workflow`, `version` and `environment` count runs; `model` and `node` count the steps of that
 * model or node (a run that calls two models counts once for each). Runs started without an
 * environment (from the editor, an experiment, or naming a version) group under `NO_ENVIRONMENT`.
 */
export const METRIC_GROUPS = ['none', 'workflow', 'version', 'model', 'node', 'environment'] as const;
export type MetricGroup = (typeof METRIC_GROUPS)[number];
/** The key and label of the environment group of runs that named no environment (no environment name is empty). */
export const NO_ENVIRONMENT = { key: '', label: '—' } as const;
/** At most this many intervals in one answer (about 92 days by hour). */
export const METRIC_MAX_BUCKETS = 2_208;

/** `POST /workspaces/{wid}/metrics`. */
export const metricsBodySchema = z
  .strictObject({
    from: z.iso.datetime({ offset: true, message: 'from must be an ISO date-time' }),
    to: z.iso.datetime({ offset: true, message: 'to must be an ISO date-time' }),
    interval: z.enum(METRIC_INTERVALS, { error: 'interval must be hour or day' }).default('day'),
    groupBy: z.enum(METRIC_GROUPS, { error: `groupBy must be one of ${METRIC_GROUPS.join(', ')}` }).default('none'),
    workflowId: z.string().max(200).optional(),
    /** Only the runs started through this environment (design section 1.6). */
    environment: environmentNameRule.optional(),
  })
  .refine((v) => Date.parse(v.from) <= Date.parse(v.to), { path: ['to'], message: 'to must not be before from' })
  .refine((v) => (Date.parse(v.to) - Date.parse(v.from)) / (v.interval === 'hour' ? 3_600_000 : 86_400_000) <= METRIC_MAX_BUCKETS, {
    path: ['interval'],
    message: `The range holds more than ${METRIC_MAX_BUCKETS} intervals: choose a longer interval or a shorter range`,
  });
export type MetricsBody = z.input<typeof metricsBodySchema>;

/**
 * Nearest-rank percentiles of durations in ms, null when nothing finished. Read from the mock
 * API's rollups (issue 38): exact when the rank falls on the least or greatest duration of its
 * sketch bin (every whole millisecond under 50 ms has a bin of its own), otherwise within 1%.
 */
export const latencyPercentilesSchema = z.object({ p50: z.number().nullable(), p95: z.number().nullable(), p99: z.number().nullable() });
export type LatencyPercentiles = z.infer<typeof latencyPercentilesSchema>;

/**
 * The figures of a set of finished runs (or steps). Latency is active time (design section 3.3):
 * `p50`, `p95` and `p99` are percentiles of each run's or step's duration less the time it waited
 * for human input, so a reviewer's lunch does not read as latency; `wall` gives the same
 * percentiles of the whole durations beside them. `failures` ended `failed` (a guardrail's block
 * is a decision, not an error); `errorRate` is failures over finished, 0 when none.
 */
export const metricFiguresSchema = z.object({
  runs: z.number().int().nonnegative(),
  failures: z.number().int().nonnegative(),
  errorRate: z.number().min(0).max(1),
  ...latencyPercentilesSchema.shape,
  wall: latencyPercentilesSchema.describe('The percentiles of wall time: durations with the waits for human input'),
  tokens: z.number().nonnegative(),
  credits: z.number().nonnegative(),
});
export type MetricFigures = z.infer<typeof metricFiguresSchema>;

export const metricPointSchema = metricFiguresSchema.extend({ start: z.string() });
export type MetricPoint = z.infer<typeof metricPointSchema>;

/** One group's figures per interval (every interval of the range, empty ones with zeros) and over the range. */
export const metricSeriesSchema = z.object({
  /** The value grouped by (a workflow's id, a version, a model's name, a node's label, an environment's name); `all` without grouping. */
  key: z.string(),
  label: z.string(),
  /** The workflow the group belongs to, for version and node groups (null for a model or `all`). */
  workflowId: z.string().nullable(),
  points: z.array(metricPointSchema),
  total: metricFiguresSchema,
});
export type MetricSeries = z.infer<typeof metricSeriesSchema>;

/** A version published in the range, where the charts draw a marker. */
export const releaseMarkerSchema = z.object({
  at: z.string(),
  workflowId: z.string(),
  workflowName: z.string(),
  version: z.string(),
  releaseType: z.enum(RELEASE_TYPES),
});
export type ReleaseMarker = z.infer<typeof releaseMarkerSchema>;

/**
 * An environment moved in the range (design section 1.6), marked on the charts beside the
 * releases: a deploy or rollback from one version to another, or a canary started, changed or
 * ended (`canary` after the move, null when it ended). Refused and pending moves moved nothing.
 */
export const moveMarkerSchema = z.object({
  at: z.string(),
  workflowId: z.string(),
  workflowName: z.string(),
  environment: z.string(),
  kind: z.enum(MOVE_KINDS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  canary: canaryBodySchema.nullable(),
});
export type MoveMarker = z.infer<typeof moveMarkerSchema>;

export const workflowMetricsSchema = metricFiguresSchema.extend({
  workflowId: z.string(),
  workflowName: z.string(),
  /** The latest version published (null while only the draft exists). */
  lastVersion: z.string().nullable(),
});
export type WorkflowMetrics = z.infer<typeof workflowMetricsSchema>;

export const metricsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(METRIC_INTERVALS),
  groupBy: z.enum(METRIC_GROUPS),
  series: z.array(metricSeriesSchema),
  /** Over the finished runs in scope, whatever the grouping (model and node series count steps). */
  total: metricFiguresSchema,
  markers: z.array(releaseMarkerSchema),
  /** The environments' moves in the range, oldest first. */
  moves: z.array(moveMarkerSchema),
  /** Every workflow of the workspace (or the one asked), with its figures over the range. */
  workflows: z.array(workflowMetricsSchema),
});
export type MetricsResponse = z.infer<typeof metricsResponseSchema>;
