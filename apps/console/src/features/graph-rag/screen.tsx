import { GRAPH_RAG_TYPES, graphRagTypeSource } from '@agentdeck/api-client/rules';
import {
  GRAPH_RAG_STEP_FIELDS,
  graphRagBody,
  graphRagFormSchema,
  graphRagFormValues,
  graphRetrievalFormSchema,
  NEW_GRAPH_RETRIEVAL,
  type GraphRagFormValues,
  type IsSlm,
} from '@agentdeck/forms';
import { useModelKindsContext } from '../../entities/intelligence-source';
import { defineRecordScreen, type RecordOf } from '../../lib/records';
import { graphRagPlan, ragColumns, ragSteps, type RagKind } from '../../entities/rag';
import { GRAPH_SEARCH_TYPE_LABELS, GraphRetrievalFields } from './components/GraphRetrievalFields';

const TYPE_LABELS: Record<(typeof GRAPH_RAG_TYPES)[number], string> = {
  standard: 'Standard',
  corrective: 'Corrective',
  'knowledge-graph': 'Knowledge Graph',
};

/** What the graph RAG wizard holds beyond the shared RAG steps (spec 001 sections 3 to 5 and 9). */
export const graphRagKind: RagKind = {
  type: {
    field: 'graphRagType',
    label: 'Graph RAG Type',
    placeholder: 'Select graph RAG type',
    items: GRAPH_RAG_TYPES.map((type) => ({ id: type, label: TYPE_LABELS[type] })),
    sourceOf: (type) => graphRagTypeSource(type) && { field: 'correctiveRag', label: 'Corrective Intelligence Source' },
  },
  retrieval: {
    schema: graphRetrievalFormSchema,
    newValue: NEW_GRAPH_RETRIEVAL,
    Fields: GraphRetrievalFields,
    summaryOf: (r, nameOf) =>
      [nameOf(r.database as string), r.nodeLabel ? `:${String(r.nodeLabel)}` : '', GRAPH_SEARCH_TYPE_LABELS[r.searchType as string]]
        .filter(Boolean)
        .join(' · '),
  },
  plan: (values, nameOf, question) => graphRagPlan(values, nameOf, question),
};

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
  columns: ragColumns<RecordOf<'graphRag'>>({ header: 'Graph RAG Type', of: (rag) => TYPE_LABELS[rag.configurations.graphRagType] }),
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
    schema: graphRagFormSchema,
    values: (rag: RecordOf<'graphRag'> | undefined) => graphRagFormValues(rag) as GraphRagFormValues,
    createBody: (values, isSlm: IsSlm) => graphRagBody(values, isSlm),
    useContext: useModelKindsContext,
    nameField: 'name',
    steps: ragSteps<'graphRag', GraphRagFormValues, IsSlm>(graphRagKind, GRAPH_RAG_STEP_FIELDS),
  },
  deletion: {
    title: 'Delete Graph RAG',
    describe: (rag) => `'${rag.name}' will be removed from this workspace, and agents that retrieve with it will stop using it. This cannot be undone.`,
  },
});
