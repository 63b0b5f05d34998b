import { EyeIcon } from '@agentdeck/ui';
import { defineRecordScreen } from '../../lib/records';
import { PromptTemplateView } from './components/PromptTemplateView';

/**
 * The Prompt Templates page (spec 000 sections 2.7, 4.3 and 6): a search on the name
 * (case-insensitive), a view dialog, the New / Edit Prompt Template drawer, and delete after a
 * confirmation. Read-only templates open locked and cannot be deleted.
 */
export const promptTemplatesScreen = defineRecordScreen({
  resource: 'promptTemplate',
  nameOf: (template) => template.name,
  texts: {
    intro: 'Reusable prompts for agents and workflows. Type @ in a prompt to bring in agents, tools, retrievals and variables.',
    newLabel: 'New Prompt Template',
    table: 'Prompt Templates',
    search: 'Search prompt templates by name',
    empty: 'No Prompt Templates found.',
    loadError: 'Could not load the prompt templates',
  },
  defaultSort: { column: 'name', direction: 'ascending' },
  columns: [
    { id: 'name', header: 'Prompt Key', accessor: (template) => template.name, sortable: true, width: '30%' },
    // The search matches on the name only (spec 000 section 5.2).
    { id: 'description', header: 'Prompt Description', accessor: (template) => template.description, filterable: false },
  ],
  actions: [
    {
      id: 'view',
      label: (template) => `View ${template.name}`,
      icon: EyeIcon,
      // A read-only template's form already opens to view it.
      isHidden: (template) => template.isReadOnly,
      Dialog: ({ record, isOpen, onOpenChange }) => (
        <PromptTemplateView template={record} isOpen={isOpen} onOpenChange={onOpenChange} />
      ),
    },
  ],
  form: {
    resource: 'promptTemplate',
    title: { create: 'New Prompt Template', edit: 'Edit Prompt Template' },
    readOnlyNotice: 'This prompt template is read-only: it cannot be changed or deleted.',
    // Spec 000 section 8, quoted exactly.
    toasts: {
      created: 'Prompt Template saved successfully',
      updated: 'Prompt Template updated successfully',
      deleted: 'Prompt Template deleted successfully',
      failed: "Something went wrong! We couldn't save your prompt template",
    },
    nameField: 'name',
    load: () => import('./form').then((form) => form.promptTemplateFormCode),
  },
  deletion: {
    title: 'Delete Prompt Template',
    describe: (template) =>
      `The prompt template '${template.name}' will be removed from this workspace. Agents that use it will need another prompt. This cannot be undone.`,
  },
});
