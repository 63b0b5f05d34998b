import { EyeIcon, IconButton, PencilIcon, TrashIcon, type DataTableColumn } from '@agentdeck/ui';
import type { RowActionDefinition } from './definition';
import { rowActions } from './records.css';

/** What a records list does from a row: open its form (to edit, or to view a locked one) or ask to delete it. */
export interface RecordRowActions<T> {
  onEdit: (record: T) => void;
  onDelete: (record: T) => void;
  /** The screen's further actions, between Edit and Delete. */
  more?: readonly RowActionDefinition<T>[];
  onMore?: (action: RowActionDefinition<T>, record: T) => void;
}

/**
 * A row's actions as icon buttons with tooltips, named with the record: Edit (View for a
 * read-only record, spec 001 section 4), the screen's own, and Delete (disabled for a read-only one).
 */
export function RowActions<T extends { isReadOnly: boolean }>({
  record,
  name,
  onEdit,
  onDelete,
  more = [],
  onMore,
}: RecordRowActions<T> & { record: T; name: string }) {
  return (
    <span className={rowActions}>
      <IconButton
        aria-label={`${record.isReadOnly ? 'View' : 'Edit'} ${name}`}
        icon={record.isReadOnly ? EyeIcon : PencilIcon}
        size="sm"
        showTooltip
        onPress={() => onEdit(record)}
      />
      {more.filter((action) => !action.isHidden?.(record)).map((action) => (
        <IconButton
          key={action.id}
          aria-label={action.label(record)}
          icon={action.icon}
          size="sm"
          showTooltip
          isDisabled={action.isDisabled?.(record)}
          onPress={() => onMore?.(action, record)}
        />
      ))}
      <IconButton
        aria-label={`Delete ${name}`}
        icon={TrashIcon}
        size="sm"
        showTooltip
        isDisabled={record.isReadOnly}
        onPress={() => onDelete(record)}
      />
    </span>
  );
}

/** The list's last column: the row's actions, named by `nameOf`. */
export function rowActionsColumn<T extends { isReadOnly: boolean }>(
  nameOf: (record: T) => string,
  actions: RecordRowActions<T>,
): DataTableColumn<T> {
  const count = 2 + (actions.more?.length ?? 0);
  return {
    id: 'actions',
    header: 'Actions',
    accessor: () => '',
    filterable: false,
    width: `${count * 2.5 + 2}rem`,
    // What the buttons take: 28px each, 4px between them, and the cell's 12px a side.
    minWidth: `${count * 2 + 1.25}rem`,
    align: 'end',
    isActions: true,
    cell: (record) => <RowActions record={record} name={nameOf(record)} {...actions} />,
  };
}
