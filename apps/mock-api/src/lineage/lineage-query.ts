import type { LineageEdgeKind, LineageNodeKind, ResourceKey } from '@agentdeck/api-client';
import type Database from 'better-sqlite3';
import type { Store } from '../store/store';
import { dayOf } from './lineage-writer';

export interface TalliedEdge {
  source: string;
  target: string;
  kind: LineageEdgeKind;
  runs: number;
  lastSeen: string;
}

export interface TalliedNode {
  id: string;
  kind: LineageNodeKind;
  name: string;
  resource: ResourceKey;
  recordId: string;
  runs: number;
  lastSeen: string;
}

/** Whole days before `asOf`'s day from the day rows; the part of its day before it from the run rows. */
const tallied = (days: string, runs: string, key: string, columns: string) => `
  SELECT ${key}, ${columns} SUM(runs) AS runs, MAX(last_seen) AS lastSeen FROM (
    SELECT ${key}, ${columns} runs, last_seen FROM ${days} WHERE workspace_id = @workspaceId AND day < @day
    UNION ALL
    SELECT ${key}, ${columns} COUNT(*), MAX(started_at) FROM ${runs}
      WHERE workspace_id = @workspaceId AND started_at >= @dayStart AND started_at < @asOf GROUP BY ${key}
  ) GROUP BY ${key}`;

/**
 * Reads the lineage tables (`lineage-tables.ts`): the workspace's edges and nodes with their
 * run counts and last seen, counting the runs started before `asOf` (all of them without it).
 * Each answer reads a few rows per day and edge, not the runs.
 */
export class LineageQuery {
  private readonly statements;

  constructor(private readonly store: Store) {
    const db: Database.Database = store.db;
    this.statements = {
      edges: db.prepare<Record<string, string>, TalliedEdge>(tallied('lineage_edge_days', 'lineage_run_edges', 'source, target', 'kind,')),
      nodes: db.prepare<Record<string, string>, TalliedNode>(
        `SELECT n.id, n.kind, n.name, n.resource, n.record_id AS recordId, t.runs, t.lastSeen
         FROM (${tallied('lineage_node_days', 'lineage_run_nodes', 'node', '')}) t JOIN lineage_nodes n ON n.workspace_id = @workspaceId AND n.id = t.node`,
      ),
      node: db.prepare<[string, string], Omit<TalliedNode, 'runs' | 'lastSeen'>>(
        'SELECT id, kind, name, resource, record_id AS recordId FROM lineage_nodes WHERE workspace_id = ? AND id = ?',
      ),
    };
  }

  private scope(workspaceId: string, asOf: string | null) {
    if (!asOf) return { workspaceId, day: '~', dayStart: '~', asOf: '~' };
    const day = dayOf(asOf);
    return { workspaceId, day, dayStart: `${day}T00:00:00.000Z`, asOf };
  }

  /** `asOf` as the store writes instants (`toISOString`), or null for every run. */
  tally(workspaceId: string, asOf: string | null): { edges: TalliedEdge[]; nodes: TalliedNode[] } {
    const scope = this.scope(workspaceId, asOf);
    return { edges: this.statements.edges.all(scope), nodes: this.statements.nodes.all(scope) };
  }

  /** A node some run of the workspace used, at any time. */
  known(workspaceId: string, id: string): Omit<TalliedNode, 'runs' | 'lastSeen'> | undefined {
    return this.statements.node.get(workspaceId, id);
  }
}
