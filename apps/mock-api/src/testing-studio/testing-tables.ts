import { schemaTables } from '../store/module-tables';

/**
 * The testing studio's tables (design section 3.5). A dataset item's revisions each hold in the
 * versions [valid_from, valid_to): a change closes the item's open revision and writes a new one,
 * so a version's items are those whose revision spans it, as they were then. `position` keeps the
 * order items were added across their revisions. Experiments keep their items once finished.
 */
const testingTablesSchema = `
CREATE TABLE IF NOT EXISTS datasets (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, workspace_id TEXT NOT NULL, id TEXT NOT NULL UNIQUE, name_key TEXT NOT NULL, json TEXT NOT NULL,
  UNIQUE (workspace_id, name_key)
);
CREATE TABLE IF NOT EXISTS dataset_versions (
  dataset_id TEXT NOT NULL, version INTEGER NOT NULL, json TEXT NOT NULL, PRIMARY KEY (dataset_id, version)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS dataset_items (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, dataset_id TEXT NOT NULL, item_id TEXT NOT NULL, position INTEGER NOT NULL,
  valid_from INTEGER NOT NULL, valid_to INTEGER, json TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS dataset_items_by_version ON dataset_items (dataset_id, valid_from, position);
CREATE INDEX IF NOT EXISTS dataset_items_by_item ON dataset_items (dataset_id, item_id, valid_to);
CREATE TABLE IF NOT EXISTS experiments (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, workspace_id TEXT NOT NULL, id TEXT NOT NULL UNIQUE, dataset_id TEXT NOT NULL, status TEXT NOT NULL,
  json TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS experiments_by_workspace ON experiments (workspace_id, dataset_id, seq);
CREATE TABLE IF NOT EXISTS experiment_items (
  experiment_id TEXT NOT NULL, position INTEGER NOT NULL, json TEXT NOT NULL, PRIMARY KEY (experiment_id, position)
) WITHOUT ROWID;
`;

export const testingTables = schemaTables(testingTablesSchema, ['datasets', 'dataset_versions', 'dataset_items', 'experiments', 'experiment_items']);
