import {
  Button,
  DataTable,
  PlusIcon,
  type DataTableColumn,
  type DataTableProps,
} from '@agentdeck/ui';
import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { DeleteRecordDialog, type DeleteRecordDialogProps } from './DeleteRecordDialog';
import { RecordsToolbar } from './RecordParts';
import { useRecordDialog } from './use-record-dialog';
import { intro as introClass, listHeading, listSection, page, pageWithAbove } from './records.css';

/** What a records list screen shows about the rows: each one has an id and may be locked. */
export interface ListedRecord {
  id: string;
  isReadOnly: boolean;
}

/** What a list hook (`useVaultSecrets(wid)`, ...) returns that the screen reads. */
export interface RecordList<T> {
  data?: readonly T[];
  error?: unknown;
  isLoading: boolean;
}

/** The row actions the list's columns call: open the edit drawer or the delete confirmation. */
export interface RecordRowActions<T> {
  onEdit: (record: T) => void;
  onDelete: (record: T) => void;
}

/** The edit drawer's state, for the screen's form: `record` is undefined when creating. */
export interface RecordEditor<T> {
  isOpen: boolean;
  record: T | undefined;
  onOpenChange: (isOpen: boolean) => void;
}

export interface RecordListPageProps<T extends ListedRecord> {
  /** The list hook's result. */
  list: RecordList<T>;
  /** Logged with the error when the list fails to load: the list then shows empty (spec 001 section 8). */
  loadErrorMessage: string;
  /**
   * The columns, given the row actions (for `recordActionsColumn`). Keep the function stable (a
   * module function, or `useCallback`): the columns are rebuilt when it changes.
   */
  columns: (actions: RecordRowActions<T>) => DataTableColumn<T>[];
  /** The sentence beside the New button. */
  intro?: string;
  /** Or a heading beside it instead: the list becomes a section named by it. */
  heading?: string;
  /** Shown above the list (the LLM usage summary). */
  above?: ReactNode;
  /** The New button's text, such as 'New Vault'. */
  newLabel: string;
  /** The table's accessible name, its search field's label, and sorting. */
  table: Pick<DataTableProps<T>, 'label' | 'filterLabel' | 'defaultSortDescriptor'>;
  /** What the table says when the workspace has none, such as 'No vault key found'. */
  emptyMessage: string;
  /** The create/edit form, in its drawer. */
  renderForm: (editor: RecordEditor<T>) => ReactNode;
  /** The delete confirmation: its title and text, the delete call by id, and its toasts. */
  deletion: Pick<DeleteRecordDialogProps<T>, 'title' | 'describe'> & {
    remove: (id: string) => Promise<unknown>;
    /** 'deleted' on success; 'failed' when the server gives no message of its own. */
    toasts: { deleted: string; failed: string };
  };
  /** Further surfaces of the screen (the prompt template view dialog). */
  children?: ReactNode;
}

const getRowId = (record: ListedRecord) => record.id;

/**
 * A screen of workspace records (vault, LLM connections, variables, prompt templates): the
 * toolbar with the New button, the searchable and paginated list, the create/edit drawer and the
 * delete confirmation. The screen gives its columns, texts and form; this keeps which record is
 * being edited or deleted, and logs a failed list load (the list then shows empty).
 */
export function RecordListPage<T extends ListedRecord>({
  list,
  loadErrorMessage,
  columns: buildColumns,
  intro,
  heading,
  above,
  newLabel,
  table,
  emptyMessage,
  renderForm,
  deletion,
  children,
}: RecordListPageProps<T>) {
  const editing = useRecordDialog<T>();
  const deleting = useRecordDialog<T>();
  const headingId = useId();
  const { error } = list;
  const [onEdit, onDelete] = [editing.open, deleting.open];

  useEffect(() => {
    if (error) console.error(loadErrorMessage, error);
  }, [error, loadErrorMessage]);

  const columns = useMemo(
    () => buildColumns({ onEdit, onDelete }),
    [buildColumns, onEdit, onDelete],
  );
  const rows = list.data ?? [];

  const listContent = (
    <>
      <RecordsToolbar
        action={
          <Button icon={<PlusIcon aria-hidden size={16} />} onPress={() => editing.open()}>
            {newLabel}
          </Button>
        }
      >
        {heading !== undefined ? (
          <h2 id={headingId} className={listHeading}>
            {heading}
          </h2>
        ) : (
          <p className={introClass}>{intro}</p>
        )}
      </RecordsToolbar>
      <DataTable
        {...table}
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        isLoading={list.isLoading}
        pagination
        emptyMessage={rows.length === 0 ? emptyMessage : 'No results found'}
      />
    </>
  );

  return (
    <div className={above === undefined ? page : pageWithAbove}>
      {above}
      {heading !== undefined ? (
        <section className={listSection} aria-labelledby={headingId}>
          {listContent}
        </section>
      ) : (
        listContent
      )}
      {renderForm({
        isOpen: editing.isOpen,
        record: editing.record,
        onOpenChange: editing.onOpenChange,
      })}
      {children}
      <DeleteRecordDialog
        title={deletion.title}
        describe={deletion.describe}
        remove={(record) => deletion.remove(record.id)}
        deletedMessage={deletion.toasts.deleted}
        failedMessage={deletion.toasts.failed}
        isOpen={deleting.isOpen}
        onOpenChange={deleting.onOpenChange}
        record={deleting.record}
      />
    </div>
  );
}
