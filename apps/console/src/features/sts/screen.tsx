import { useModelConnectionColumns } from '../../entities/model-connection';
import { defineRecordScreen, type RecordOf } from '../../lib/records';

const descriptionOf = (connection: RecordOf<'speechToSpeechModel'>) => connection.description;

/** STS connections (spec 001 sections 2 to 8): searched by name or description, filtered by provider. */
export const stsScreen = defineRecordScreen({
  resource: 'speechToSpeechModel',
  nameOf: (connection) => connection.name,
  texts: {
    intro: 'Speech-to-speech models for voice conversations: the voice and language an agent speaks with.',
    newLabel: 'New STS Connection',
    table: 'STS connections',
    search: 'Search STS connections by name or description',
    empty: 'No STS Model has been configured',
    loadError: 'Could not load the STS connections',
  },
  columns: function useStsColumns() {
    return useModelConnectionColumns('speechToSpeechModelProviders', descriptionOf);
  },
  filter: { label: 'Provider', allLabel: 'All providers', valueOf: (connection) => connection.provider },
  form: {
    resource: 'speechToSpeechModel',
    title: { create: 'New STS Connection', edit: 'Edit STS Connection' },
    readOnlyNotice: 'This connection is read-only: it cannot be changed or deleted.',
    // Spec 001 section 8, quoted exactly.
    toasts: {
      created: 'STS configuration saved successfully',
      updated: 'STS configuration updated successfully',
      deleted: 'STS configuration deleted successfully',
      failed: "Something went wrong! We couldn't save your STS configuration",
    },
    nameField: 'name',
    load: () => import('./form').then((form) => form.stsFormCode),
  },
  deletion: {
    title: 'Delete STS Connection',
    describe: (connection) =>
      `'${connection.name}' will be removed from this workspace, and voice agents that use it will need another model. This cannot be undone.`,
  },
});
