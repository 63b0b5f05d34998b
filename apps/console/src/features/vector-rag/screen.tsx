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
import { defineRecordScreen, type RecordOf } from '../../lib/records';
import { ragColumns, ragSteps, vectorRagPlan, type RagKind } from '../../entities/rag';
import { SEARCH_TYPE_LABELS, VectorRetrievalFields } from './components/VectorRetrievalFields';

const typeOf = (variant: string | undefined) => RAG_TYPE_CATALOGUE.find((type) => type.variant === variant)?.name ?? variant ?? '';

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
    schema: vectorRagFormSchema,
    values: (rag: RecordOf<'vectorRag'> | undefined) => vectorRagFormValues(rag) as VectorRagFormValues,
    createBody: (values, isSlm: IsSlm) => vectorRagBody(values, isSlm),
    useContext: useModelKindsContext,
    nameField: 'name',
    steps: ragSteps<'vectorRag', VectorRagFormValues, IsSlm>(vectorRagKind, VECTOR_RAG_STEP_FIELDS),
  },
  deletion: {
    title: 'Delete Vector RAG',
    describe: (rag) => `'${rag.name}' will be removed from this workspace, and agents that retrieve with it will stop using it. This cannot be undone.`,
  },
});
