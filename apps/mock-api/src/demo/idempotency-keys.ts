import type Database from 'better-sqlite3';
import { schemaTables } from '../store/module-tables';

/**
 * The `Idempotency-Key`s the demo REST API was called with, each request on its own row, in the
 * store, so they outlive a killed mock API: a test counts how often a run's tool call was made
 * across a restart (design section 2.1b: at least once, each key at most twice after one kill).
 */
export const demoTables = schemaTables(
  `CREATE TABLE IF NOT EXISTS demo_idempotency_keys (
     seq INTEGER PRIMARY KEY AUTOINCREMENT, key TEXT NOT NULL, method TEXT NOT NULL, path TEXT NOT NULL, seen_at TEXT NOT NULL
   );`,
  ['demo_idempotency_keys'],
);

export interface SeenKey {
  key: string;
  method: string;
  path: string;
  /** How many requests carried the key. */
  count: number;
}

export class DemoIdempotencyKeys {
  private readonly insert: Database.Statement<[string, string, string, string]>;
  private readonly counted: Database.Statement<[], SeenKey>;

  constructor(db: Database.Database) {
    this.insert = db.prepare('INSERT INTO demo_idempotency_keys (key, method, path, seen_at) VALUES (?, ?, ?, ?)');
    this.counted = db.prepare('SELECT key, method, path, COUNT(*) AS count FROM demo_idempotency_keys GROUP BY key, method, path ORDER BY MIN(seq)');
  }

  /** Kept before the request is answered, so a call the process dies in the middle of is counted. */
  record(key: string, method: string, path: string, at: Date): void {
    this.insert.run(key, method, path, at.toISOString());
  }

  /** Each key seen, with how many requests carried it, in the order first seen. */
  seen(): SeenKey[] {
    return this.counted.all();
  }
}
