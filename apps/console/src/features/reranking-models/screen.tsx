import { useModelConnectionColumns } from '../../entities/model-connection';
import { defineRecordScreen, type RecordOf } from '../../lib/records';

const descriptionOf = (model: RecordOf<'rerankingModel'>) => model.description;

/** Re-ranking models (spec 001 sections 2 to 8): searched by name only, filtered by provider. */
export const rerankingModelsScreen = defineRecordScreen({
  resource: 'rerankingModel',
  nameOf: (model) => model.name,
  texts: {
    intro: 'Models that reorder retrieved passages by relevance before they reach an agent.',
    newLabel: 'New Re-ranking Model',
    table: 'Re-ranking models',
    search: 'Search re-ranking models by name',
    empty: 'No Re-ranking Model has been configured',
    loadError: 'Could not load the re-ranking models',
  },
  columns: function useRerankingModelColumns() {
    const columns = useModelConnectionColumns('rerankingModelProviders', descriptionOf);
    // The search matches on the name only (spec 001 section 2).
    return columns.map((column) => (column.id === 'name' ? column : { ...column, filterable: false }));
  },
  filter: { label: 'Provider', allLabel: 'All providers', valueOf: (model) => model.provider },
  form: {
    resource: 'rerankingModel',
    title: { create: 'New Re-ranking Model', edit: 'Edit Re-ranking Model' },
    readOnlyNotice: 'This re-ranking model is read-only: it cannot be changed or deleted.',
    // Spec 001 section 8, quoted exactly.
    toasts: {
      created: 'Re-ranking model saved successfully',
      updated: 'Re-ranking model updated successfully',
      deleted: 'Re-ranking model deleted successfully',
      failed: "Something went wrong! We couldn't save your re-ranking model",
    },
    nameField: 'name',
    load: () => import('./form').then((form) => form.rerankingModelFormCode),
  },
  deletion: {
    title: 'Delete Re-ranking Model',
    describe: (model) =>
      `'${model.name}' will be removed from this workspace, and retrievals that use it will need another model. This cannot be undone.`,
  },
});
