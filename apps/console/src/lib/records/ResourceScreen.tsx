import { referableResources, type ResourceKey } from '@agentdeck/api-client';
import { resourceHooks } from '@agentdeck/api-client/hooks';
import { Button, DataTable, PlusIcon, Select, type DataTableColumn } from '@agentdeck/ui';
import { Suspense, use, useCallback, useEffect, useId, useMemo, useState, useTransition } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useCurrentWorkspace } from '../current-workspace';
import type { DeleteRecordDialogProps } from './DeleteRecordDialog';
import {
  recordFormTitle,
  type ListFilterDefinition,
  type RecordOf,
  type RecordScreenDefinition,
  type RowActionDefinition,
} from './definition';
import { loadRecordFormCode } from './form-code';
import { fetchOnce } from './fetch-once';
import type { RecordSurface } from './InlineSurface';
import { LoadingSurface } from './LoadingSurface';
import { intro as introClass, listHeading, listSection, page, pageWithAbove, toolbarActions } from './records.css';
import { listTools } from './ResourceScreen.css';
import { RecordName, RecordsToolbar } from './RecordParts';
import type { ResourceFormProps } from './ResourceForm';
import { rowActionsColumn } from './RowActions';
import { useHasOpened, useRecordDialog } from './use-record-dialog';

const getRowId = (record: { id: string }) => record.id;
const ALL = '__all__';
const noActions: readonly never[] = [];
const noFollowUp = () => undefined;

// The form (react-hook-form, the save states, and the definition's schema and fields) and the
// delete confirmation are fetched when first opened, not with the list (issue 21).
const loadResourceForm = fetchOnce(() => import('./ResourceForm'));
const loadDeleteDialog = fetchOnce(() => import('./DeleteRecordDialog'));

/** The form, once the kit's form code and the definition's (started together on opening) have loaded. */
function LazyResourceForm<K extends ResourceKey, V extends FieldValues, O extends FieldValues, C>(
  props: ResourceFormProps<K, V, O, C>,
) {
  const { ResourceForm } = use(loadResourceForm());
  const code = loadRecordFormCode(props.definition);
  if (code) use(code);
  return <ResourceForm {...props} />;
}

function LazyDeleteDialog<T extends { id: string }>(props: DeleteRecordDialogProps<T>) {
  const { DeleteRecordDialog } = use(loadDeleteDialog());
  return <DeleteRecordDialog {...props} />;
}

/** The values of the filter's field in a record: none, one, or several. */
function filterValues<R>(filter: ListFilterDefinition<R>, record: R): readonly string[] {
  const value = filter.valueOf(record);
  return value === undefined ? [] : typeof value === 'string' ? [value] : value;
}

/** The distinct values of the filter's field, sorted, for its pick list. */
function filterOptions<R>(filter: ListFilterDefinition<R>, rows: readonly R[]) {
  const values = [...new Set(rows.flatMap((row) => filterValues(filter, row)).filter((value) => !!value))].sort((a, b) =>
    a.localeCompare(b),
  );
  return [{ id: ALL, label: filter.allLabel }, ...values.map((value) => ({ id: value, label: value }))];
}

/**
 * A screen of workspace records from its definition: the toolbar with its intro or heading, the
 * screen's own buttons and the New button, an optional filter beside the table's search, the
 * searchable and paginated table ('No results found' once a search matches nothing) with each
 * row's actions, the create/edit form (and what follows a create, such as opening the new
 * record elsewhere), the screen's own row dialogs and the delete confirmation, listing the
 * records that use the record for a resource other records refer to. A failed list load is
 * logged and the list shows empty (spec 001 section 8).
 */
export function ResourceScreen<K extends ResourceKey, V extends FieldValues, O extends FieldValues, C>({
  definition,
}: {
  definition: RecordScreenDefinition<K, V, O, C>;
}) {
  const { id: wid } = useCurrentWorkspace();
  const { resource, texts, nameOf, form, deletion, above, ListActions } = definition;
  // The hooks of one resource, chosen by the definition: the same on every render.
  const hooks = resourceHooks[resource] as unknown as (typeof resourceHooks)['variable'];
  const list = hooks.useList(wid) as { data?: RecordOf<K>[]; error?: unknown; isLoading: boolean };
  const { trigger: remove } = hooks.useDelete(wid);
  const editing = useRecordDialog<RecordOf<K>>();
  const deleting = useRecordDialog<RecordOf<K>>();
  const acting = useRecordDialog<RecordOf<K>>();
  const [action, setAction] = useState<RowActionDefinition<RecordOf<K>>>();
  const [filterValue, setFilterValue] = useState(ALL);
  const headingId = useId();

  useEffect(() => {
    if (list.error) console.error(texts.loadError, list.error);
  }, [list.error, texts.loadError]);

  // Each either given or a hook, chosen by the definition: the same on every render.
  const useColumns = typeof definition.columns === 'function' ? definition.columns : () => definition.columns as never;
  const columns = useColumns();
  const useFilter = typeof definition.filter === 'function' ? definition.filter : () => definition.filter as never;
  const filter = useFilter() as ListFilterDefinition<RecordOf<K>> | undefined;
  const useActions =
    typeof definition.actions === 'function'
      ? definition.actions
      : () => (definition.actions as readonly RowActionDefinition<RecordOf<K>>[] | undefined) ?? noActions;
  const more = useActions();
  const onCreated = (definition.useOnCreated ?? noFollowUp)();
  const { open: openEditing, onOpenChange: onEditingChange } = editing;
  const { open: openDeleting, onOpenChange: onDeletingChange } = deleting;
  const { open: openAction, onOpenChange: onActionChange } = acting;
  // A surface whose code has not loaded yet opens in a transition: the list stays as it is while
  // the code loads, with no fallback shown and no flash for a fetch that answers at once; a slow
  // one shows the surface's frame with a spinner (`LoadingSurface`) until it can open.
  const [isOpening, startOpening] = useTransition();
  const [opening, setOpening] = useState<{ surface: RecordSurface; title: string; cancel: () => void; isShown?: boolean }>();
  const replacesLoadingSurface = opening?.isShown ?? false;
  const onEdit = useCallback(
    (record?: RecordOf<K>) => {
      void loadResourceForm();
      void loadRecordFormCode(form);
      setOpening({ surface: form.surface ?? 'drawer', title: recordFormTitle(form, record), cancel: () => onEditingChange(false) });
      startOpening(() => openEditing(record));
    },
    [form, openEditing, onEditingChange],
  );
  const onDelete = useCallback(
    (record: RecordOf<K>) => {
      void loadDeleteDialog();
      setOpening({ surface: 'dialog', title: deletion.title, cancel: () => onDeletingChange(false) });
      startOpening(() => openDeleting(record));
    },
    [deletion.title, openDeleting, onDeletingChange],
  );
  const onMore = useCallback(
    (chosen: RowActionDefinition<RecordOf<K>>, record: RecordOf<K>) => {
      if (chosen.Dialog) {
        setOpening({ surface: 'dialog', title: chosen.label(record), cancel: () => onActionChange(false) });
        startOpening(() => {
          setAction(chosen);
          openAction(record);
        });
      }
      chosen.onAction?.(record);
    },
    [openAction, onActionChange],
  );
  const formHasOpened = useHasOpened(editing.isOpen);
  const deletionHasOpened = useHasOpened(deleting.isOpen);
  const allColumns = useMemo(() => {
    const [first, ...rest] = columns;
    // The row header names the record, with a 'Read-only' badge when it is locked.
    const named: DataTableColumn<RecordOf<K>> = {
      ...first!,
      cell: (record) => (
        <RecordName isReadOnly={record.isReadOnly}>{first!.cell ? first!.cell(record) : String(first!.accessor(record) ?? '')}</RecordName>
      ),
    };
    return [named, ...rest, rowActionsColumn(nameOf, { onEdit, onDelete, more, onMore })];
  }, [columns, nameOf, onEdit, onDelete, more, onMore]);

  const all = useMemo(() => list.data ?? [], [list.data]);
  const rows = useMemo(
    () => (filter && filterValue !== ALL ? all.filter((record) => filterValues(filter, record).includes(filterValue)) : all),
    [all, filter, filterValue],
  );

  const newButton = (
    <Button icon={PlusIcon} onPress={() => onEdit()}>
      {texts.newLabel}
    </Button>
  );
  const listContent = (
    <>
      <RecordsToolbar
        action={
          ListActions ? (
            <div className={toolbarActions}>
              <ListActions />
              {newButton}
            </div>
          ) : (
            newButton
          )
        }
      >
        {texts.heading !== undefined ? (
          <h2 id={headingId} className={listHeading}>
            {texts.heading}
          </h2>
        ) : (
          <p className={introClass}>{texts.intro}</p>
        )}
      </RecordsToolbar>
      {filter && (
        <div className={listTools}>
          <Select
            label={filter.label}
            items={filterOptions(filter, all)}
            value={filterValue}
            onChange={(key) => setFilterValue(key === null ? ALL : String(key))}
          />
        </div>
      )}
      <DataTable
        aria-label={texts.table}
        filterLabel={texts.search}
        columns={allColumns}
        rows={rows}
        getRowId={getRowId}
        isLoading={list.isLoading}
        loadingMessage={texts.loading}
        pagination
        defaultSortDescriptor={definition.defaultSort}
        emptyText={all.length === 0 ? texts.empty : 'No results found'}
      />
    </>
  );

  return (
    <div className={above === undefined ? page : pageWithAbove}>
      {above}
      {texts.heading !== undefined ? (
        <section className={listSection} aria-labelledby={headingId}>
          {listContent}
        </section>
      ) : (
        listContent
      )}
      {isOpening && opening && (
        <LoadingSurface
          surface={opening.surface}
          isOpen
          onOpenChange={(isOpen) => !isOpen && opening.cancel()}
          title={opening.title}
          onShown={() => setOpening((current) => current && { ...current, isShown: true })}
        />
      )}
      {/* Mounted with the list, so a surface loading in a transition keeps the page as it is. */}
      <Suspense fallback={null}>
        {formHasOpened && (
          <LazyResourceForm
            definition={form}
            isOpen={editing.isOpen}
            onOpenChange={onEditingChange}
            record={editing.record}
            onSaved={editing.record ? undefined : onCreated}
            replacesLoadingSurface={replacesLoadingSurface}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {action?.Dialog && <action.Dialog record={acting.record} isOpen={acting.isOpen} onOpenChange={onActionChange} />}
      </Suspense>
      <Suspense fallback={null}>
        {deletionHasOpened && (
          <LazyDeleteDialog
            title={deletion.title}
            nameOf={nameOf}
            describe={deletion.describe}
            remove={(record: RecordOf<K>) => remove(record.id)}
            deletedMessage={form.toasts.deleted}
            failedMessage={form.toasts.failed}
            isOpen={deleting.isOpen}
            onOpenChange={onDeletingChange}
            record={deleting.record}
            usedBy={referableResources.includes(resource) ? resource : undefined}
            appearsInPlace={replacesLoadingSurface}
          />
        )}
      </Suspense>
    </div>
  );
}
