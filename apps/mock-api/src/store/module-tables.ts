import type Database from 'better-sqlite3';

/**
 * A module's tables as the store sees them: each module owns its tables' schema (and the queries
 * on them, in its repository); the store only opens every module's tables and empties them on a
 * reset (`store.ts` lists the modules).
 */
export interface ModuleTables {
  /** Creates the tables where missing and brings those of an older store up to date; run at every open. */
  create(db: Database.Database): void;
  /** The tables a reset empties. */
  names: readonly string[];
}

/** Tables whose whole schema is one text of `CREATE … IF NOT EXISTS` statements. */
export const schemaTables = (schema: string, names: readonly string[]): ModuleTables => ({
  create: (db) => db.exec(schema),
  names,
});
