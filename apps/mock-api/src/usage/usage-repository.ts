import type Database from 'better-sqlite3';

export interface UsageRecordRow {
  type: string;
  model: string;
  year: number;
  month: number;
  usage: number;
}

export interface WorkflowExecutionRow {
  workflowName: string;
  year: number;
  month: number;
  count: number;
}

/** The queries on `usage_records` and `workflow_executions` (`usage-tables.ts`). */
export class UsageRepository {
  private readonly statements;

  constructor(db: Database.Database) {
    const recordColumns = 'SELECT type, model, year, month, usage FROM usage_records';
    this.statements = {
      records: db.prepare<[string], UsageRecordRow>(`${recordColumns} WHERE type = ? ORDER BY year, month, model`),
      recordsOf: db.prepare<[string, string], UsageRecordRow>(`${recordColumns} WHERE type = ? AND workspace_id = ? ORDER BY year, month, model`),
      executions: db.prepare<[string], WorkflowExecutionRow>(
        'SELECT workflow_name AS workflowName, year, month, count FROM workflow_executions WHERE workspace_id = ? ORDER BY year, month, workflow_name',
      ),
      add: db.prepare('INSERT INTO usage_records (workspace_id, type, model, year, month, usage) VALUES (?, ?, ?, ?, ?, ?)'),
      addExecution: db.prepare('INSERT INTO workflow_executions (workspace_id, workflow_name, year, month, count) VALUES (?, ?, ?, ?, ?)'),
    };
  }

  /** The usage of one type, of a workspace or (`null`) of the whole platform. */
  records(workspaceId: string | null, type: string): UsageRecordRow[] {
    return workspaceId === null ? this.statements.records.all(type) : this.statements.recordsOf.all(type, workspaceId);
  }

  executions(workspaceId: string): WorkflowExecutionRow[] {
    return this.statements.executions.all(workspaceId);
  }

  add(workspaceId: string, row: UsageRecordRow): void {
    this.statements.add.run(workspaceId, row.type, row.model, row.year, row.month, row.usage);
  }

  addExecution(workspaceId: string, workflowName: string, year: number, month: number, count: number): void {
    this.statements.addExecution.run(workspaceId, workflowName, year, month, count);
  }
}
