import { RAG_TYPE_CATALOGUE } from '@agentdeck/api-client/rules';
import { ragColumns } from '../../entities/rag';
import { defineRecordScreen, type RecordOf } from '../../lib/records';

const typeOf = (variant: string | undefined) => RAG_TYPE_CATALOGUE.find((type) => type.variant === variant)?.name ?? variant ?? '';

/**
 * Vector RAG configurations (spec 001 sections 2 to 5, 8 and 9): the list searched by name and
 * description, the three-step wizard in its drawer, delete.
 */
export const vectorRagScreen = defineRecordScreen({
  resource: 'vectorRag',
  nameOf: (rag) => rag.name,
  texts: {
    intro: 'Retrieval over your vector stores: what is searched, how, and whether a model answers from it.',
    newLabel: 'New Vector RAG',
    table: 'Vector RAG configurations',
    search: 'Search vector RAGs',
    // Spec 001 section 8, quoted exactly.
    empty: 'No Vector RAGs have been configured',
    loadError: 'Could not load the vector RAG configurations',
  },
  columns: ragColumns<RecordOf<'vectorRag'>>({ header: 'RAG Type', of: (rag) => typeOf(rag.configurations.ragVariant) }),
  form: {
    resource: 'vectorRag',
    title: { create: 'New Vector RAG Configuration', edit: 'Edit Vector RAG Configuration', view: 'View Vector RAG Configuration' },
    readOnlyNotice: 'This RAG configuration is read-only: it cannot be changed or deleted.',
    // Spec 001 section 8, quoted exactly.
    toasts: {
      created: 'RAG saved successfully',
      updated: 'RAG updated successfully',
      deleted: 'RAG deleted successfully',
      failed: 'Failed to save RAG Configuration',
    },
    nameField: 'name',
    load: () => import('./form').then((form) => form.vectorRagFormCode),
  },
  deletion: {
    title: 'Delete Vector RAG',
    describe: (rag) => `'${rag.name}' will be removed from this workspace, and agents that retrieve with it will stop using it. This cannot be undone.`,
  },
});
