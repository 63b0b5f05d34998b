import type Database from 'better-sqlite3';

export interface FeedbackKeyRow {
  workflow_id: string;
  key_hint: string;
  created_at: string;
}

/** The queries on `learning_records` and `feedback_keys` (`feedback-tables.ts`). */
export class FeedbackRepository {
  private readonly statements;

  constructor(db: Database.Database) {
    this.statements = {
      add: db.prepare('INSERT INTO learning_records (workspace_id, workflow_id, json) VALUES (?, ?, ?)'),
      list: db.prepare<[string], { json: string }>('SELECT json FROM learning_records WHERE workspace_id = ? ORDER BY seq DESC'),
      listOf: db.prepare<[string, string], { json: string }>(
        'SELECT json FROM learning_records WHERE workspace_id = ? AND workflow_id = ? ORDER BY seq DESC',
      ),
      get: db.prepare<[string, string], { json: string }>("SELECT json FROM learning_records WHERE workspace_id = ? AND json_extract(json, '$.id') = ?"),
      setKey: db.prepare(
        'INSERT OR REPLACE INTO feedback_keys (workspace_id, workflow_id, key_hash, key_hint, created_at) VALUES (?, ?, ?, ?, ?)',
      ),
      getKey: db.prepare<[string, string], FeedbackKeyRow>(
        'SELECT workflow_id, key_hint, created_at FROM feedback_keys WHERE workspace_id = ? AND workflow_id = ?',
      ),
      findKey: db.prepare<[string, string], { workspace_id: string }>('SELECT workspace_id FROM feedback_keys WHERE workflow_id = ? AND key_hash = ?'),
    };
  }

  add(workspaceId: string, workflowId: string, record: object): void {
    this.statements.add.run(workspaceId, workflowId, JSON.stringify(record));
  }

  /** The workspace's learning records, or those of one workflow, newest first. */
  list(workspaceId: string, workflowId?: string): unknown[] {
    const rows = workflowId === undefined ? this.statements.list.all(workspaceId) : this.statements.listOf.all(workspaceId, workflowId);
    return rows.map((row) => JSON.parse(row.json) as unknown);
  }

  /** A learning record of the workspace, by its id. */
  get(workspaceId: string, id: string): unknown {
    const row = this.statements.get.get(workspaceId, id);
    return row ? (JSON.parse(row.json) as unknown) : undefined;
  }

  /** Keeps a workflow's feedback key as its hash and hint, replacing the one before. */
  setKey(workspaceId: string, workflowId: string, keyHash: string, keyHint: string, createdAt: string): void {
    this.statements.setKey.run(workspaceId, workflowId, keyHash, keyHint, createdAt);
  }

  key(workspaceId: string, workflowId: string): FeedbackKeyRow | undefined {
    return this.statements.getKey.get(workspaceId, workflowId);
  }

  /** The workspace whose key for this workflow has this hash, if any. */
  workspaceOfKey(workflowId: string, keyHash: string): string | undefined {
    return this.statements.findKey.get(workflowId, keyHash)?.workspace_id;
  }
}
