import { EyeIcon, IconButton, type DataTableColumn } from '@agentdeck/ui';
import { useCallback } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import {
  RecordActions,
  RecordListPage,
  RecordName,
  useRecordDialog,
  type RecordRowActions,
} from '../../../lib/records';
import {
  useDeletePromptTemplate,
  usePromptTemplates,
  type PromptTemplate,
} from '../api/use-prompt-templates';
import { PROMPT_TEMPLATE_TOASTS } from '../model/prompt-template-form';
import { PromptTemplateForm } from './PromptTemplateForm';
import { PromptTemplateView } from './PromptTemplateView';
import { actionsRow } from './prompt-templates.css';

function promptTemplateColumns(
  onView: (template: PromptTemplate) => void,
  { onEdit, onDelete }: RecordRowActions<PromptTemplate>,
): DataTableColumn<PromptTemplate>[] {
  return [
    {
      id: 'name',
      header: 'Prompt Key',
      accessor: (template) => template.name,
      sortable: true,
      width: '30%',
      cell: (template) => <RecordName isReadOnly={template.isReadOnly}>{template.name}</RecordName>,
    },
    // The search matches on the name only (spec 000 section 5.2).
    {
      id: 'description',
      header: 'Prompt Description',
      accessor: (template) => template.description,
      filterable: false,
    },
    {
      id: 'actions',
      header: 'Actions',
      accessor: () => '',
      filterable: false,
      width: '9rem',
      align: 'end',
      cell: (template) => (
        <span className={actionsRow}>
          {!template.isReadOnly && (
            <IconButton
              label={`View ${template.name}`}
              icon={EyeIcon}
              size="sm"
              showTooltip
              onPress={() => onView(template)}
            />
          )}
          <RecordActions
            name={template.name}
            isReadOnly={template.isReadOnly}
            onEdit={() => onEdit(template)}
            onDelete={() => onDelete(template)}
          />
        </span>
      ),
    },
  ];
}

/**
 * The Prompt Templates page (spec 000 sections 2.7, 4.3 and 6): the workspace's templates with a
 * search on their name (case-insensitive), a view dialog, the New / Edit Prompt Template drawer, and
 * delete after a confirmation. Read-only templates open locked and cannot be deleted.
 */
export function PromptTemplatesPage() {
  const { id: wid } = useCurrentWorkspace();
  const list = usePromptTemplates(wid);
  const { trigger: remove } = useDeletePromptTemplate(wid);
  const viewing = useRecordDialog<PromptTemplate>();
  const openView = viewing.open;
  const columns = useCallback(
    (actions: RecordRowActions<PromptTemplate>) => promptTemplateColumns(openView, actions),
    [openView],
  );
  return (
    <RecordListPage
      list={list}
      loadErrorMessage="Could not load the prompt templates"
      columns={columns}
      intro="Reusable prompts for agents and workflows. Type @ in a prompt to bring in agents, tools, retrievals and variables."
      newLabel="New Prompt Template"
      table={{
        label: 'Prompt Templates',
        filterLabel: 'Search prompt templates by name',
        defaultSortDescriptor: { column: 'name', direction: 'ascending' },
      }}
      emptyMessage="No Prompt Templates found."
      renderForm={(editor) => (
        <PromptTemplateForm
          isOpen={editor.isOpen}
          onOpenChange={editor.onOpenChange}
          template={editor.record}
        />
      )}
      deletion={{
        title: 'Delete Prompt Template',
        describe: (template) =>
          `The prompt template '${template.name}' will be removed from this workspace. Agents that use it will need another prompt. This cannot be undone.`,
        remove,
        toasts: PROMPT_TEMPLATE_TOASTS,
      }}
    >
      <PromptTemplateView
        isOpen={viewing.isOpen}
        onOpenChange={viewing.onOpenChange}
        template={viewing.record}
      />
    </RecordListPage>
  );
}
