import type Database from 'better-sqlite3';

/** The queries on `configurations` (`configuration-tables.ts`). */
export class ConfigurationRepository {
  private readonly statements;

  constructor(db: Database.Database) {
    this.statements = {
      list: db.prepare<[string], { key: string; value: string }>('SELECT key, value FROM configurations WHERE workspace_id = ? ORDER BY key'),
      set: db.prepare('INSERT OR REPLACE INTO configurations (workspace_id, key, value) VALUES (?, ?, ?)'),
    };
  }

  /** The workspace's settings, by key. */
  list(workspaceId: string): { key: string; value: string }[] {
    return this.statements.list.all(workspaceId);
  }

  set(workspaceId: string, key: string, value: string): void {
    this.statements.set.run(workspaceId, key, value);
  }
}
