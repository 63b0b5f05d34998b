import type { ResourceKey } from '@agentdeck/api-client';
import type { RecordOf } from './definition';

/**
 * How a resource's records are chosen in a selector modal and shown on its summary card (spec
 * 001 sections 2 and 4): the Embedding Models, Re-ranking Models, Prompts, MCPs… selectors.
 * Written once per resource (entities/selectors) and used by every form that chooses one.
 */
export interface SelectorDefinition<K extends ResourceKey> {
  resource: K;
  /** Plural, as the list's texts use it: 'Embeddings' gives 'No Embeddings have been configured'. */
  kind: string;
  /** One item, for the in-place form's title: 'Embedding Model' gives 'New Embedding Model'. */
  itemKind: string;
  /** The modal's title: 'Embedding Models'. */
  title: string;
  /** The summary card's heading: 'Embedding Model'. */
  cardTitle: string;
  /** 'Add Embedding'. */
  addLabel: string;
  /** The card's text when nothing is chosen. */
  emptyText: string;
  nameOf: (record: RecordOf<K>) => string;
  descriptionOf?: (record: RecordOf<K>) => string | undefined;
  logoOf?: (record: RecordOf<K>) => string | undefined;
  /** Which records the selector offers, when only some fit (the vector RAG wizard's vector databases). */
  includes?: (record: RecordOf<K>) => boolean;
  /** The search also matches descriptions (the RAG selectors). */
  searchDescription?: boolean;
  /** Where the list's description previews are cut (30 for RAG cards, spec 001 section 9). @default 65 */
  descriptionLength?: number;
  /**
   * The modal's own texts where the spec words them (the connector picker, 002 section 2): the
   * New button ('New Connector'), the confirming button ('Add Connectors') and the loading text.
   */
  modalTexts?: { newLabel?: string; confirmLabel?: string; loading?: string; empty?: string; search?: string };
  /**
   * A toggle beside the modal's search that narrows its list to the records matching the chosen
   * option, the first one to start with (the guardrails' Pre/Post, spec 002 section 2). What it
   * hides stays chosen.
   */
  toggle?: {
    label: string;
    options: readonly { id: string; label: string }[];
    matches: (record: RecordOf<K>, option: string) => boolean;
  };
}

export const defineSelector = <K extends ResourceKey>(definition: SelectorDefinition<K>) => definition;
