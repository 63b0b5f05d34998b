import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { nameOf, resources, type ResourceKey, type WorkflowVersion } from '@agentdeck/api-client';
import { migrateLogColumns } from './log-columns';
import { lineageTableNames, migrateLineageTables } from './lineage-tables';
import { migrateMetricColumns } from './metric-columns';
import { runTableNames, runTablesSchema } from './run-tables';

/** A stored record: the JSON answered to clients, never holding a secret. */
export interface StoredRecord {
  id: string;
  isReadOnly: boolean;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

export class DuplicateNameError extends Error {}

const schema = `
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
CREATE TABLE IF NOT EXISTS configurations (
  workspace_id TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (workspace_id, key)
);
CREATE TABLE IF NOT EXISTS sessions (
  token TEXT PRIMARY KEY, user_id TEXT NOT NULL, created_at TEXT NOT NULL, last_used_at TEXT NOT NULL
);
-- Feedback written before keys existed named no workspace, so no one could be shown it.
DROP TABLE IF EXISTS feedback;
CREATE TABLE IF NOT EXISTS learning_records (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, workspace_id TEXT NOT NULL, workflow_id TEXT NOT NULL, json TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS learning_records_by_workflow ON learning_records (workspace_id, workflow_id);
-- A workflow's feedback key, kept only as its SHA-256 and its last four characters.
CREATE TABLE IF NOT EXISTS feedback_keys (
  workspace_id TEXT NOT NULL, workflow_id TEXT NOT NULL, key_hash TEXT NOT NULL, key_hint TEXT NOT NULL, created_at TEXT NOT NULL,
  PRIMARY KEY (workspace_id, workflow_id)
);
CREATE INDEX IF NOT EXISTS feedback_keys_by_hash ON feedback_keys (workflow_id, key_hash);
CREATE TABLE IF NOT EXISTS usage_records (
  workspace_id TEXT NOT NULL, type TEXT NOT NULL, model TEXT NOT NULL, year INTEGER NOT NULL, month INTEGER NOT NULL,
  usage REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS workflow_executions (
  workspace_id TEXT NOT NULL, workflow_name TEXT NOT NULL, year INTEGER NOT NULL, month INTEGER NOT NULL,
  count INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
-- A deleted record's name, so a workflow still naming it can say which one is gone.
CREATE TABLE IF NOT EXISTS tombstones (
  workspace_id TEXT NOT NULL, resource TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL,
  PRIMARY KEY (workspace_id, resource, id)
);
-- Published workflow versions: written once, never updated.
CREATE TABLE IF NOT EXISTS workflow_versions (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, workspace_id TEXT NOT NULL, workflow_id TEXT NOT NULL, version TEXT NOT NULL,
  json TEXT NOT NULL,
  UNIQUE (workspace_id, workflow_id, version)
);
`;

/** Names are unique per workspace and resource regardless of case and surrounding spaces. */
export const nameKey = (name: string) => name.trim().toLowerCase();

export interface FeedbackKeyRow {
  workflow_id: string;
  key_hint: string;
  created_at: string;
}

/** A signed-in token: whose it is and when it was last used (ms since the epoch). */
export interface Session {
  userId: string;
  lastUsedAt: number;
}

/** A session as cached: also the last use the store holds on disk. */
interface CachedSession extends Session {
  storedLastUsedAt: number;
}

/** How stale the last use on disk may get, so authenticated reads do not each wait for a disk write. */
const LAST_USE_WRITE_INTERVAL_MS = 60_000;

export interface UsageRecordRow {
  type: string;
  model: string;
  year: number;
  month: number;
  usage: number;
}

/**
 * The embedded store (better-sqlite3). On disk it runs in WAL mode with synchronous=FULL, so
 * every write is on disk before its response is sent: a SIGKILL right after loses nothing.
 */
/** Stores written before sessions ended after a time without use hold no last use: it is the sign-in. */
function migrateSessions(db: Database.Database): void {
  const columns = db.pragma('table_info(sessions)') as Array<{ name: string }>;
  if (columns.length === 0 || columns.some((column) => column.name === 'last_used_at')) return;
  db.exec('ALTER TABLE sessions ADD COLUMN last_used_at TEXT; UPDATE sessions SET last_used_at = created_at');
}

/** On disk in a data folder, in memory, or in memory from a copy of another store (`snapshot()`). */
export type StoreLocation = { dataDir: string } | 'memory' | { snapshot: Buffer };

export class Store {
  readonly db: Database.Database;
  private readonly sessionCache = new Map<string, CachedSession | null>();
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
      this.db.pragma('synchronous = FULL');
    }
    const db = this.db;
    migrateSessions(db);
    db.exec(schema);
    db.exec(runTablesSchema);
    migrateLogColumns(db);
    migrateMetricColumns(db);
    migrateLineageTables(db);
    this.statements = {
      list: db.prepare<[string, string], { json: string }>('SELECT json FROM records WHERE workspace_id = ? AND resource = ? ORDER BY seq'),
      // SQLite's JSON functions make each summary without the record being parsed in JavaScript.
      listWorkflows: db.prepare<[string], { json: string }>(
        `SELECT json_set(json_remove(json, '$.draft'), '$.nodeCount', json_array_length(json, '$.draft.nodes')) AS json
         FROM records WHERE workspace_id = ? AND resource = 'workflow' ORDER BY seq`,
      ),
      get: db.prepare<[string, string, string], { json: string }>('SELECT json FROM records WHERE workspace_id = ? AND resource = ? AND id = ?'),
      getByName: db.prepare<[string, string, string], { json: string }>(
        'SELECT json FROM records WHERE workspace_id = ? AND resource = ? AND name_key = ?',
      ),
      insert: db.prepare('INSERT INTO records (workspace_id, resource, id, name_key, json) VALUES (?, ?, ?, ?, ?)'),
      update: db.prepare('UPDATE records SET name_key = ?, json = ? WHERE workspace_id = ? AND resource = ? AND id = ?'),
      delete: db.prepare('DELETE FROM records WHERE workspace_id = ? AND resource = ? AND id = ?'),
      setSecret: db.prepare('INSERT OR REPLACE INTO secrets (workspace_id, resource, id, field, value) VALUES (?, ?, ?, ?, ?)'),
      deleteSecrets: db.prepare('DELETE FROM secrets WHERE workspace_id = ? AND resource = ? AND id = ?'),
      setTombstone: db.prepare('INSERT OR REPLACE INTO tombstones (workspace_id, resource, id, name) VALUES (?, ?, ?, ?)'),
      getTombstone: db.prepare<[string, string, string], { name: string }>(
        'SELECT name FROM tombstones WHERE workspace_id = ? AND resource = ? AND id = ?',
      ),
      addVersion: db.prepare('INSERT INTO workflow_versions (workspace_id, workflow_id, version, json) VALUES (?, ?, ?, ?)'),
      listVersions: db.prepare<[string, string], { json: string }>(
        'SELECT json FROM workflow_versions WHERE workspace_id = ? AND workflow_id = ? ORDER BY seq',
      ),
      getVersion: db.prepare<[string, string, string], { json: string }>(
        'SELECT json FROM workflow_versions WHERE workspace_id = ? AND workflow_id = ? AND version = ?',
      ),
      deleteVersions: db.prepare('DELETE FROM workflow_versions WHERE workspace_id = ? AND workflow_id = ?'),
      getSession: db.prepare<[string], { user_id: string; last_used_at: string }>(
        'SELECT user_id, last_used_at FROM sessions WHERE token = ?',
      ),
      addSession: db.prepare('INSERT INTO sessions (token, user_id, created_at, last_used_at) VALUES (?, ?, ?, ?)'),
      touchSession: db.prepare('UPDATE sessions SET last_used_at = ? WHERE token = ?'),
      deleteSession: db.prepare('DELETE FROM sessions WHERE token = ?'),
      listConfigurations: db.prepare<[string], { key: string; value: string }>(
        'SELECT key, value FROM configurations WHERE workspace_id = ? ORDER BY key',
      ),
      setConfiguration: db.prepare('INSERT OR REPLACE INTO configurations (workspace_id, key, value) VALUES (?, ?, ?)'),
      addFeedback: db.prepare('INSERT INTO learning_records (workspace_id, workflow_id, json) VALUES (?, ?, ?)'),
      listFeedback: db.prepare<[string, string], { json: string }>(
        'SELECT json FROM learning_records WHERE workspace_id = ? AND workflow_id = ? ORDER BY seq DESC',
      ),
      setFeedbackKey: db.prepare(
        'INSERT OR REPLACE INTO feedback_keys (workspace_id, workflow_id, key_hash, key_hint, created_at) VALUES (?, ?, ?, ?, ?)',
      ),
      getFeedbackKey: db.prepare<[string, string], FeedbackKeyRow>(
        'SELECT workflow_id, key_hint, created_at FROM feedback_keys WHERE workspace_id = ? AND workflow_id = ?',
      ),
      findFeedbackKey: db.prepare<[string, string], { workspace_id: string }>(
        'SELECT workspace_id FROM feedback_keys WHERE workflow_id = ? AND key_hash = ?',
      ),
      getMeta: db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?'),
      setMeta: db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)'),
    };
  }

  /** The records of a resource as one JSON array text, without parsing each record. */
  listJson(workspaceId: string, resource: ResourceKey): string {
    const rows = this.statements.list.all(workspaceId, resource);
    return `[${rows.map((row) => row.json).join(',')}]`;
  }

  /** The workspace's workflows as the list answers them (design section 1.5): each without its draft, with `nodeCount`. */
  listWorkflowsJson(workspaceId: string): string {
    const rows = this.statements.listWorkflows.all(workspaceId);
    return `[${rows.map((row) => row.json).join(',')}]`;
  }

  list(workspaceId: string, resource: ResourceKey): StoredRecord[] {
    return this.statements.list.all(workspaceId, resource).map((row) => JSON.parse(row.json) as StoredRecord);
  }

  get(workspaceId: string, resource: ResourceKey, id: string): StoredRecord | undefined {
    const row = this.statements.get.get(workspaceId, resource, id);
    return row ? (JSON.parse(row.json) as StoredRecord) : undefined;
  }

  /** The record whose unique name is this one, regardless of case and surrounding spaces. */
  getByName(workspaceId: string, resource: ResourceKey, name: string): StoredRecord | undefined {
    const row = this.statements.getByName.get(workspaceId, resource, nameKey(name));
    return row ? (JSON.parse(row.json) as StoredRecord) : undefined;
  }

  /** Inserts or replaces a record and its secrets in one transaction. */
  save(
    workspaceId: string,
    resource: ResourceKey,
    record: StoredRecord,
    name: string,
    secrets: Record<string, string> = {},
    mode: 'insert' | 'update' = 'insert',
  ): void {
    try {
      this.db.transaction(() => {
        const json = JSON.stringify(record);
        if (mode === 'insert') this.statements.insert.run(workspaceId, resource, record.id, nameKey(name), json);
        else this.statements.update.run(nameKey(name), json, workspaceId, resource, record.id);
        for (const [field, value] of Object.entries(secrets)) {
          this.statements.setSecret.run(workspaceId, resource, record.id, field, value);
        }
      })();
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw new DuplicateNameError(name);
      throw error;
    }
  }

  /** Deletes a record and its secrets, keeping its name as a tombstone. */
  delete(workspaceId: string, resource: ResourceKey, id: string): boolean {
    return this.db.transaction(() => {
      const record = this.get(workspaceId, resource, id);
      if (!record) return false;
      this.statements.setTombstone.run(workspaceId, resource, id, nameOf(resources[resource], record) ?? id);
      this.statements.deleteSecrets.run(workspaceId, resource, id);
      return this.statements.delete.run(workspaceId, resource, id).changes > 0;
    })();
  }

  /** The name a deleted record had. */
  deletedName(workspaceId: string, resource: ResourceKey, id: string): string | undefined {
    return this.statements.getTombstone.get(workspaceId, resource, id)?.name;
  }

  /** Keeps a published version; a version is never changed once added. */
  addVersion(workspaceId: string, version: WorkflowVersion): void {
    this.statements.addVersion.run(workspaceId, version.workflowId, version.version, JSON.stringify(version));
  }

  /** A workflow's versions in the order they were published. */
  versions(workspaceId: string, workflowId: string): WorkflowVersion[] {
    return this.statements.listVersions.all(workspaceId, workflowId).map((row) => JSON.parse(row.json) as WorkflowVersion);
  }

  version(workspaceId: string, workflowId: string, version: string): WorkflowVersion | undefined {
    const row = this.statements.getVersion.get(workspaceId, workflowId, version);
    return row ? (JSON.parse(row.json) as WorkflowVersion) : undefined;
  }

  deleteVersions(workspaceId: string, workflowId: string): void {
    this.statements.deleteVersions.run(workspaceId, workflowId);
  }

  /** For tests of the write-only rule: the stored secret value. */
  secret(workspaceId: string, resource: ResourceKey, id: string, field: string): string | undefined {
    const row = this.db
      .prepare<[string, string, string, string], { value: string }>(
        'SELECT value FROM secrets WHERE workspace_id = ? AND resource = ? AND id = ? AND field = ?',
      )
      .get(workspaceId, resource, id, field);
    return row?.value;
  }

  /** The session of a token; `undefined` for a token never given or ended. */
  session(token: string): Session | undefined {
    const session = this.cachedSession(token);
    return session ? { userId: session.userId, lastUsedAt: session.lastUsedAt } : undefined;
  }

  private cachedSession(token: string): CachedSession | null {
    let session = this.sessionCache.get(token);
    if (session === undefined) {
      const row = this.statements.getSession.get(token);
      const lastUsedAt = row ? Date.parse(row.last_used_at) : 0;
      session = row ? { userId: row.user_id, lastUsedAt, storedLastUsedAt: lastUsedAt } : null;
      this.sessionCache.set(token, session);
    }
    return session;
  }

  addSession(token: string, userId: string, at: Date): void {
    this.statements.addSession.run(token, userId, at.toISOString(), at.toISOString());
    this.sessionCache.set(token, { userId, lastUsedAt: at.getTime(), storedLastUsedAt: at.getTime() });
  }

  /**
   * Moves a session's last use. On disk it moves at most once a minute: after a restart a session
   * may end up to a minute early, never late.
   */
  touchSession(token: string, at: Date): void {
    const session = this.cachedSession(token);
    if (!session) return;
    session.lastUsedAt = at.getTime();
    if (Math.abs(session.lastUsedAt - session.storedLastUsedAt) < LAST_USE_WRITE_INTERVAL_MS) return;
    this.statements.touchSession.run(at.toISOString(), token);
    session.storedLastUsedAt = session.lastUsedAt;
  }

  deleteSession(token: string): void {
    this.statements.deleteSession.run(token);
    this.sessionCache.set(token, null);
  }

  configurations(workspaceId: string): { key: string; value: string }[] {
    return this.statements.listConfigurations.all(workspaceId);
  }

  setConfiguration(workspaceId: string, key: string, value: string): void {
    this.statements.setConfiguration.run(workspaceId, key, value);
  }

  addFeedback(workspaceId: string, workflowId: string, record: object): void {
    this.statements.addFeedback.run(workspaceId, workflowId, JSON.stringify(record));
  }

  /** A workflow's learning records in a workspace, newest first. */
  feedback(workspaceId: string, workflowId: string): unknown[] {
    return this.statements.listFeedback.all(workspaceId, workflowId).map((row) => JSON.parse(row.json) as unknown);
  }

  /** Keeps a workflow's feedback key as its hash and hint, replacing the one before. */
  setFeedbackKey(workspaceId: string, workflowId: string, keyHash: string, keyHint: string, createdAt: string): void {
    this.statements.setFeedbackKey.run(workspaceId, workflowId, keyHash, keyHint, createdAt);
  }

  feedbackKey(workspaceId: string, workflowId: string): FeedbackKeyRow | undefined {
    return this.statements.getFeedbackKey.get(workspaceId, workflowId);
  }

  /** The workspace whose key for this workflow has this hash, if any. */
  workspaceOfFeedbackKey(workflowId: string, keyHash: string): string | undefined {
    return this.statements.findFeedbackKey.get(workflowId, keyHash)?.workspace_id;
  }

  usageRecords(workspaceId: string | null, type: string): UsageRecordRow[] {
    const where = workspaceId === null ? 'type = ?' : 'type = ? AND workspace_id = ?';
    const args = workspaceId === null ? [type] : [type, workspaceId];
    return this.db
      .prepare<unknown[], UsageRecordRow>(`SELECT type, model, year, month, usage FROM usage_records WHERE ${where} ORDER BY year, month, model`)
      .all(...args);
  }

  workflowExecutions(workspaceId: string): { workflowName: string; year: number; month: number; count: number }[] {
    return this.db
      .prepare<[string], { workflowName: string; year: number; month: number; count: number }>(
        'SELECT workflow_name AS workflowName, year, month, count FROM workflow_executions WHERE workspace_id = ? ORDER BY year, month, workflow_name',
      )
      .all(workspaceId);
  }

  addUsage(workspaceId: string, row: UsageRecordRow): void {
    this.db
      .prepare('INSERT INTO usage_records (workspace_id, type, model, year, month, usage) VALUES (?, ?, ?, ?, ?, ?)')
      .run(workspaceId, row.type, row.model, row.year, row.month, row.usage);
  }

  addWorkflowExecution(workspaceId: string, workflowName: string, year: number, month: number, count: number): void {
    this.db
      .prepare('INSERT INTO workflow_executions (workspace_id, workflow_name, year, month, count) VALUES (?, ?, ?, ?, ?)')
      .run(workspaceId, workflowName, year, month, count);
  }

  meta(key: string): string | undefined {
    return this.statements.getMeta.get(key)?.value;
  }

  setMeta(key: string, value: string): void {
    this.statements.setMeta.run(key, value);
  }

  /** Empties every table (sessions included) in one transaction. */
  clear(): void {
    this.db.transaction(() => {
      for (const table of ['records', 'secrets', 'configurations', 'sessions', 'learning_records', 'feedback_keys', 'usage_records', 'workflow_executions', 'meta', 'tombstones', 'workflow_versions', ...runTableNames, ...lineageTableNames]) {
        this.db.exec(`DELETE FROM ${table}`);
      }
    })();
    this.sessionCache.clear();
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
