import type { Environment, EnvironmentMove } from '@agentdeck/api-client';
import { FIXED_ENVIRONMENTS } from '@agentdeck/api-client/rules';
import type Database from 'better-sqlite3';
import type { Store } from '../../store/store';

/** An environment as `production` and `staging` start: pointing at no version. */
export function emptyEnvironment(workflowId: string, name: string, at: string, fields: Partial<Environment> = {}): Environment {
  return { workflowId, name, version: null, protected: false, gate: null, canary: null, revision: 0, pendingMoveId: null, updatedAt: at, ...fields };
}

const fixedFirst = (a: Environment, b: Environment) => {
  const rank = (name: string) => {
    const index = (FIXED_ENVIRONMENTS as readonly string[]).indexOf(name);
    return index === -1 ? FIXED_ENVIRONMENTS.length : index;
  };
  return rank(a.name) - rank(b.name) || a.name.localeCompare(b.name);
};

/** The queries on `workflow_environments` and `environment_moves` (`environment-tables.ts`). */
export class EnvironmentRecords {
  private readonly statements;

  constructor(db: Database.Database) {
    this.statements = {
      get: db.prepare<[string, string, string], { json: string }>('SELECT json FROM workflow_environments WHERE workspace_id = ? AND workflow_id = ? AND name = ?'),
      list: db.prepare<[string, string], { json: string }>('SELECT json FROM workflow_environments WHERE workspace_id = ? AND workflow_id = ?'),
      put: db.prepare('INSERT OR REPLACE INTO workflow_environments (workspace_id, workflow_id, name, json) VALUES (?, ?, ?, ?)'),
      insertMissing: db.prepare('INSERT OR IGNORE INTO workflow_environments (workspace_id, workflow_id, name, json) VALUES (?, ?, ?, ?)'),
      delete: db.prepare('DELETE FROM workflow_environments WHERE workspace_id = ? AND workflow_id = ? AND name = ?'),
      deleteMoves: db.prepare('DELETE FROM environment_moves WHERE workspace_id = ? AND workflow_id = ? AND environment = ?'),
      deleteOf: db.prepare('DELETE FROM workflow_environments WHERE workspace_id = ? AND workflow_id = ?'),
      deleteMovesOf: db.prepare('DELETE FROM environment_moves WHERE workspace_id = ? AND workflow_id = ?'),
      addMove: db.prepare('INSERT INTO environment_moves (workspace_id, workflow_id, environment, id, json) VALUES (?, ?, ?, ?, ?)'),
      saveMove: db.prepare('UPDATE environment_moves SET json = ? WHERE workspace_id = ? AND id = ?'),
      getMove: db.prepare<[string, string], { json: string }>('SELECT json FROM environment_moves WHERE workspace_id = ? AND id = ?'),
      pending: db.prepare<[], { workspace_id: string; json: string }>(
        "SELECT workspace_id, json FROM environment_moves WHERE json_extract(json, '$.status') = 'pending' ORDER BY seq",
      ),
      moves: db.prepare<[string, string, string], { json: string }>(
        'SELECT json FROM environment_moves WHERE workspace_id = ? AND workflow_id = ? AND environment = ? ORDER BY seq DESC',
      ),
    };
  }

  get(workspaceId: string, workflowId: string, name: string): Environment | undefined {
    const row = this.statements.get.get(workspaceId, workflowId, name);
    return row ? (JSON.parse(row.json) as Environment) : undefined;
  }

  /** Writes `production` and `staging` where the workflow lacks them (a workflow made before environments existed, or just created). */
  ensureFixed(workspaceId: string, workflowId: string, at: string): void {
    for (const name of FIXED_ENVIRONMENTS) this.statements.insertMissing.run(workspaceId, workflowId, name, JSON.stringify(emptyEnvironment(workflowId, name, at)));
  }

  /** production, staging, then the others by name. */
  list(workspaceId: string, workflowId: string): Environment[] {
    return this.statements.list.all(workspaceId, workflowId).map((row) => JSON.parse(row.json) as Environment).sort(fixedFirst);
  }

  put(workspaceId: string, environment: Environment): void {
    this.statements.put.run(workspaceId, environment.workflowId, environment.name, JSON.stringify(environment));
  }

  /** Deletes the environment with its moves. */
  delete(workspaceId: string, workflowId: string, name: string): void {
    this.statements.delete.run(workspaceId, workflowId, name);
    this.statements.deleteMoves.run(workspaceId, workflowId, name);
  }

  /** Deletes a workflow's environments and moves, with the workflow. */
  deleteOf(workspaceId: string, workflowId: string): void {
    this.statements.deleteOf.run(workspaceId, workflowId);
    this.statements.deleteMovesOf.run(workspaceId, workflowId);
  }

  addMove(workspaceId: string, move: EnvironmentMove): void {
    this.statements.addMove.run(workspaceId, move.workflowId, move.environment, move.id, JSON.stringify(move));
  }

  saveMove(workspaceId: string, move: EnvironmentMove): void {
    this.statements.saveMove.run(JSON.stringify(move), workspaceId, move.id);
  }

  move(workspaceId: string, id: string): EnvironmentMove | undefined {
    const row = this.statements.getMove.get(workspaceId, id);
    return row ? (JSON.parse(row.json) as EnvironmentMove) : undefined;
  }

  /** Moves still waiting for their gate, in every workspace (after a restart, none is being decided). */
  pendingMoves(): { workspaceId: string; move: EnvironmentMove }[] {
    return this.statements.pending.all().map((row) => ({ workspaceId: row.workspace_id, move: JSON.parse(row.json) as EnvironmentMove }));
  }

  /** Newest first. */
  moves(workspaceId: string, workflowId: string, name: string): EnvironmentMove[] {
    return this.statements.moves.all(workspaceId, workflowId, name).map((row) => JSON.parse(row.json) as EnvironmentMove);
  }
}

const byStore = new WeakMap<Store, EnvironmentRecords>();

/** The store's environment records, its statements prepared once. */
export function environmentsOf(store: Store): EnvironmentRecords {
  let records = byStore.get(store);
  if (!records) byStore.set(store, (records = new EnvironmentRecords(store.db)));
  return records;
}
