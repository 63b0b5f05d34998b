import type Database from 'better-sqlite3';
import type { WorkflowVersion } from '@agentdeck/api-client';

/** The queries on `workflow_versions` (`version-tables.ts`). */
export class WorkflowVersionRepository {
  private readonly statements;

  constructor(db: Database.Database) {
    this.statements = {
      add: db.prepare('INSERT INTO workflow_versions (workspace_id, workflow_id, version, json) VALUES (?, ?, ?, ?)'),
      list: db.prepare<[string, string], { json: string }>('SELECT json FROM workflow_versions WHERE workspace_id = ? AND workflow_id = ? ORDER BY seq'),
      get: db.prepare<[string, string, string], { json: string }>(
        'SELECT json FROM workflow_versions WHERE workspace_id = ? AND workflow_id = ? AND version = ?',
      ),
      deleteOf: db.prepare('DELETE FROM workflow_versions WHERE workspace_id = ? AND workflow_id = ?'),
    };
  }

  /** Keeps a published version; a version is never changed once added. */
  add(workspaceId: string, version: WorkflowVersion): void {
    this.statements.add.run(workspaceId, version.workflowId, version.version, JSON.stringify(version));
  }

  /** A workflow's versions in the order they were published. */
  list(workspaceId: string, workflowId: string): WorkflowVersion[] {
    return this.statements.list.all(workspaceId, workflowId).map((row) => JSON.parse(row.json) as WorkflowVersion);
  }

  get(workspaceId: string, workflowId: string, version: string): WorkflowVersion | undefined {
    const row = this.statements.get.get(workspaceId, workflowId, version);
    return row ? (JSON.parse(row.json) as WorkflowVersion) : undefined;
  }

  /** Deletes a workflow's versions, with the workflow. */
  deleteOf(workspaceId: string, workflowId: string): void {
    this.statements.deleteOf.run(workspaceId, workflowId);
  }
}
