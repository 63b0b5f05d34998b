import type Database from 'better-sqlite3';
import type { ModuleTables } from '../store/module-tables';

/** Signed-in tokens: whose they are and when they were last used. */
const schema = `
CREATE TABLE IF NOT EXISTS sessions (
  token TEXT PRIMARY KEY, user_id TEXT NOT NULL, created_at TEXT NOT NULL, last_used_at TEXT NOT NULL
);
`;

/** Stores written before sessions ended after a time without use hold no last use: it is the sign-in. */
function addLastUse(db: Database.Database): void {
  const columns = db.pragma('table_info(sessions)') as Array<{ name: string }>;
  if (columns.some((column) => column.name === 'last_used_at')) return;
  db.exec('ALTER TABLE sessions ADD COLUMN last_used_at TEXT; UPDATE sessions SET last_used_at = created_at');
}

export const sessionTables: ModuleTables = {
  create: (db) => {
    db.exec(schema);
    addLastUse(db);
  },
  names: ['sessions'],
};
