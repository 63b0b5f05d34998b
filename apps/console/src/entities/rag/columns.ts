import type { DataTableColumn } from '@agentdeck/ui';
import { PREVIEW_LENGTH, previewText } from '@agentdeck/ui';

/** What both RAG lists show of a configuration. */
interface RagRecord {
  name: string;
  description: string;
  configurations: { generator: boolean; retrievals: readonly unknown[] };
}

/**
 * The columns of the vector and graph RAG lists: name, type, how many retrievals, whether a
 * model answers, and the description cut to 30 characters (spec 001 section 9).
 */
export function ragColumns<R extends RagRecord>(type: { header: string; of: (rag: R) => string }): DataTableColumn<R>[] {
  return [
    { id: 'name', header: 'Name', accessor: (rag) => rag.name, sortable: true },
    { id: 'type', header: type.header, accessor: type.of, sortable: true },
    { id: 'retrievals', header: 'Retrievals', accessor: (rag) => rag.configurations.retrievals.length },
    { id: 'generator', header: 'Generation', accessor: (rag) => (rag.configurations.generator ? 'On' : 'Off') },
    { id: 'description', header: 'Description', accessor: (rag) => previewText(rag.description, PREVIEW_LENGTH.rag) },
  ];
}
