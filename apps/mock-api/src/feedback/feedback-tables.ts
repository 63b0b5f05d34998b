import { schemaTables } from '../store/module-tables';

/**
 * Feedback sent to the chatbot service, kept as the workspace's learning records, and each
 * workflow's feedback key, kept only as its SHA-256 and its last four characters (`keys.ts`).
 */
export const feedbackTables = schemaTables(
  `
-- Feedback written before keys existed named no workspace, so no one could be shown it.
DROP TABLE IF EXISTS feedback;
CREATE TABLE IF NOT EXISTS learning_records (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, workspace_id TEXT NOT NULL, workflow_id TEXT NOT NULL, json TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS learning_records_by_workflow ON learning_records (workspace_id, workflow_id);
CREATE TABLE IF NOT EXISTS feedback_keys (
  workspace_id TEXT NOT NULL, workflow_id TEXT NOT NULL, key_hash TEXT NOT NULL, key_hint TEXT NOT NULL, created_at TEXT NOT NULL,
  PRIMARY KEY (workspace_id, workflow_id)
);
CREATE INDEX IF NOT EXISTS feedback_keys_by_hash ON feedback_keys (workflow_id, key_hash);
`,
  ['learning_records', 'feedback_keys'],
);
