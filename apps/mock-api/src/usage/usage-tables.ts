import { schemaTables } from '../store/module-tables';

/** What each workspace used per month (tokens by model, credits, storage) and its workflows' executions. */
export const usageTables = schemaTables(
  `
CREATE TABLE IF NOT EXISTS usage_records (
  workspace_id TEXT NOT NULL, type TEXT NOT NULL, model TEXT NOT NULL, year INTEGER NOT NULL, month INTEGER NOT NULL,
  usage REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS workflow_executions (
  workspace_id TEXT NOT NULL, workflow_name TEXT NOT NULL, year INTEGER NOT NULL, month INTEGER NOT NULL,
  count INTEGER NOT NULL
);
`,
  ['usage_records', 'workflow_executions'],
);
