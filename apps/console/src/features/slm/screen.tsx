import { useModelConnectionColumns } from '../../entities/model-connection';
import { defineRecordScreen, type RecordOf } from '../../lib/records';

const descriptionOf = (connection: RecordOf<'slm'>) => connection.configurations.description;

/**
 * SLM connections (spec 001 sections 2 to 8): the list searched by name or description and
 * filtered by provider, the New/Edit SLM Connection drawer, delete.
 */
export const slmScreen = defineRecordScreen({
  resource: 'slm',
  nameOf: (connection) => connection.name,
  texts: {
    intro: 'Small language models for fast, inexpensive tasks. Agents and the intelligence source can use them.',
    newLabel: 'New SLM Connection',
    table: 'SLM connections',
    search: 'Search SLM connections by name or description',
    empty: 'No SLM Model has been configured',
    loadError: 'Could not load the SLM connections',
  },
  columns: function useSlmColumns() {
    return useModelConnectionColumns('slmProviders', descriptionOf);
  },
  filter: { label: 'Provider', allLabel: 'All providers', valueOf: (connection) => connection.provider },
  form: {
    resource: 'slm',
    title: { create: 'New SLM Connection', edit: 'Edit SLM Connection' },
    readOnlyNotice: 'This connection is read-only: it cannot be changed or deleted.',
    // Spec 001 section 8, quoted exactly.
    toasts: {
      created: 'SLM saved successfully',
      updated: 'SLM updated successfully',
      deleted: 'SLM deleted successfully',
      failed: "Something went wrong! We couldn't save your SLM",
    },
    nameField: 'name',
    load: () => import('./form').then((form) => form.slmFormCode),
  },
  deletion: {
    title: 'Delete SLM Connection',
    describe: (connection) =>
      `'${connection.name}' will be removed from this workspace, and agents that use it will need another model. This cannot be undone.`,
  },
});
