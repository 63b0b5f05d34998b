import type { ResourceKey } from '@agentdeck/api-client';
import { use } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { RecordFormCode, RecordFormDefinition } from './definition';

type AnyCode = RecordFormCode<ResourceKey, FieldValues, FieldValues, unknown>;

/** One fetch per form: the screen's drawer, its create-in-place dialogs and a second opening share it. */
const loads = new WeakMap<() => Promise<AnyCode>, Promise<AnyCode>>();

/**
 * Starts fetching a form's code (its `load`), or gives the fetch already under way; a form written
 * with its code has nothing to fetch. A failed fetch is forgotten, so the next opening tries again.
 */
export function loadRecordFormCode<K extends ResourceKey, V extends FieldValues, O extends FieldValues, C>(
  definition: RecordFormDefinition<K, V, O, C>,
): Promise<RecordFormCode<K, V, O, C>> | undefined {
  const { load } = definition;
  if (!load) return undefined;
  let loading = loads.get(load as () => Promise<AnyCode>);
  if (!loading) {
    loading = (load as () => Promise<AnyCode>)();
    loads.set(load as () => Promise<AnyCode>, loading);
    loading.catch(() => loads.delete(load as () => Promise<AnyCode>));
  }
  return loading as Promise<RecordFormCode<K, V, O, C>>;
}

/** A form's code, suspending the component until it has loaded. */
export function useRecordFormCode<K extends ResourceKey, V extends FieldValues, O extends FieldValues, C>(
  definition: RecordFormDefinition<K, V, O, C>,
): RecordFormCode<K, V, O, C> {
  const loading = loadRecordFormCode(definition);
  return loading ? use(loading) : (definition as RecordFormCode<K, V, O, C>);
}
