import type Database from 'better-sqlite3';
import { addMissingColumns } from './add-missing-columns';

/**
 * The columns the log query reads (design section 3.2). A line's fields live in its JSON; a query
 * over a day of 100,000 runs' lines that parsed each line's JSON took seconds, so `RunRecords.addLog`
 * (their only writer) copies them into columns, which the query compiler (`logs/query-fields.ts`)
 * names. Kept apart from `run-tables.ts`, as the metric columns are: stores written before these
 * columns existed gain them here, backfilled from the JSON, once.
 */
export const logColumns = [
  ['line_id', 'TEXT', "json_extract(json, '$.id')"],
  ['workflow_id', 'TEXT', "json_extract(json, '$.workflowId')"],
  ['workflow_name', 'TEXT', "json_extract(json, '$.workflowName')"],
  ['version', 'TEXT', "json_extract(json, '$.version')"],
  ['node_id', 'TEXT', "json_extract(json, '$.nodeId')"],
  ['node', 'TEXT', "json_extract(json, '$.node')"],
  ['message', 'TEXT', "json_extract(json, '$.message')"],
  ['duration_ms', 'REAL', "json_extract(json, '$.durationMs')"],
  ['attributes', 'TEXT', "COALESCE(json_extract(json, '$.attributes'), '{}')"],
] as const;

/*
 * run_logs_by_workspace (workspace_id, ts) serves the range scans of the list, histogram and facets;
 * by_seq the live tail's "written after this line"; by_line a line's context; by_run the run's lines
 * around it (and the run's own log read, which had no index).
 */
const logIndexes = `
CREATE INDEX IF NOT EXISTS run_logs_by_seq ON run_logs (workspace_id, seq);
CREATE INDEX IF NOT EXISTS run_logs_by_line ON run_logs (line_id);
CREATE INDEX IF NOT EXISTS run_logs_by_run ON run_logs (run_id, seq);
`;

/** Adds what the log query needs to a store of any age; safe to run on every start. */
export function migrateLogColumns(db: Database.Database): void {
  db.transaction(() => {
    addMissingColumns(db, 'run_logs', logColumns);
    db.exec(logIndexes);
  })();
}
