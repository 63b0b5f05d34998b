import {
  Button,
  DataTable,
  EyeIcon,
  Icon,
  IconButton,
  PlusIcon,
  type DataTableColumn,
} from '@agentdeck/ui';
import { useEffect, useMemo } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import {
  DeleteRecordDialog,
  RecordActions,
  RecordName,
  RecordsToolbar,
  useRecordDialog,
} from '../../../lib/records';
import {
  useDeletePromptTemplate,
  usePromptTemplates,
  type PromptTemplate,
} from '../api/use-prompt-templates';
import { PROMPT_TEMPLATE_TOASTS } from '../model/prompt-template-form';
import { PromptTemplateForm, type PromptTemplateFormProps } from './PromptTemplateForm';
import { PromptTemplateView } from './PromptTemplateView';
import { actionsRow, intro, page } from './prompt-templates.css';

const getRowId = (template: PromptTemplate) => template.id;

type Open = (template: PromptTemplate) => void;

function promptTemplateColumns(
  onView: Open,
  onEdit: Open,
  onDelete: Open,
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

export type PromptTemplatesPageProps = Pick<PromptTemplateFormProps, 'renderNewVariable'>;

/**
 * The Prompt Templates page (spec 000 sections 2.7, 4.3 and 6): the workspace's templates with a
 * search on their name (case-insensitive), a view dialog, the New / Edit Prompt Template drawer, and
 * delete after a confirmation. Read-only templates open locked and cannot be deleted.
 */
export function PromptTemplatesPage({ renderNewVariable }: PromptTemplatesPageProps) {
  const { id: wid } = useCurrentWorkspace();
  const { data, error, isLoading } = usePromptTemplates(wid);
  const { trigger: remove } = useDeletePromptTemplate(wid);
  const viewing = useRecordDialog<PromptTemplate>();
  const editing = useRecordDialog<PromptTemplate>();
  const deleting = useRecordDialog<PromptTemplate>();
  const [openView, openEditor, openDelete] = [viewing.open, editing.open, deleting.open];

  useEffect(() => {
    if (error) console.error('Could not load the prompt templates', error);
  }, [error]);

  const columns = useMemo(
    () => promptTemplateColumns(openView, openEditor, openDelete),
    [openView, openEditor, openDelete],
  );
  const rows = data ?? [];

  return (
    <div className={page}>
      <RecordsToolbar
        action={
          <Button icon={<Icon icon={PlusIcon} />} onPress={() => editing.open()}>
            New Prompt Template
          </Button>
        }
      >
        <p className={intro}>
          Reusable prompts for agents and workflows. Type @ in a prompt to bring in agents, tools,
          retrievals and variables.
        </p>
      </RecordsToolbar>
      <DataTable
        label="Prompt Templates"
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        isLoading={isLoading}
        filterLabel="Search prompt templates by name"
        emptyMessage={rows.length === 0 ? 'No Prompt Templates found.' : 'No results found'}
        defaultSortDescriptor={{ column: 'name', direction: 'ascending' }}
        pagination
      />
      <PromptTemplateView
        isOpen={viewing.isOpen}
        onOpenChange={viewing.onOpenChange}
        template={viewing.record}
      />
      <PromptTemplateForm
        isOpen={editing.isOpen}
        onOpenChange={editing.onOpenChange}
        template={editing.record}
        renderNewVariable={renderNewVariable}
      />
      <DeleteRecordDialog
        isOpen={deleting.isOpen}
        onOpenChange={deleting.onOpenChange}
        record={deleting.record}
        title="Delete Prompt Template"
        describe={(template) =>
          `The prompt template '${template.name}' will be removed from this workspace. Agents that use it will need another prompt. This cannot be undone.`
        }
        remove={(template) => remove(template.id)}
        deletedMessage={PROMPT_TEMPLATE_TOASTS.deleted}
        failedMessage={PROMPT_TEMPLATE_TOASTS.failed}
      />
    </div>
  );
}
