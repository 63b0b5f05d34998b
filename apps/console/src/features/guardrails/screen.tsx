import { GUARDRAIL_CRITERIA_LABELS, GUARDRAIL_SOURCE_LABELS } from '@agentdeck/api-client/rules';
import { previewText } from '@agentdeck/ui';
import { defineRecordScreen } from '../../lib/records';
import { HANDLING_LABELS } from './model/handling-labels';

/** Spec 002 section 9: the category preview is cut at 30 characters. */
const CATEGORY_PREVIEW_LENGTH = 30;

/**
 * Guardrails (spec 002 sections 2 to 9; kept by the server, spec README decision 6): the list
 * searched by name, the New/Edit Guardrails drawer, delete. The three seeds are read-only: their
 * row offers View instead of Edit, and no Delete.
 */
export const guardrailsScreen = defineRecordScreen({
  resource: 'guardrail',
  nameOf: (guardrail) => guardrail.guardrailName,
  texts: {
    intro:
      'Checks on what goes into and comes out of a model: mask the content, or block the response.',
    newLabel: 'New Guardrails',
    table: 'Guardrails',
    search: 'Search guardrails',
    // Spec 002 section 8, quoted exactly.
    empty: 'No Guardrails have been configured',
    loadError: 'Could not load the guardrails',
  },
  columns: [
    {
      id: 'name',
      header: 'Name',
      accessor: (guardrail) => guardrail.guardrailName,
      sortable: true,
    },
    {
      id: 'category',
      header: 'Category',
      accessor: (guardrail) => previewText(guardrail.category, CATEGORY_PREVIEW_LENGTH),
      sortable: true,
    },
    {
      id: 'source',
      header: 'Source',
      accessor: (guardrail) => GUARDRAIL_SOURCE_LABELS[guardrail.sourceType],
    },
    {
      id: 'handling',
      header: 'Handling',
      accessor: (guardrail) => HANDLING_LABELS[guardrail.handlingType],
    },
    {
      id: 'criteria',
      header: 'Criteria',
      accessor: (guardrail) =>
        guardrail.criteria.map((criterion) => GUARDRAIL_CRITERIA_LABELS[criterion]).join(', '),
    },
  ],
  filter: {
    label: 'Category',
    allLabel: 'All categories',
    valueOf: (guardrail) => guardrail.category,
  },
  form: {
    resource: 'guardrail',
    title: { create: 'New Guardrails', edit: 'Edit Guardrails', view: 'View Guardrails' },
    readOnlyNotice:
      'This guardrail is one of the platform defaults: it cannot be changed or deleted.',
    // The spec names no guardrail toasts (002 section 8): these follow its other resources' wording.
    toasts: {
      created: 'Guardrail saved successfully',
      updated: 'Guardrail updated successfully',
      deleted: 'Guardrail deleted successfully',
      failed: "Something went wrong! We couldn't save your guardrail",
    },
    nameField: 'guardrailName',
    load: () => import('./form').then((form) => form.guardrailFormCode),
  },
  deletion: {
    title: 'Delete Guardrails',
    describe: (guardrail) =>
      `'${guardrail.guardrailName}' will be removed from this workspace, and agents that use it will no longer check their messages with it. This cannot be undone.`,
  },
});
