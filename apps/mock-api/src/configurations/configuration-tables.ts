import { schemaTables } from '../store/module-tables';

/** A workspace's settings by key (the prompt enhancement source among them), each value a JSON text. */
export const configurationTables = schemaTables(
  `
CREATE TABLE IF NOT EXISTS configurations (
  workspace_id TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (workspace_id, key)
);
`,
  ['configurations'],
);
