import { FINISHED_RUN_STATUSES, NO_ENVIRONMENT } from '@agentdeck/api-client';
import type Database from 'better-sqlite3';
import type { ModuleTables } from '../store/module-tables';
import { MetricRollups, RollupBatch } from './metric-rollups';
import type { RollupEntry } from './rollup-entries';

/**
 * The metrics rollups (design section 3.3, `metric-rollups.ts` keeps them): one row per span
 * (hour or day, UTC, named as `started_at` cut to 13 or 10 characters), dimension, interval,
 * workflow, key and environment ('' for runs that named none), with the sums and the latency sketches (`latency-sketch.ts`) as blobs.
 * A rowid table with its key in an index: an upsert rewrites the row, not the key's b-tree with
 * it (half the write's time in a microbenchmark against WITHOUT ROWID, reads unchanged).
 */
const schema = `
CREATE TABLE metric_rollups (
  workspace_id TEXT NOT NULL, span TEXT NOT NULL, dimension TEXT NOT NULL, bucket TEXT NOT NULL, workflow_id TEXT NOT NULL,
  group_key TEXT NOT NULL, environment TEXT NOT NULL, label TEXT, latest TEXT NOT NULL, runs INTEGER NOT NULL, failures INTEGER NOT NULL,
  tokens INTEGER NOT NULL, credits REAL NOT NULL, active BLOB NOT NULL, wall BLOB NOT NULL
);
CREATE UNIQUE INDEX metric_rollups_by_cell ON metric_rollups (workspace_id, span, dimension, bucket, workflow_id, group_key, environment);
`;

const finished = FINISHED_RUN_STATUSES.map((status) => `'${status}'`).join(', ');
const figures = (table: string) =>
  `${table}.status = 'failed' AS failed, ${table}.tokens, ${table}.credits, ${table}.active_ms AS activeMs, ${table}.duration_ms AS durationMs`;
const ofRun = `r.workspace_id AS workspaceId, r.started_at AS startedAt, r.workflow_id AS workflowId,
  COALESCE(json_extract(r.json, '$.environment'), '${NO_ENVIRONMENT.key}') AS environment`;
const stepsOfFinishedRuns = `FROM run_steps s JOIN runs r ON r.id = s.run_id WHERE r.status IN (${finished}) AND s.status IN (${finished})`;

/** The entries of every finished run and step, from the columns metrics read before rollups (`store/metric-columns.ts`). */
const entries = [
  `SELECT ${ofRun}, 'run' AS dimension, r.version AS key, NULL AS label, ${figures('r')} FROM runs r WHERE r.status IN (${finished})`,
  `SELECT ${ofRun}, 'model' AS dimension, COALESCE(s.model, s.name) AS key, NULL AS label, ${figures('s')} ${stepsOfFinishedRuns} AND s.kind = 'model'`,
  `SELECT ${ofRun}, 'node' AS dimension, s.node_id AS key, s.name AS label, ${figures('s')} ${stepsOfFinishedRuns} AND s.parent_id IS NULL`,
];

/** Builds the rollups of a store written before they were kept, from its runs and steps. */
function backfillRollups(db: Database.Database): void {
  const batch = new RollupBatch();
  for (const text of entries) {
    for (const row of db.prepare<[], Omit<RollupEntry, 'failed'> & { failed: number }>(text).iterate()) batch.add({ ...row, failed: row.failed === 1 });
  }
  new MetricRollups(db).write(batch);
}

const hasTable = (db: Database.Database, name: string) => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
const hasColumn = (db: Database.Database, table: string, column: string) =>
  (db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all() as { name: string }[]).some((row) => row.name === column);

/**
 * Created after the runs' tables: a store that had runs before rollups gains them, built once from
 * its runs. Rollups kept before environments (issue 40) cannot be split by environment, so they
 * are dropped and built again the same way.
 */
export const metricRollupTables: ModuleTables = {
  create: (db) => {
    const kept = hasTable(db, 'metric_rollups');
    if (kept && hasColumn(db, 'metric_rollups', 'environment')) return;
    db.transaction(() => {
      if (kept) db.exec('DROP TABLE metric_rollups');
      db.exec(schema);
      backfillRollups(db);
    })();
  },
  names: ['metric_rollups'],
};
