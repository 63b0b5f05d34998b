import type Database from 'better-sqlite3';

/** Adds the columns a table lacks, filled from each row's JSON by the given expressions. */
export function addMissingColumns(db: Database.Database, table: string, columns: readonly (readonly [string, string, string])[]): void {
  const present = new Set((db.pragma(`table_info(${table})`) as { name: string }[]).map((column) => column.name));
  const missing = columns.filter(([name]) => !present.has(name));
  if (missing.length === 0) return;
  for (const [name, type] of missing) db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${type}`);
  db.exec(`UPDATE ${table} SET ${missing.map(([name, , value]) => `${name} = ${value}`).join(', ')}`);
}
