import { schemaTables } from '../../store/module-tables';

/**
 * Environments of workflows and their moves (design section 1.6). An environment is one row,
 * rewritten by each move; a move is written once (a pending one is rewritten when its gate answers).
 */
export const environmentTables = schemaTables(
  `
CREATE TABLE IF NOT EXISTS workflow_environments (
  workspace_id TEXT NOT NULL, workflow_id TEXT NOT NULL, name TEXT NOT NULL, json TEXT NOT NULL,
  PRIMARY KEY (workspace_id, workflow_id, name)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS environment_moves (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, workspace_id TEXT NOT NULL, workflow_id TEXT NOT NULL, environment TEXT NOT NULL,
  id TEXT NOT NULL UNIQUE, json TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS environment_moves_by_environment ON environment_moves (workspace_id, workflow_id, environment, seq);
`,
  ['workflow_environments', 'environment_moves'],
);
