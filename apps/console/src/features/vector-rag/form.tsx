import { RAG_TYPE_CATALOGUE, vectorRagTypeSource } from '@agentdeck/api-client/rules';
import {
  NEW_VECTOR_RETRIEVAL,
  VECTOR_RAG_STEP_FIELDS,
  vectorRagBody,
  vectorRagFormSchema,
  vectorRagFormValues,
  vectorRetrievalFormSchema,
  type IsSlm,
  type VectorRagFormValues,
} from '@agentdeck/forms';
import { useModelKindsContext } from '../../entities/intelligence-source';
import { ragSteps, vectorRagPlan, type RagKind } from '../../entities/rag';
import { defineRecordFormCode, type RecordOf } from '../../lib/records';
import { SEARCH_TYPE_LABELS, VectorRetrievalFields } from './components/VectorRetrievalFields';

/** What the vector RAG wizard holds beyond the shared RAG steps (spec 001 sections 3 to 5). */
export const vectorRagKind: RagKind = {
  type: {
    field: 'ragVariant',
    label: 'RAG Type',
    placeholder: 'Select RAG type',
    // The catalogue in its order; only the types the platform runs can be chosen.
    items: RAG_TYPE_CATALOGUE.map((type) => ({
      id: type.variant ?? type.name,
      label: type.name,
      description: type.variant ? undefined : 'Not available yet',
    })),
    disabledKeys: RAG_TYPE_CATALOGUE.filter((type) => !type.variant).map((type) => type.name),
    sourceOf: (type) => vectorRagTypeSource(type) && { field: 'fusionRag', label: 'Fusion Intelligence Source' },
  },
  retrieval: {
    schema: vectorRetrievalFormSchema,
    newValue: NEW_VECTOR_RETRIEVAL,
    Fields: VectorRetrievalFields,
    summaryOf: (r, nameOf) =>
      [nameOf(r.databaseId as string), r.tableName, SEARCH_TYPE_LABELS[r.searchType as keyof typeof SEARCH_TYPE_LABELS]]
        .filter(Boolean)
        .join(' · '),
  },
  plan: (values, nameOf, question) => vectorRagPlan(values, nameOf, question),
};

/** What the vector RAG wizard runs (spec 001 sections 3 to 5): fetched when it first opens. */
export const vectorRagFormCode = defineRecordFormCode('vectorRag', {
  schema: vectorRagFormSchema,
  values: (rag: RecordOf<'vectorRag'> | undefined) => vectorRagFormValues(rag) as VectorRagFormValues,
  createBody: (values, isSlm: IsSlm) => vectorRagBody(values, isSlm),
  useContext: useModelKindsContext,
  steps: ragSteps<'vectorRag', VectorRagFormValues, IsSlm>(vectorRagKind, VECTOR_RAG_STEP_FIELDS),
});
