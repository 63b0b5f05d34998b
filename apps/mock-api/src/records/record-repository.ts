import type Database from 'better-sqlite3';
import { nameOf, resources, type ResourceKey } from '@agentdeck/api-client';

/** A stored record: the JSON answered to clients, never holding a secret. */
export interface StoredRecord {
  id: string;
  isReadOnly: boolean;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

export class DuplicateNameError extends Error {}

/** Names are unique per workspace and resource regardless of case and surrounding spaces. */
export const nameKey = (name: string) => name.trim().toLowerCase();

/** The queries on `records`, `secrets` and `tombstones` (`record-tables.ts`). */
export class RecordRepository {
  private readonly statements;
  private writes = 0;

  /**
   * Changes with every write of a record or its tombstone (and when the store is emptied): what
   * was worked out from the records (a graph's publish check) holds while it is the same.
   */
  get revision(): number {
    return this.writes;
  }

  /** The records changed other than through `save` and `delete` (the store was emptied). */
  changed(): void {
    this.writes += 1;
  }

  constructor(private readonly db: Database.Database) {
    this.statements = {
      list: db.prepare<[string, string], { json: string }>('SELECT json FROM records WHERE workspace_id = ? AND resource = ? ORDER BY seq'),
      // SQLite's JSON functions make each summary without the record being parsed in JavaScript.
      listWorkflows: db.prepare<[string], { json: string }>(
        `SELECT json_set(json_remove(json, '$.draft'), '$.nodeCount', json_array_length(json, '$.draft.nodes')) AS json
         FROM records WHERE workspace_id = ? AND resource = 'workflow' ORDER BY seq`,
      ),
      recent: db.prepare<[string, number], { resource: string; json: string }>(
        `SELECT resource, json FROM records WHERE workspace_id = ?
         ORDER BY json_extract(json, '$.updatedAt') DESC, seq DESC LIMIT ?`,
      ),
      get: db.prepare<[string, string, string], { json: string }>('SELECT json FROM records WHERE workspace_id = ? AND resource = ? AND id = ?'),
      getByName: db.prepare<[string, string, string], { json: string }>(
        'SELECT json FROM records WHERE workspace_id = ? AND resource = ? AND name_key = ?',
      ),
      insert: db.prepare('INSERT INTO records (workspace_id, resource, id, name_key, json) VALUES (?, ?, ?, ?, ?)'),
      update: db.prepare('UPDATE records SET name_key = ?, json = ? WHERE workspace_id = ? AND resource = ? AND id = ?'),
      delete: db.prepare('DELETE FROM records WHERE workspace_id = ? AND resource = ? AND id = ?'),
      setSecret: db.prepare('INSERT OR REPLACE INTO secrets (workspace_id, resource, id, field, value) VALUES (?, ?, ?, ?, ?)'),
      getSecret: db.prepare<[string, string, string, string], { value: string }>(
        'SELECT value FROM secrets WHERE workspace_id = ? AND resource = ? AND id = ? AND field = ?',
      ),
      deleteSecrets: db.prepare('DELETE FROM secrets WHERE workspace_id = ? AND resource = ? AND id = ?'),
      setTombstone: db.prepare('INSERT OR REPLACE INTO tombstones (workspace_id, resource, id, name) VALUES (?, ?, ?, ?)'),
      getTombstone: db.prepare<[string, string, string], { name: string }>(
        'SELECT name FROM tombstones WHERE workspace_id = ? AND resource = ? AND id = ?',
      ),
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

  /** The workspace's records of any resource, the last changed first (the resource is as stored: it may be one no longer known). */
  recentlyChanged(workspaceId: string, limit: number): { resource: string; record: StoredRecord }[] {
    return this.statements.recent.all(workspaceId, limit).map((row) => ({ resource: row.resource, record: JSON.parse(row.json) as StoredRecord }));
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
    this.writes += 1;
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
    this.writes += 1;
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

  /** A stored secret value: for outbound calls that send it, and tests of the write-only rule. */
  secret(workspaceId: string, resource: ResourceKey, id: string, field: string): string | undefined {
    return this.statements.getSecret.get(workspaceId, resource, id, field)?.value;
  }
}
