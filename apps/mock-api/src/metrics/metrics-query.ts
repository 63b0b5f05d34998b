import { FINISHED_RUN_STATUSES } from '@agentdeck/api-client';
import type Database from 'better-sqlite3';
import type { Store } from '../store/store';

/**
 * The figures of one interval and one group, summed in SQL. Durations come back as one text
 * (`group_concat`) per cell: handing 100,000 rows to JavaScript took longer than the whole query,
 * and exact percentiles need every duration, not a sum.
 */
export interface MetricCell {
  /** The start of `started_at` that names the interval: 10 characters for a day, 13 for an hour. */
  bucket: string;
  workflowId: string | null;
  /** The run's version (run groups), the model (model groups) or the node's id (node groups). */
  key: string;
  /** The step's name at the latest run of the cell (node groups); null otherwise. */
  label: string | null;
  runs: number;
  failures: number;
  tokens: number;
  credits: number;
  /** Comma-separated active times in ms (durations less waits for human input); null when none was recorded. */
  durations: string | null;
  /** Comma-separated wall times in ms, waits included. */
  wallDurations: string | null;
}

export interface MetricScope {
  workspaceId: string;
  /** ISO instants as the store writes them (`toISOString`), both included. */
  from: string;
  to: string;
  /** 10 for days, 13 for hours: where `started_at` is cut to name its interval. */
  bucketLength: number;
  workflowId: string | null;
}

const finished = FINISHED_RUN_STATUSES.map((status) => `'${status}'`).join(', ');
const runsInScope = `r.workspace_id = @workspaceId AND r.started_at >= @from AND r.started_at <= @to AND r.status IN (${finished})
  AND (@workflowId IS NULL OR r.workflow_id = @workflowId)`;
const figures = (table: string) => `COUNT(*) AS runs, SUM(${table}.status = 'failed') AS failures, COALESCE(SUM(${table}.tokens), 0) AS tokens,
  COALESCE(SUM(${table}.credits), 0) AS credits, group_concat(${table}.active_ms) AS durations, group_concat(${table}.duration_ms) AS wallDurations`;
// Both indexes are named: the planner would otherwise seek `runs_by_workflow` for one workflow
// and read every row for its duration.
const stepsOfRuns = `FROM runs r INDEXED BY runs_for_latency_metrics JOIN run_steps s INDEXED BY run_steps_for_latency_metrics ON s.run_id = r.id
  WHERE ${runsInScope} AND s.status IN (${finished})`;

const sql = {
  runs: `SELECT substr(r.started_at, 1, @bucketLength) AS bucket, r.workflow_id AS workflowId, r.version AS key, NULL AS label, ${figures('r')}
    FROM runs r INDEXED BY runs_for_latency_metrics WHERE ${runsInScope} GROUP BY 1, 2, 3`,
  model: `SELECT substr(r.started_at, 1, @bucketLength) AS bucket, NULL AS workflowId, COALESCE(s.model, s.name) AS key, NULL AS label, ${figures('s')}
    ${stepsOfRuns} AND s.kind = 'model' GROUP BY 1, 3`,
  // SQLite takes a bare column from the row of the one max() aggregate: the step's name at the latest run.
  node: `SELECT substr(r.started_at, 1, @bucketLength) AS bucket, r.workflow_id AS workflowId, s.node_id AS key, s.name AS label,
    MAX(r.started_at) AS latest, ${figures('s')}
    ${stepsOfRuns} AND s.parent_id IS NULL GROUP BY 1, 2, 3`,
  workflowName: `SELECT json_extract(json, '$.workflowName') AS name FROM runs INDEXED BY runs_by_workflow
    WHERE workspace_id = ? AND workflow_id = ? ORDER BY started_at DESC LIMIT 1`,
};

/** The metrics reads of the store (columns and indexes in `store/metric-columns.ts`). */
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

  /** Finished runs per interval, workflow and version. */
  runCells(scope: MetricScope): MetricCell[] {
    return this.prepare(sql.runs).all(scope) as MetricCell[];
  }

  /** Finished steps of finished runs per interval and model (model calls) or per interval and workflow node (the nodes visited). */
  stepCells(scope: MetricScope, by: 'model' | 'node'): MetricCell[] {
    return this.prepare(sql[by]).all(scope) as MetricCell[];
  }

  /** The name a workflow had at its latest run: for runs of a workflow since deleted. */
  workflowName(workspaceId: string, workflowId: string): string | undefined {
    return (this.prepare(sql.workflowName).get(workspaceId, workflowId) as { name: string } | undefined)?.name;
  }
}
