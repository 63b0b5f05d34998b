import { Button, DataTable, Icon, PlusIcon, type DataTableColumn } from '@agentdeck/ui';
import { useEffect, useMemo } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import {
  DeleteRecordDialog,
  recordActionsColumn,
  RecordName,
  RecordsToolbar,
  useRecordDialog,
} from '../../../lib/records';
import { useDeleteVariable, useVariables, type Variable } from '../api/use-variables';
import { VARIABLE_TOASTS } from '../model/variable-form';
import { VariableForm } from './VariableForm';
import { intro, page } from './variables.css';

const getRowId = (variable: Variable) => variable.id;

function variableColumns(
  onEdit: (variable: Variable) => void,
  onDelete: (variable: Variable) => void,
): DataTableColumn<Variable>[] {
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
  const { data, error, isLoading } = useVariables(wid);
  const { trigger: remove } = useDeleteVariable(wid);
  const editing = useRecordDialog<Variable>();
  const deleting = useRecordDialog<Variable>();
  const openEditor = editing.open;
  const openDelete = deleting.open;

  // A failed list load is logged and the list shows empty, as on the other record screens.
  useEffect(() => {
    if (error) console.error('Could not load the variables', error);
  }, [error]);

  const columns = useMemo(() => variableColumns(openEditor, openDelete), [openEditor, openDelete]);
  const rows = data ?? [];

  return (
    <div className={page}>
      <RecordsToolbar
        action={
          <Button icon={<Icon icon={PlusIcon} />} onPress={() => editing.open()}>
            New Variable
          </Button>
        }
      >
        <p className={intro}>
          Variables carry values through agents and workflows; prompts refer to them by name.
        </p>
      </RecordsToolbar>
      <DataTable
        label="Variables"
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        isLoading={isLoading}
        filterLabel="Search variables by name"
        emptyMessage={rows.length === 0 ? 'No Variables found.' : 'No results found'}
        defaultSortDescriptor={{ column: 'name', direction: 'ascending' }}
        pagination
      />
      <VariableForm
        surface="drawer"
        isOpen={editing.isOpen}
        onOpenChange={editing.onOpenChange}
        variable={editing.record}
      />
      <DeleteRecordDialog
        isOpen={deleting.isOpen}
        onOpenChange={deleting.onOpenChange}
        record={deleting.record}
        title="Delete Variable"
        describe={(variable) =>
          `The variable '${variable.name}' will be removed from this workspace. Prompts and workflows that use it will no longer find it. This cannot be undone.`
        }
        remove={(variable) => remove(variable.id)}
        deletedMessage={VARIABLE_TOASTS.deleted}
        failedMessage={VARIABLE_TOASTS.failed}
      />
    </div>
  );
}
