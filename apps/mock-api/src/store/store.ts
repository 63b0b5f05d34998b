import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { configurationTables } from '../configurations/configuration-tables';
import { demoTables } from '../demo/idempotency-keys';
import { ConfigurationRepository } from '../configurations/configuration-repository';
import { feedbackTables } from '../feedback/feedback-tables';
import { FeedbackRepository } from '../feedback/feedback-repository';
import { lineageTables } from '../lineage/lineage-tables';
import { metricRollupTables } from '../metrics/rollup-tables';
import { recordTables } from '../records/record-tables';
import { RecordRepository } from '../records/record-repository';
import { sessionTables } from '../sessions/session-tables';
import { SessionRepository } from '../sessions/session-repository';
import { testingTables } from '../testing-studio/testing-tables';
import { usageTables } from '../usage/usage-tables';
import { UsageRepository } from '../usage/usage-repository';
import { workflowVersionTables } from '../workflows/version-tables';
import { environmentTables } from '../workflows/environments/environment-tables';
import { WorkflowVersionRepository } from '../workflows/version-repository';
import { migrateLogColumns } from './log-columns';
import { migrateMetricColumns } from './metric-columns';
import { schemaTables, type ModuleTables } from './module-tables';
import { runTableNames, runTablesSchema } from './run-tables';

// Where callers have long imported the record types from.
export { DuplicateNameError, nameKey, type StoredRecord } from '../records/record-repository';

/** The store's own table: what it knows about itself (when it was initialised and seeded). */
const metaTables = schemaTables('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);', ['meta']);

/** The runs' tables, with the columns and indexes the log query and metrics read from them. */
const runTables: ModuleTables = {
  create: (db) => {
    db.exec(runTablesSchema);
    migrateLogColumns(db);
    migrateMetricColumns(db);
  },
  names: runTableNames,
};

/** Every module's tables, created in this order (lineage and the metrics rollups fill themselves from the runs of an older store). */
const moduleTables: readonly ModuleTables[] = [
  metaTables,
  recordTables,
  workflowVersionTables,
  environmentTables,
  sessionTables,
  configurationTables,
  feedbackTables,
  usageTables,
  runTables,
  metricRollupTables,
  lineageTables,
  testingTables,
  demoTables,
];

/** On disk in a data folder, in memory, or in memory from a copy of another store (`snapshot()`). */
export type StoreLocation = { dataDir: string } | 'memory' | { snapshot: Buffer };

/**
 * The pages the write-ahead log grows to before they are copied into the database (SQLite's
 * default is 1,000, 4 MB): a run writes some 60 KB, so a copy came every 70 runs, each page
 * copied however many commits had rewritten it, and the copy is what waits for the disk under
 * synchronous=NORMAL. Durability is the same (every commit is in the log before it is answered).
 */
const WAL_CHECKPOINT_PAGES = 10_000;

/**
 * The embedded store (better-sqlite3): the connection, every module's tables and the
 * repositories over them. On disk it runs in WAL mode with synchronous=NORMAL, one setting for the
 * whole store (the mock API's README says why): a commit is in the operating system's hands before
 * its response is sent, so a killed process (SIGKILL included) loses nothing it acknowledged; only
 * a power cut or an operating system crash may lose the last commits before a checkpoint, never
 * leaving the store corrupt. Waiting for the disk at every commit (synchronous=FULL) made runs on
 * disk several times slower.
 */
export class Store {
  readonly db: Database.Database;
  readonly records: RecordRepository;
  readonly versions: WorkflowVersionRepository;
  readonly sessions: SessionRepository;
  readonly configurations: ConfigurationRepository;
  readonly feedback: FeedbackRepository;
  readonly usage: UsageRepository;
  private readonly statements;

  constructor(location: StoreLocation) {
    if (location === 'memory') {
      this.db = new Database(':memory:');
    } else if ('snapshot' in location) {
      this.db = new Database(location.snapshot);
    } else {
      mkdirSync(location.dataDir, { recursive: true });
      this.db = new Database(path.join(location.dataDir, 'mock-api.sqlite'));
      this.db.pragma('journal_mode = WAL');
      this.db.pragma('synchronous = NORMAL');
      this.db.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
    }
    const db = this.db;
    for (const tables of moduleTables) tables.create(db);
    this.records = new RecordRepository(db);
    this.versions = new WorkflowVersionRepository(db);
    this.sessions = new SessionRepository(db);
    this.configurations = new ConfigurationRepository(db);
    this.feedback = new FeedbackRepository(db);
    this.usage = new UsageRepository(db);
    this.statements = {
      getMeta: db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?'),
      setMeta: db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)'),
    };
  }

  meta(key: string): string | undefined {
    return this.statements.getMeta.get(key)?.value;
  }

  setMeta(key: string, value: string): void {
    this.statements.setMeta.run(key, value);
  }

  /** Empties every module's tables (sessions included) in one transaction. */
  clear(): void {
    this.db.transaction(() => {
      for (const table of moduleTables.flatMap((tables) => tables.names)) this.db.exec(`DELETE FROM ${table}`);
    })();
    this.sessions.forgetCached();
    this.records.changed();
  }

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  /** The whole store as bytes, to open copies of it in memory. */
  snapshot(): Buffer {
    return this.db.serialize();
  }

  close(): void {
    this.db.close();
  }
}
