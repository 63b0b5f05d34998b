import { schemaTables } from '../store/module-tables';

/**
 * Every workspace resource's records as the JSON answered to clients, their write-only fields
 * apart in `secrets`, and `tombstones`: a deleted record's name, so a workflow still naming it can
 * say which one is gone.
 */
export const recordTables = schemaTables(
  `
CREATE TABLE IF NOT EXISTS records (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  workspace_id TEXT NOT NULL,
  resource TEXT NOT NULL,
  id TEXT NOT NULL,
  name_key TEXT NOT NULL,
  json TEXT NOT NULL,
  UNIQUE (workspace_id, resource, id),
  UNIQUE (workspace_id, resource, name_key)
);
CREATE TABLE IF NOT EXISTS secrets (
  workspace_id TEXT NOT NULL, resource TEXT NOT NULL, id TEXT NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL,
  PRIMARY KEY (workspace_id, resource, id, field)
);
CREATE TABLE IF NOT EXISTS tombstones (
  workspace_id TEXT NOT NULL, resource TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL,
  PRIMARY KEY (workspace_id, resource, id)
);
`,
  ['records', 'secrets', 'tombstones'],
);
