import type Database from 'better-sqlite3';
import type { FoundEdge, FoundNode, LineageRun } from './lineage-of-step';

/** The UTC day a run started on, the day rows' key. */
export const dayOf = (iso: string): string => iso.slice(0, 10);

/**
 * Adds what a step found to the lineage tables (`lineage-tables.ts`): each node and edge
 * once per run, then once more in its day's count and last seen when the run had not used it yet.
 */
export class LineageWriter {
  private readonly statements;

  constructor(db: Database.Database) {
    this.statements = {
      node: db.prepare(
        `INSERT INTO lineage_nodes (workspace_id, id, kind, name, resource, record_id) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (workspace_id, id) DO UPDATE SET name = excluded.name`,
      ),
      runNode: db.prepare('INSERT OR IGNORE INTO lineage_run_nodes (run_id, node, workspace_id, started_at) VALUES (?, ?, ?, ?)'),
      nodeDay: db.prepare(
        `INSERT INTO lineage_node_days (workspace_id, day, node, runs, last_seen) VALUES (?, ?, ?, 1, ?)
         ON CONFLICT (workspace_id, day, node) DO UPDATE SET runs = runs + 1, last_seen = MAX(last_seen, excluded.last_seen)`,
      ),
      runEdge: db.prepare('INSERT OR IGNORE INTO lineage_run_edges (run_id, source, target, workspace_id, started_at, kind) VALUES (?, ?, ?, ?, ?, ?)'),
      edgeDay: db.prepare(
        `INSERT INTO lineage_edge_days (workspace_id, day, source, target, kind, runs, last_seen) VALUES (?, ?, ?, ?, ?, 1, ?)
         ON CONFLICT (workspace_id, day, source, target) DO UPDATE SET runs = runs + 1, last_seen = MAX(last_seen, excluded.last_seen)`,
      ),
    };
  }

  write(workspaceId: string, run: LineageRun, found: { nodes: FoundNode[]; edges: FoundEdge[] }): void {
    const { statements } = this;
    const day = dayOf(run.startedAt);
    for (const node of found.nodes) {
      statements.node.run(workspaceId, node.id, node.kind, node.name, node.resource, node.recordId);
      if (statements.runNode.run(run.id, node.id, workspaceId, run.startedAt).changes > 0) statements.nodeDay.run(workspaceId, day, node.id, run.startedAt);
    }
    for (const edge of found.edges) {
      if (statements.runEdge.run(run.id, edge.source, edge.target, workspaceId, run.startedAt, edge.kind).changes > 0) {
        statements.edgeDay.run(workspaceId, day, edge.source, edge.target, edge.kind, run.startedAt);
      }
    }
  }
}
