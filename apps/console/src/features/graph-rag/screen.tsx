import { ragColumns } from '../../entities/rag';
import { defineRecordScreen, type RecordOf } from '../../lib/records';
import { GRAPH_RAG_TYPE_LABELS } from './model/type-labels';

/**
 * Graph RAG configurations (spec 001 sections 2 to 5, 8 and 9): the list searched by name and
 * description, the three-step wizard in its drawer, delete.
 */
export const graphRagScreen = defineRecordScreen({
  resource: 'graphRag',
  nameOf: (rag) => rag.name,
  texts: {
    intro: 'Retrieval over your knowledge graphs: which nodes are searched, how the question is understood, and whether a model answers.',
    newLabel: 'New Graph RAG',
    table: 'Graph RAG configurations',
    search: 'Search graph RAGs',
    // Spec 001 section 8, quoted exactly.
    empty: 'No Graph RAGs have been configured',
    loadError: 'Could not load the graph RAG configurations',
  },
  columns: ragColumns<RecordOf<'graphRag'>>({ header: 'Graph RAG Type', of: (rag) => GRAPH_RAG_TYPE_LABELS[rag.configurations.graphRagType] }),
  form: {
    resource: 'graphRag',
    title: { create: 'New Graph RAG Configurations', edit: 'Edit Graph RAG Configurations', view: 'View Graph RAG Configurations' },
    readOnlyNotice: 'This graph RAG configuration is read-only: it cannot be changed or deleted.',
    // Spec 001 section 8, quoted exactly.
    toasts: {
      created: 'Knowledge Graph saved successfully',
      updated: 'Knowledge Graph updated successfully',
      deleted: 'Knowledge Graph deleted successfully',
      failed: "Something went wrong! We couldn't save your Knowledge graph",
    },
    nameField: 'name',
    load: () => import('./form').then((form) => form.graphRagFormCode),
  },
  deletion: {
    title: 'Delete Graph RAG',
    describe: (rag) => `'${rag.name}' will be removed from this workspace, and agents that retrieve with it will stop using it. This cannot be undone.`,
  },
});
