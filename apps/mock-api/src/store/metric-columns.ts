import type Database from 'better-sqlite3';
import { addMissingColumns } from './add-missing-columns';
import { backfillWaitingTime } from './waiting-time-backfill';

/**
 * The columns and indexes metrics read (design section 3.3). A run's duration, tokens and credits
 * live in its JSON; reading 100,000 runs' JSON takes seconds, so they are copied into columns by
 * their only writers (`RunRecords.insertRun`, `updateRun` and `saveStep`), and covering indexes let
 * a metrics query read the index alone (the columns sit after `json` in each row, where reading
 * them would load the whole record).
 *
 * Kept apart from `run-tables.ts`: stores written before these columns existed gain them here,
 * backfilled from the JSON, once (a fresh store gains them on an empty table).
 */
const runColumns = [
  ['duration_ms', 'INTEGER', "json_extract(json, '$.durationMs')"],
  ['active_ms', 'INTEGER', "json_extract(json, '$.activeMs')"],
  ['tokens', 'INTEGER', "json_extract(json, '$.tokens')"],
  ['credits', 'REAL', "json_extract(json, '$.credits')"],
] as const;

const stepColumns = [
  ['parent_id', 'TEXT', "json_extract(json, '$.parentId')"],
  ['kind', 'TEXT', "json_extract(json, '$.kind')"],
  ['model', 'TEXT', "json_extract(json, '$.model')"],
  ['node_id', 'TEXT', "json_extract(json, '$.nodeId')"],
  ['name', 'TEXT', "json_extract(json, '$.name')"],
  ['status', 'TEXT', "json_extract(json, '$.status')"],
  ['duration_ms', 'INTEGER', "json_extract(json, '$.durationMs')"],
  ['active_ms', 'INTEGER', "json_extract(json, '$.durationMs') - json_extract(json, '$.waitingMs')"],
  ['tokens', 'INTEGER', "json_extract(json, '$.tokens.prompt') + json_extract(json, '$.tokens.completion')"],
  ['credits', 'REAL', "json_extract(json, '$.credits')"],
] as const;

// Latency is active time, wall time beside it (design section 3.3): both durations are covered.
// The indexes before active time was (`runs_for_metrics`, `run_steps_for_metrics`) are dropped.
const metricIndexes = `
DROP INDEX IF EXISTS runs_for_metrics;
DROP INDEX IF EXISTS run_steps_for_metrics;
CREATE INDEX IF NOT EXISTS runs_for_latency_metrics
  ON runs (workspace_id, started_at, status, workflow_id, version, duration_ms, active_ms, tokens, credits, id);
CREATE INDEX IF NOT EXISTS run_steps_for_latency_metrics
  ON run_steps (run_id, parent_id, kind, model, node_id, name, status, duration_ms, active_ms, tokens, credits);
`;

const hasColumn = (db: Database.Database, table: string, column: string) =>
  (db.pragma(`table_info(${table})`) as { name: string }[]).some((one) => one.name === column);

/** Adds what metrics need to a store of any age; safe to run on every start. */
export function migrateMetricColumns(db: Database.Database): void {
  db.transaction(() => {
    // Before active time had a column, no run or step recorded its waiting time either.
    if (!hasColumn(db, 'runs', 'active_ms')) backfillWaitingTime(db);
    addMissingColumns(db, 'runs', runColumns);
    addMissingColumns(db, 'run_steps', stepColumns);
    db.exec(metricIndexes);
  })();
}
