import type Database from 'better-sqlite3';
import type { FoundEdge, FoundNode, LineageRun } from './lineage-of-step';

/** The UTC day a run started on, the day rows' key. */
export const dayOf = (iso: string): string => iso.slice(0, 10);

/** Runs whose written nodes and edges are remembered at most (those waiting for human input stay until they end). */
const MAX_REMEMBERED_RUNS = 10_000;

/**
 * Adds what a step found to the lineage tables (`lineage-tables.ts`): each node and edge
 * once per run, then once more in its day's count and last seen when the run had not used it yet.
 * What a run's steps wrote is remembered until it ends (`forget`), so its later steps skip what is
 * on record already: a five-node run's steps found some 10 nodes and 6 edges, 6 and 5 of them new.
 */
export class LineageWriter {
  private readonly statements;
  /** By run: each node written (with the name it was given) and each edge, by `source target`. */
  private readonly written = new Map<string, Map<string, string>>();

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
    const written = this.writtenBy(run.id);
    for (const node of found.nodes) {
      if (written?.get(node.id) === node.name) continue;
      statements.node.run(workspaceId, node.id, node.kind, node.name, node.resource, node.recordId);
      if (statements.runNode.run(run.id, node.id, workspaceId, run.startedAt).changes > 0) statements.nodeDay.run(workspaceId, day, node.id, run.startedAt);
      written?.set(node.id, node.name);
    }
    for (const edge of found.edges) {
      const key = `${edge.source} ${edge.target}`;
      if (written?.has(key)) continue;
      if (statements.runEdge.run(run.id, edge.source, edge.target, workspaceId, run.startedAt, edge.kind).changes > 0) {
        statements.edgeDay.run(workspaceId, day, edge.source, edge.target, edge.kind, run.startedAt);
      }
      written?.set(key, '');
    }
  }

  /** What the run's steps wrote so far, remembered while there is room. */
  private writtenBy(runId: string): Map<string, string> | undefined {
    let written = this.written.get(runId);
    if (!written && this.written.size < MAX_REMEMBERED_RUNS) this.written.set(runId, (written = new Map()));
    return written;
  }

  /** The run has ended (nothing more of it is written), or, without a run, a write was rolled back: forgets what was remembered. */
  forget(runId?: string): void {
    if (runId === undefined) this.written.clear();
    else this.written.delete(runId);
  }
}
