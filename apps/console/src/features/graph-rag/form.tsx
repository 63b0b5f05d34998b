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
import { graphRagPlan, ragSteps, type RagKind } from '../../entities/rag';
import { defineRecordFormCode, type RecordOf } from '../../lib/records';
import { GRAPH_SEARCH_TYPE_LABELS, GraphRetrievalFields } from './components/GraphRetrievalFields';
import { GRAPH_RAG_TYPE_LABELS } from './model/type-labels';

/** What the graph RAG wizard holds beyond the shared RAG steps (spec 001 sections 3 to 5 and 9). */
export const graphRagKind: RagKind = {
  type: {
    field: 'graphRagType',
    label: 'Graph RAG Type',
    placeholder: 'Select graph RAG type',
    items: GRAPH_RAG_TYPES.map((type) => ({ id: type, label: GRAPH_RAG_TYPE_LABELS[type] })),
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

/** What the graph RAG wizard runs (spec 001 sections 3 to 5): fetched when it first opens. */
export const graphRagFormCode = defineRecordFormCode('graphRag', {
  schema: graphRagFormSchema,
  values: (rag: RecordOf<'graphRag'> | undefined) => graphRagFormValues(rag) as GraphRagFormValues,
  createBody: (values, isSlm: IsSlm) => graphRagBody(values, isSlm),
  useContext: useModelKindsContext,
  steps: ragSteps<'graphRag', GraphRagFormValues, IsSlm>(graphRagKind, GRAPH_RAG_STEP_FIELDS),
});
