import type { ResourceKey } from '@agentdeck/api-client';
import type { RecordOf } from './definition';

/**
 * What a form field that refers to another record needs to know of that resource: what the form
 * stores (a vault key's name, a model's id), how a record reads in the pick list, and the texts.
 * Written once per resource (entities/references) and used by every form that refers to it.
 */
export interface ReferenceDefinition<K extends ResourceKey> {
  resource: K;
  valueOf: (record: RecordOf<K>) => string;
  labelOf: (record: RecordOf<K>) => string;
  descriptionOf?: (record: RecordOf<K>) => string | undefined;
  /** Which records the field offers, when only some fit (a connector's relational and graph databases). */
  includes?: (record: RecordOf<K>) => boolean;
  texts: {
    /** 'Select a vault key'. */
    placeholder: string;
    /** 'Loading vault keys'. */
    loading: string;
    /** What the pick list says when there is none: 'No vault key found'. */
    empty: string;
    /** The create-in-place button: 'New Vault'. */
    newLabel: string;
  };
}

export const defineReference = <K extends ResourceKey>(definition: ReferenceDefinition<K>) => definition;
