import { useModelConnectionColumns } from '../../entities/model-connection';
import { defineRecordScreen, type RecordOf } from '../../lib/records';

const descriptionOf = (model: RecordOf<'embeddingModel'>) => model.description;

/** Embedding models (spec 001 sections 2 to 8): searched by name or description, filtered by provider. */
export const embeddingModelsScreen = defineRecordScreen({
  resource: 'embeddingModel',
  nameOf: (model) => model.name,
  texts: {
    intro: 'Models that turn text into vectors, used to index and search knowledge sources.',
    newLabel: 'New Embedding Model',
    table: 'Embedding models',
    search: 'Search embedding models by name or description',
    empty: 'No Embedding Model has been configured',
    loadError: 'Could not load the embedding models',
  },
  columns: function useEmbeddingModelColumns() {
    return useModelConnectionColumns('embeddingModelProviders', descriptionOf);
  },
  filter: { label: 'Provider', allLabel: 'All providers', valueOf: (model) => model.provider },
  form: {
    resource: 'embeddingModel',
    title: { create: 'New Embedding Model', edit: 'Edit Embedding Model' },
    readOnlyNotice: 'This embedding model is read-only: it cannot be changed or deleted.',
    // Spec 001 section 8, quoted exactly.
    toasts: {
      created: 'Embedding model saved successfully',
      updated: 'Embedding model updated successfully',
      deleted: 'Embedding model deleted successfully',
      failed: "Something went wrong! We couldn't save your embedding model",
    },
    nameField: 'name',
    load: () => import('./form').then((form) => form.embeddingModelFormCode),
  },
  deletion: {
    title: 'Delete Embedding Model',
    describe: (model) =>
      `'${model.name}' will be removed from this workspace, and retrievals that use it will need another model. This cannot be undone.`,
  },
});
