import type { DataTableColumn } from '@agentdeck/ui';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import {
  recordActionsColumn,
  RecordListPage,
  RecordName,
  type RecordRowActions,
} from '../../../lib/records';
import { useDeleteVariable, useVariables, type Variable } from '../api/use-variables';
import { VARIABLE_TOASTS } from '../model/variable-form';
import { VariableForm } from './VariableForm';

function variableColumns({
  onEdit,
  onDelete,
}: RecordRowActions<Variable>): DataTableColumn<Variable>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      accessor: (variable) => variable.name,
      sortable: true,
      width: '30%',
      cell: (variable) => <RecordName isReadOnly={variable.isReadOnly}>{variable.name}</RecordName>,
    },
    // The search matches on the name only (spec 000 section 2.9).
    {
      id: 'dataType',
      header: 'Data Type',
      accessor: (variable) => variable.dataType,
      sortable: true,
      filterable: false,
      width: '9rem',
    },
    {
      id: 'description',
      header: 'Description',
      accessor: (variable) => variable.description,
      filterable: false,
    },
    recordActionsColumn((variable) => variable.name, onEdit, onDelete),
  ];
}

/**
 * The Variables page (spec 000 sections 2.9 and 4.5): the workspace's variables with a search on
 * their name, the New Variable / Edit Variable drawer, and delete after a confirmation.
 * Read-only variables open locked and cannot be deleted.
 */
export function VariablesPage() {
  const { id: wid } = useCurrentWorkspace();
  const list = useVariables(wid);
  const { trigger: remove } = useDeleteVariable(wid);
  return (
    <RecordListPage
      list={list}
      loadErrorMessage="Could not load the variables"
      columns={variableColumns}
      intro="Variables carry values through agents and workflows; prompts refer to them by name."
      newLabel="New Variable"
      table={{
        label: 'Variables',
        filterLabel: 'Search variables by name',
        defaultSortDescriptor: { column: 'name', direction: 'ascending' },
      }}
      emptyMessage="No Variables found."
      renderForm={(editor) => (
        <VariableForm
          surface="drawer"
          isOpen={editor.isOpen}
          onOpenChange={editor.onOpenChange}
          variable={editor.record}
        />
      )}
      deletion={{
        title: 'Delete Variable',
        describe: (variable) =>
          `The variable '${variable.name}' will be removed from this workspace. Prompts and workflows that use it will no longer find it. This cannot be undone.`,
        remove,
        toasts: VARIABLE_TOASTS,
      }}
    />
  );
}
