import { FINISHED_RUN_STATUSES, NO_ENVIRONMENT, type MetricInterval } from '@agentdeck/api-client';
import type Database from 'better-sqlite3';
import type { Store } from '../store/store';
import { BUCKET_LENGTH } from './buckets';
import { decodeSketch, sketchOf, type LatencySketch } from './latency-sketch';
import type { CellSums, RollupDimension } from './rollup-entries';
import { rangeParts } from './rollup-ranges';
import { durationsOf } from './tally';

/** The figures of one interval and one group: from a rollup cell, or summed from the runs and steps of a partial hour. */
export interface MetricCell extends CellSums {
  /** The run's workflow (null in model cells of a partial hour, which sum the models across workflows). */
  workflowId: string | null;
  /** Active times (durations less waits for human input), for the latency figures. */
  active: LatencySketch;
  /** Wall times, waits included. */
  wall: LatencySketch;
}

export interface MetricScope {
  workspaceId: string;
  /** ISO instants as the store writes them (`toISOString`), both included. */
  from: string;
  to: string;
  interval: MetricInterval;
  workflowId: string | null;
  /** Only the runs started through this environment; null: every run. */
  environment: string | null;
  /** Whether the cells must name their environment (grouped by it): the partial hours then read it too. */
  byEnvironment: boolean;
}

/**
 * A partial hour's figures summed in SQL, durations as one text (`group_concat`) per cell: an
 * hour's steps are few, and the percentiles need every duration, not a sum.
 */
type RunsCell = Omit<MetricCell, 'active' | 'wall'> & { durations: string | null; wallDurations: string | null };
type RollupRow = Omit<MetricCell, 'active' | 'wall'> & { active: Buffer; wall: Buffer };

const finished = FINISHED_RUN_STATUSES.map((status) => `'${status}'`).join(', ');
const runEnvironment = `COALESCE(json_extract(r.json, '$.environment'), '${NO_ENVIRONMENT.key}')`;
/**
 * The partial hours' queries. The run's environment lives in its JSON, outside the covering
 * indexes: read only when the figures are limited to an environment or grouped by it.
 */
function partialHourSql(byEnvironment: boolean) {
  const environment = byEnvironment ? runEnvironment : `'${NO_ENVIRONMENT.key}'`;
  const groupedBy = byEnvironment ? ', environment' : '';
  const runsInScope = `r.workspace_id = @workspaceId AND r.started_at >= @from AND r.started_at <= @to AND r.status IN (${finished})
    AND (@workflowId IS NULL OR r.workflow_id = @workflowId)${byEnvironment ? ` AND (@environment IS NULL OR ${runEnvironment} = @environment)` : ''}`;
  const figures = (table: string) => `COUNT(*) AS runs, SUM(${table}.status = 'failed') AS failures, COALESCE(SUM(${table}.tokens), 0) AS tokens,
    COALESCE(SUM(${table}.credits), 0) AS credits, group_concat(${table}.active_ms) AS durations, group_concat(${table}.duration_ms) AS wallDurations`;
  // Both indexes are named: the planner would otherwise seek `runs_by_workflow` for one workflow
  // and read every row for its duration.
  const stepsOfRuns = `FROM runs r INDEXED BY runs_for_latency_metrics JOIN run_steps s INDEXED BY run_steps_for_latency_metrics ON s.run_id = r.id
    WHERE ${runsInScope} AND s.status IN (${finished})`;
  return {
    run: `SELECT substr(r.started_at, 1, @bucketLength) AS bucket, r.workflow_id AS workflowId, r.version AS key, ${environment} AS environment, NULL AS label,
      MAX(r.started_at) AS latest, ${figures('r')}
      FROM runs r INDEXED BY runs_for_latency_metrics WHERE ${runsInScope} GROUP BY 1, 2, 3${groupedBy}`,
    model: `SELECT substr(r.started_at, 1, @bucketLength) AS bucket, NULL AS workflowId, COALESCE(s.model, s.name) AS key, ${environment} AS environment,
      NULL AS label, MAX(r.started_at) AS latest, ${figures('s')}
      ${stepsOfRuns} AND s.kind = 'model' GROUP BY 1, 3${groupedBy}`,
    // SQLite takes a bare column from the row of the one max() aggregate: the step's name at the latest run.
    node: `SELECT substr(r.started_at, 1, @bucketLength) AS bucket, r.workflow_id AS workflowId, s.node_id AS key, ${environment} AS environment,
      s.name AS label, MAX(r.started_at) AS latest, ${figures('s')}
      ${stepsOfRuns} AND s.parent_id IS NULL GROUP BY 1, 2, 3${groupedBy}`,
  };
}
const sql = { plain: partialHourSql(false), byEnvironment: partialHourSql(true) };
const workflowNameSql = `SELECT json_extract(json, '$.workflowName') AS name FROM runs INDEXED BY runs_by_workflow
  WHERE workspace_id = ? AND workflow_id = ? ORDER BY started_at DESC LIMIT 1`;

const rollups = `SELECT bucket, workflow_id AS workflowId, group_key AS key, environment, label, latest, runs, failures, tokens, credits, active, wall
  FROM metric_rollups
  WHERE workspace_id = @workspaceId AND span = @span AND dimension = @dimension AND bucket >= @from AND bucket < @until
    AND (@workflowId IS NULL OR workflow_id = @workflowId) AND (@environment IS NULL OR environment = @environment)`;

/**
 * The metrics reads of the store: the rollups (`rollup-tables.ts`) for the whole hours and days
 * of the range, and the runs and steps (columns and indexes in `store/metric-columns.ts`) for the
 * rest of an hour at either end.
 */
export class MetricsQuery {
  private readonly db: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();

  constructor(store: Store) {
    this.db = store.db;
  }

  private prepare(text: string): Database.Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  /**
   * The cells of finished runs per interval, workflow and version (`run`), or of their finished
   * steps per interval, workflow and model (`model`) or workflow node (`node`).
   */
  cells(scope: MetricScope, dimension: RollupDimension): MetricCell[] {
    const { byEnvironment, ...params } = scope;
    const { from, to, interval } = params;
    const parts = rangeParts(Date.parse(from), Date.parse(to), interval);
    const cells: MetricCell[] = [];
    for (const part of parts.runs) {
      const rows = this.prepare((byEnvironment || params.environment !== null ? sql.byEnvironment : sql.plain)[dimension]).all({ ...params, ...part, bucketLength: BUCKET_LENGTH[interval] }) as RunsCell[];
      for (const { durations, wallDurations, ...row } of rows) {
        cells.push({ ...row, active: sketchOf(durationsOf({ durations })), wall: sketchOf(durationsOf({ durations: wallDurations })) });
      }
    }
    for (const part of parts.rollups) {
      for (const row of this.prepare(rollups).all({ ...params, ...part, dimension }) as RollupRow[]) {
        cells.push({ ...row, bucket: row.bucket.slice(0, BUCKET_LENGTH[interval]), active: decodeSketch(row.active), wall: decodeSketch(row.wall) });
      }
    }
    return cells;
  }

  /** The name a workflow had at its latest run: for runs of a workflow since deleted. */
  workflowName(workspaceId: string, workflowId: string): string | undefined {
    return (this.prepare(workflowNameSql).get(workspaceId, workflowId) as { name: string } | undefined)?.name;
  }
}
