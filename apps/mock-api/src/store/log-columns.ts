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
 * around it (and the run's own log read, which had no index); by_event a line's event id, unique in
 * its run as `run_events`' key is (a line is an event kept in this table alone).
 */
const logIndexes = `
CREATE INDEX IF NOT EXISTS run_logs_by_seq ON run_logs (workspace_id, seq);
CREATE INDEX IF NOT EXISTS run_logs_by_line ON run_logs (line_id);
CREATE INDEX IF NOT EXISTS run_logs_by_run ON run_logs (run_id, seq);
CREATE UNIQUE INDEX IF NOT EXISTS run_logs_by_event ON run_logs (run_id, event_seq);
`;

/**
 * A line's JSON in a query over `run_logs`: its own, or, for lines kept while the run's events
 * held their text, the text of the event it points at.
 */
export const logLineJson = 'COALESCE(run_logs.json, (SELECT json FROM run_events WHERE run_events.run_id = run_logs.run_id AND run_events.seq = run_logs.event_seq))';

/**
 * Stores written when a line's JSON was kept in `run_logs` too had it `NOT NULL`: the table is
 * remade with the column optional (SQLite cannot drop a constraint), its rows and indexes kept.
 */
function makeLineJsonOptional(db: Database.Database): void {
  const columns = db.pragma('table_info(run_logs)') as { name: string; type: string; notnull: number }[];
  if (!columns.some((column) => column.name === 'json' && column.notnull === 1)) return;
  const names = columns.map((column) => column.name).join(', ');
  const definitions = columns
    .map(({ name, type, notnull }) =>
      name === 'seq' ? 'seq INTEGER PRIMARY KEY AUTOINCREMENT' : `${name} ${type}${notnull && name !== 'json' ? ' NOT NULL' : ''}`,
    )
    .join(', ');
  db.exec(`ALTER TABLE run_logs RENAME TO run_logs_before;
CREATE TABLE run_logs (${definitions});
INSERT INTO run_logs (${names}) SELECT ${names} FROM run_logs_before;
DROP TABLE run_logs_before;
CREATE INDEX IF NOT EXISTS run_logs_by_workspace ON run_logs (workspace_id, ts);`);
}

/** Adds what the log query needs to a store of any age; safe to run on every start. */
export function migrateLogColumns(db: Database.Database): void {
  db.transaction(() => {
    addMissingColumns(db, 'run_logs', logColumns);
    addMissingColumns(db, 'run_logs', [['event_seq', 'INTEGER', 'NULL']]);
    makeLineJsonOptional(db);
    db.exec(logIndexes);
  })();
}
