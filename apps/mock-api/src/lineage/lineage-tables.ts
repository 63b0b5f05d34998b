import type Database from 'better-sqlite3';
import type { RunStep } from '@agentdeck/api-client';
import type { ModuleTables } from '../store/module-tables';
import { lineageOfStep } from './lineage-of-step';
import { LineageWriter } from './lineage-writer';

/**
 * The tables data lineage reads (design section 3.4), written by `LineageWriter` as run steps
 * finish. `lineage_run_edges` and `lineage_run_nodes` hold each (run, edge) and (run, node) once,
 * so a run that reads a database in two steps counts once; `lineage_edge_days` and
 * `lineage_node_days` add them up per day of the runs' start, so a graph as of any time reads the
 * whole days before it from the day rows and the rest of its day from the run rows, exactly.
 * `lineage_nodes` keeps each node's kind, record and the name a run last gave it.
 */
const lineageTablesSchema = `
CREATE TABLE IF NOT EXISTS lineage_nodes (
  workspace_id TEXT NOT NULL, id TEXT NOT NULL, kind TEXT NOT NULL, name TEXT NOT NULL, resource TEXT NOT NULL, record_id TEXT NOT NULL,
  PRIMARY KEY (workspace_id, id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS lineage_run_edges (
  run_id TEXT NOT NULL, source TEXT NOT NULL, target TEXT NOT NULL, workspace_id TEXT NOT NULL, started_at TEXT NOT NULL, kind TEXT NOT NULL,
  PRIMARY KEY (run_id, source, target)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS lineage_run_edges_by_time ON lineage_run_edges (workspace_id, started_at, source, target, kind);
CREATE TABLE IF NOT EXISTS lineage_run_nodes (
  run_id TEXT NOT NULL, node TEXT NOT NULL, workspace_id TEXT NOT NULL, started_at TEXT NOT NULL,
  PRIMARY KEY (run_id, node)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS lineage_run_nodes_by_time ON lineage_run_nodes (workspace_id, started_at, node);
CREATE TABLE IF NOT EXISTS lineage_edge_days (
  workspace_id TEXT NOT NULL, day TEXT NOT NULL, source TEXT NOT NULL, target TEXT NOT NULL, kind TEXT NOT NULL, runs INTEGER NOT NULL, last_seen TEXT NOT NULL,
  PRIMARY KEY (workspace_id, day, source, target)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS lineage_node_days (
  workspace_id TEXT NOT NULL, day TEXT NOT NULL, node TEXT NOT NULL, runs INTEGER NOT NULL, last_seen TEXT NOT NULL,
  PRIMARY KEY (workspace_id, day, node)
) WITHOUT ROWID;
`;

export const lineageTableNames = ['lineage_nodes', 'lineage_run_edges', 'lineage_run_nodes', 'lineage_edge_days', 'lineage_node_days'] as const;

/**
 * Creates the lineage tables; a store written before they existed gets them filled from its run
 * steps' recorded reads and writes, once (a store with no runs, or lineage rows already, is left).
 * Opened after the run tables, which it reads.
 */
function createLineageTables(db: Database.Database): void {
  const existed = (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'lineage_nodes'").get() as unknown) !== undefined;
  db.exec(lineageTablesSchema);
  if (existed) return;
  const writer = new LineageWriter(db);
  const runs = db
    .prepare<[], { workspaceId: string; id: string; workflowId: string; workflowName: string; startedAt: string }>(
      "SELECT workspace_id AS workspaceId, id, workflow_id AS workflowId, json_extract(json, '$.workflowName') AS workflowName, started_at AS startedAt FROM runs ORDER BY seq",
    )
    .all();
  const steps = db.prepare<[string], { json: string }>('SELECT json FROM run_steps WHERE run_id = ? ORDER BY seq');
  db.transaction(() => {
    for (const run of runs) {
      for (const step of steps.all(run.id)) writer.write(run.workspaceId, run, lineageOfStep(run, JSON.parse(step.json) as RunStep));
    }
  })();
}

export const lineageTables: ModuleTables = { create: createLineageTables, names: lineageTableNames };
