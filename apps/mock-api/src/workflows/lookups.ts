import { nameOf, resourceKeys, resources, type ResourceKey } from '@agentdeck/api-client';
import type { CheckContext } from '@agentdeck/api-client/workflow';
import type { Store } from '../store/store';

const isResourceKey = (value: string): value is ResourceKey => (resourceKeys as readonly string[]).includes(value);

/**
 * How the graph module sees one workspace through the store: the publish check's `resolve`, the
 * export's names and the import's ids. Records are found by id, vault keys by their key name (a
 * graph never holds a secret's value), and a deleted record by the name its tombstone kept.
 */
export function workspaceLookups(store: Store, wid: string) {
  const liveName = (resource: ResourceKey, id: string) => {
    const record = store.records.get(wid, resource, id);
    return record && (nameOf(resources[resource], record) ?? id);
  };

  const resolve: NonNullable<CheckContext['resolve']> = (reference) => {
    if (reference.by === 'name') {
      const record = store.records.getByName(wid, reference.resource, reference.value);
      return record && nameOf(resources[reference.resource], record) === reference.value ? { name: reference.value } : undefined;
    }
    const name = liveName(reference.resource, reference.value);
    if (name !== undefined) return { name };
    const deleted = store.records.deletedName(wid, reference.resource, reference.value);
    return deleted === undefined ? undefined : { name: deleted, deleted: true };
  };

  return {
    resolve,
    /** A deleted record is exported under its last name, so that an import elsewhere can find its namesake. */
    nameOf: (resource: ResourceKey, id: string) => liveName(resource, id) ?? store.records.deletedName(wid, resource, id),
    /** A record of the workspace by its unique name; an export may name a resource this contract does not have. */
    idOf: (resource: string, name: string) => (isResourceKey(resource) ? store.records.getByName(wid, resource, name)?.id : undefined),
  };
}
