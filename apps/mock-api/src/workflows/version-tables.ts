import { schemaTables } from '../store/module-tables';

/** Published workflow versions (design section 1.4): written once, never updated. */
export const workflowVersionTables = schemaTables(
  `
CREATE TABLE IF NOT EXISTS workflow_versions (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, workspace_id TEXT NOT NULL, workflow_id TEXT NOT NULL, version TEXT NOT NULL,
  json TEXT NOT NULL,
  UNIQUE (workspace_id, workflow_id, version)
);
`,
  ['workflow_versions'],
);
