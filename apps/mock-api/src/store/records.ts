import { nameOf, resources, type ResourceKey } from '@agentdeck/api-client';
import type { Store, StoredRecord } from './store';

/** Write-only fields, kept in the secrets table and never in a record (spec README decision 5). */
const secretFields: Partial<Record<ResourceKey, readonly string[]>> = { vault: ['keyValue'] };

function splitSecrets(key: ResourceKey, body: Record<string, unknown>) {
  const fields = { ...body };
  const secrets: Record<string, string> = {};
  for (const field of secretFields[key] ?? []) {
    if (typeof fields[field] === 'string') secrets[field] = fields[field];
    delete fields[field];
  }
  return { fields, secrets };
}

/** Stores a validated create body as a new record; throws DuplicateNameError on a taken name. */
export function insertRecord(
  store: Store,
  wid: string,
  key: ResourceKey,
  body: Record<string, unknown>,
  meta: { id: string; isReadOnly?: boolean; at: string },
): StoredRecord {
  const { fields, secrets } = splitSecrets(key, body);
  const record: StoredRecord = { id: meta.id, ...fields, isReadOnly: meta.isReadOnly ?? false, createdAt: meta.at, updatedAt: meta.at };
  store.records.save(wid, key, record, nameOf(resources[key], record) ?? meta.id, secrets);
  return record;
}

/**
 * Applies a validated update body. A full body (the documents' "PUT: same body") replaces the
 * record; a partial update body (the vault's) is merged into it.
 */
export function replaceRecord(store: Store, wid: string, key: ResourceKey, existing: StoredRecord, body: Record<string, unknown>, at: string) {
  const { fields, secrets } = splitSecrets(key, body);
  const resource = resources[key];
  const base = resource.update === resource.create ? {} : existing;
  const record: StoredRecord = { ...base, ...fields, id: existing.id, isReadOnly: existing.isReadOnly, createdAt: existing.createdAt, updatedAt: at };
  store.records.save(wid, key, record, nameOf(resource, record) ?? existing.id, secrets, 'update');
  return record;
}
