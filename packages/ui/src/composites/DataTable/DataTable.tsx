'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDownIcon as ArrowDown, ArrowUpIcon as ArrowUp, ChevronRightIcon as ChevronRight, ChevronsUpDownIcon as ChevronsUpDown, LoaderIcon as LoaderCircle } from '../../components/Icon/icons';
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  Button as AriaButton,
  useLocale,
  type Key,
  type SortDescriptor,
} from 'react-aria-components';
import { Button } from '../../components/Button';
import { SearchField } from '../../components/SearchField';
import * as styles from './DataTable.css';
import { fittedColumnWidths, isStackedLayout, minTableWidth, type DataTableLayout } from './layout';
import { defaultPageSize, pageLabel, paginate } from './paginate';
import {
  cellText,
  createRowModel,
  type RowModel,
  type RowModelColumn,
  type RowSort,
} from './rowModel';

export interface DataTableColumn<Row> extends RowModelColumn<Row> {
  /** Column header text; also names the sort button. */
  header: string;
  /** Lets the user sort by this column from its header. @default false */
  sortable?: boolean;
  /** Renders the cell; by default the accessor's value as text. Filtering and sorting always use the accessor. */
  cell?: (row: Row) => ReactNode;
  /** Aligns numbers to the end of the cell. @default 'start' */
  align?: 'start' | 'end';
  /**
   * Column width as a CSS length or percentage, such as '12%'; by default columns share the width
   * equally. A column narrower than this still gets its `minWidth` when the table is short of room.
   */
  width?: string;
  /**
   * What this column needs, as a length in px or rem: the table never squeezes it below this, and
   * stacks the rows (see `layout`) when its box is narrower than all its columns need. By default
   * `width` when that is a length, else 8rem.
   */
  minWidth?: string;
  /**
   * The row's actions (Edit, Delete...). When rows are stacked, its cell sits beside the row's
   * first cell, without the column's name. @default false
   */
  isActions?: boolean;
}

/** The table's own words, for another language: each has an English default. */
export interface DataTableTexts {
  /** @default 'Filter...' */
  filterPlaceholder: string;
  /** @default 'Previous' */
  previous: string;
  /** @default 'Next' */
  next: string;
  /** The footer's position. @default 'Page 2 of 5' */
  page: (page: number, pageCount: number) => string;
  /** The expand button of a row, named after its first cell. @default 'Details for claims-triage' */
  details: (rowName: string) => string;
}

const defaultTexts: DataTableTexts = {
  filterPlaceholder: 'Filter...',
  previous: 'Previous',
  next: 'Next',
  page: (page, pageCount) => pageLabel({ page, pageCount }),
  details: (rowName) => `Details for ${rowName}`,
};

export interface DataTableProps<Row> {
  /** Accessible name of the table, such as 'Agents' (the table shows no label of its own). */
  'aria-label': string;
  /**
   * The columns, in order. The first is the row header. Keep the array stable (module scope or
   * `useMemo`): a new array rebuilds the filter index and the sort caches.
   */
  columns: readonly DataTableColumn<Row>[];
  /** The rows. A new array resets the caches; the same array is filtered and sorted in place. */
  rows: readonly Row[];
  /**
   * A unique, stable key per row: it keeps a row's expanded state across sorting and filtering.
   * Keep the function stable too (module scope or `useCallback`), like `columns`.
   */
  getRowId: (row: Row) => Key;
  /** Details shown under a row when it is expanded; without it rows do not expand. */
  renderExpandedRow?: (row: Row) => ReactNode;
  /**
   * Pages of rows with a Previous / Next footer: `true` for the spec's 10 rows a page, or a page
   * size. Without pagination the table scrolls and renders only the rows in view.
   * @default false
   */
  pagination?: boolean | number;
  /** Shows the 'Filter...' search field above the table. @default true */
  filterable?: boolean;
  /** Accessible name of the filter field. @default 'Filter rows' */
  filterLabel?: string;
  /** Shows `loadingMessage` instead of rows. @default false */
  isLoading?: boolean;
  /** What the table says while loading ('Hang tight! We're loading the agent data for you...'). @default 'Loading' */
  loadingMessage?: string;
  /** Shown when no row matches the filter, or there are no rows. @default 'No results found' */
  emptyText?: string;
  /** The sort applied before the user picks one. */
  defaultSortDescriptor?: SortDescriptor;
  /** Called when the user sorts by a column. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** The table's fixed words in another language; what is left out stays English. */
  texts?: Partial<DataTableTexts>;
  /**
   * `table`: rows and columns. `stacked`: each row a block, its first cell on top and every other
   * cell a 'column name: value' line under it; sortable column names stay above the rows as sort
   * buttons. `auto` stacks the rows while the table's box is narrower than its columns' minimum
   * widths (a phone, a narrow panel) and shows the table otherwise.
   * @default 'auto'
   */
  layout?: DataTableLayout;
}

/** Enough rows to fill the scroll box before the virtualizer has measured it. */
const initialViewport = { width: 0, height: 800 };
const interactiveTarget = 'a, button, input, select, textarea, [role="button"], [role="link"]';

/**
 * A table of any rows with a filter field, sortable columns, rows that expand to show details,
 * and either pages (Previous / Next, 'Page X of Y') or a virtualized scroll for large data.
 *
 * Speed: rows are never copied. Each row's text is indexed once, so a keystroke is one pass of
 * `includes`; each column's order is computed once per data set; both are prepared in idle time
 * after the rows arrive. Typing and sorting render through `useDeferredValue`, so the field and
 * the header answer at once even on 100,000 rows.
 *
 * Accessibility: a semantic `<table>` named by `aria-label`. Sortable headers carry `aria-sort` and
 * hold a button (Enter or Space sorts; ascending first, then it toggles). Each expandable row
 * starts with a 'Details for …' button with `aria-expanded` and `aria-controls`, so keyboard and
 * screen reader users expand rows with Enter or Space; a click anywhere else on the row does
 * the same for pointer users. The filter is a search field (Escape clears it). 'Loading' and
 * 'No results found' are announced as status messages, as is the page text. Reaching the first
 * or last page moves focus from the button that becomes disabled to the other one. A virtualized table
 * sets `aria-rowcount` and `aria-rowindex`, so the row count read out is the full count.
 * Stacked rows keep the table's semantics (explicit roles, as some browsers drop them when a
 * table is not displayed as one); the column names they show are hidden from screen readers,
 * which announce each cell's column header already.
 */
export function DataTable<Row>({
  'aria-label': label,
  columns,
  rows,
  getRowId,
  renderExpandedRow,
  pagination = false,
  filterable = true,
  filterLabel = 'Filter rows',
  isLoading = false,
  emptyText = 'No results found',
  loadingMessage = 'Loading',
  defaultSortDescriptor,
  onSortChange,
  layout = 'auto',
  texts: ownTexts,
}: DataTableProps<Row>) {
  const texts = { ...defaultTexts, ...ownTexts };
  const { locale } = useLocale();
  const collator = useMemo(
    () => new Intl.Collator(locale, { numeric: true, sensitivity: 'base' }),
    [locale],
  );
  const model = useMemo(() => createRowModel(rows, columns, collator), [rows, columns, collator]);
  usePreparedInIdleTime(model, columns);

  const [filterText, setFilterText] = useState('');
  const [sort, setSort] = useState<SortDescriptor | undefined>(defaultSortDescriptor);
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(() => new Set());

  // The field and the header update at once; the rows follow in a render React may interrupt.
  const deferredFilter = useDeferredValue(filterText);
  const deferredSort = useDeferredValue(sort);
  const isStale = deferredFilter !== filterText || deferredSort !== sort;
  const order = useMemo(
    () => model.view(deferredFilter, deferredSort && toRowSort(deferredSort)),
    [model, deferredFilter, deferredSort],
  );

  const pageSize =
    pagination === true ? defaultPageSize : pagination === false ? undefined : pagination;
  const slice = pageSize === undefined ? undefined : paginate(order.length, page, pageSize);

  const changeFilter = (text: string) => {
    setFilterText(text);
    setPage(1);
  };
  const sortBy = (column: string) => {
    const direction =
      sort?.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending';
    const descriptor: SortDescriptor = { column, direction };
    setSort(descriptor);
    setPage(1);
    onSortChange?.(descriptor);
  };
  const toggleRow = useCallback((id: Key) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const baseId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const { isStacked, columnWidths } = useColumnLayout(scrollRef, layout, columns);
  const role = (name: string) => (isStacked ? name : undefined);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const goToPage = (target: number, pageCount: number) => {
    setPage(target);
    // The button pressed is disabled on the first or last page, and a disabled button drops
    // keyboard focus to the page: hand focus to the other button instead.
    if (target <= 1) nextRef.current?.focus();
    else if (target >= pageCount) previousRef.current?.focus();
  };
  const isVirtual = pageSize === undefined;
  const expandable = renderExpandedRow !== undefined;
  const showRows = !isLoading && order.length > 0;

  // Detail rows are rows too: a virtualized table counts them in aria-rowcount and aria-rowindex.
  const expandedViewPositions = useMemo(
    () =>
      isVirtual && expandable && expanded.size > 0
        ? viewPositionsOf(expanded, order, rows, getRowId)
        : [],
    [isVirtual, expandable, expanded, order, rows, getRowId],
  );

  const renderRow = (viewPosition: number, measure?: (node: Element | null) => void) => {
    const position = order[viewPosition] as number;
    const row = rows[position] as Row;
    const id = getRowId(row);
    return (
      <RowGroup
        key={id}
        row={row}
        rowId={id}
        columns={columns}
        detailId={`${baseId}-details-${position}`}
        isExpanded={expanded.has(id)}
        onToggle={toggleRow}
        renderExpandedRow={renderExpandedRow}
        ariaRowIndex={
          isVirtual ? 2 + viewPosition + countBelow(expandedViewPositions, viewPosition) : undefined
        }
        measure={measure}
        viewPosition={viewPosition}
        isStacked={isStacked}
        detailsLabel={texts.details}
      />
    );
  };

  // Stable between views: the virtualizer recomputes every row's position when it changes.
  const keyAt = useCallback(
    (viewPosition: number) => getRowId(rows[order[viewPosition] as number] as Row),
    [getRowId, rows, order],
  );

  let body: ReactNode;
  if (isLoading) {
    body = (
      <StateRow columnCount={columns.length} isStacked={isStacked}>
        <LoaderCircle aria-hidden className={`${styles.stateIcon} ${styles.spinning}`} />
        {loadingMessage}
      </StateRow>
    );
  } else if (!showRows) {
    body = (
      <StateRow columnCount={columns.length} isStacked={isStacked}>
        {emptyText}
      </StateRow>
    );
  } else if (isVirtual) {
    body = (
      <VirtualRowGroups
        scrollRef={scrollRef}
        count={order.length}
        keyAt={keyAt}
        resetKey={order}
        columnCount={columns.length}
        renderRow={renderRow}
      />
    );
  } else {
    body = [];
    for (let viewPosition = slice!.start; viewPosition < slice!.end; viewPosition++) {
      (body as ReactNode[]).push(renderRow(viewPosition));
    }
  }

  return (
    <div className={styles.root} data-layout={isStacked ? 'stacked' : 'table'}>
      {filterable && (
        <div className={styles.searchField}>
          <SearchField aria-label={filterLabel} placeholder={texts.filterPlaceholder} value={filterText} onChange={changeFilter} />
        </div>
      )}
      <div ref={scrollRef} className={isVirtual ? styles.virtualScroll : styles.scroll}>
        <table
          role={role('table')}
          aria-label={label}
          aria-busy={isLoading || isStale || undefined}
          aria-rowcount={
            isVirtual && showRows ? 1 + order.length + expandedViewPositions.length : undefined
          }
          className={styles.table}
        >
          {(columnWidths !== undefined || columns.some((column) => column.width !== undefined)) && (
            <colgroup>
              {columns.map((column, index) => {
                const width = columnWidths?.[index] ?? column.width;
                return <col key={column.id} style={width === undefined ? undefined : { width }} />;
              })}
            </colgroup>
          )}
          <thead
            role={role('rowgroup')}
            className={styles.head}
            data-sortable={columns.some((column) => column.sortable) || undefined}
          >
            <tr
              role={role('row')}
              aria-rowindex={isVirtual && showRows ? 1 : undefined}
              className={styles.headerRow}
            >
              {columns.map((column) => (
                <HeaderCell
                  key={column.id}
                  column={column}
                  direction={sort?.column === column.id ? sort.direction : undefined}
                  onSort={sortBy}
                  isStacked={isStacked}
                />
              ))}
            </tr>
          </thead>
          {body}
        </table>
      </div>
      {slice && (
        <div className={styles.footer}>
          <Button
            ref={previousRef}
            variant="secondary"
            size="sm"
            isDisabled={isLoading || slice.page <= 1}
            onPress={() => goToPage(slice.page - 1, slice.pageCount)}
          >
            {texts.previous}
          </Button>
          <span className={styles.pageText} aria-live="polite">
            {texts.page(slice.page, slice.pageCount)}
          </span>
          <Button
            ref={nextRef}
            variant="secondary"
            size="sm"
            isDisabled={isLoading || slice.page >= slice.pageCount}
            onPress={() => goToPage(slice.page + 1, slice.pageCount)}
          >
            {texts.next}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * Builds the search index and the sortable columns' orders in idle time, a few thousand rows
 * at a time, so the first keystroke and the first sort of a column on a large table do not pay
 * for them. Whatever is not done yet when needed is finished on the spot.
 */
function usePreparedInIdleTime<Row>(model: RowModel, columns: readonly DataTableColumn<Row>[]) {
  useEffect(() => {
    const sortable = columns.filter((column) => column.sortable).map((column) => column.id);
    // Safari has no requestIdleCallback: fall back to short slices between tasks.
    const onIdle =
      window.requestIdleCallback ??
      ((callback: IdleRequestCallback) => {
        const start = performance.now();
        return window.setTimeout(() =>
          callback({
            didTimeout: false,
            timeRemaining: () => Math.max(0, 8 - (performance.now() - start)),
          }),
        );
      });
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    let handle = 0;
    const work = (deadline: IdleDeadline) => {
      if (!model.prepare(sortable, () => deadline.timeRemaining() > 1)) handle = onIdle(work);
    };
    handle = onIdle(work);
    return () => cancel(handle);
  }, [model, columns]);
}

/**
 * How the rows are laid out: stacked (fixed by `layout`, or in `auto` while the table's box is
 * narrower than its columns need) or as a table whose columns each get what they need
 * (`columnWidths`, in pixels, when their declared widths would squeeze one; else `undefined`).
 * Measured before paint and on every resize of the box (a container query in script: the
 * columns' widths are only known at run time).
 */
function useColumnLayout<Row>(
  scrollRef: RefObject<HTMLDivElement | null>,
  layout: DataTableLayout,
  columns: readonly DataTableColumn<Row>[],
): { isStacked: boolean; columnWidths: number[] | undefined } {
  const [boxWidth, setBoxWidth] = useState(0);
  const [remPx, setRemPx] = useState(16);
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (layout === 'stacked' || !box) return;
    setRemPx(Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16);
    // The box's inner width is the table's: without its border, or a scroll bar beside the rows.
    setBoxWidth(box.clientWidth);
    const observer = new ResizeObserver(() => setBoxWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, [scrollRef, layout]);
  const minWidth = useMemo(() => minTableWidth(columns, remPx), [columns, remPx]);
  const isStacked = isStackedLayout(layout, boxWidth, minWidth);
  const columnWidths = useMemo(
    () => (isStacked || boxWidth === 0 ? undefined : fittedColumnWidths(columns, boxWidth, remPx)),
    [isStacked, columns, boxWidth, remPx],
  );
  return { isStacked, columnWidths };
}

function toRowSort(descriptor: SortDescriptor): RowSort {
  return { column: String(descriptor.column), direction: descriptor.direction };
}

interface HeaderCellProps<Row> {
  column: DataTableColumn<Row>;
  direction: SortDescriptor['direction'] | undefined;
  onSort: (column: string) => void;
  isStacked: boolean;
}

function HeaderCell<Row>({ column, direction, onSort, isStacked }: HeaderCellProps<Row>) {
  const alignClass = column.align === 'end' ? ` ${styles.alignEnd}` : '';
  const role = isStacked ? 'columnheader' : undefined;
  if (!column.sortable) {
    return (
      <th scope="col" role={role} className={styles.headerCell + alignClass}>
        {column.header}
      </th>
    );
  }
  const SortIcon =
    direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ChevronsUpDown;
  return (
    <th
      scope="col"
      role={role}
      aria-sort={direction ?? 'none'}
      className={styles.headerCell + alignClass}
    >
      <AriaButton className={styles.sortButton} onPress={() => onSort(column.id)}>
        {column.header}
        <SortIcon aria-hidden className={styles.sortIcon} />
      </AriaButton>
    </th>
  );
}

interface RowGroupProps<Row> {
  row: Row;
  rowId: Key;
  columns: readonly DataTableColumn<Row>[];
  detailId: string;
  isExpanded: boolean;
  onToggle: (id: Key) => void;
  renderExpandedRow: ((row: Row) => ReactNode) | undefined;
  ariaRowIndex: number | undefined;
  measure: ((node: Element | null) => void) | undefined;
  viewPosition: number;
  isStacked: boolean;
  /** The expand button's name for a row. */
  detailsLabel: DataTableTexts['details'];
}

/** One row and, when expanded, its details row: a `<tbody>` each, so the pair is measured as one. */
const RowGroup = memo(function RowGroup<Row>({
  row,
  rowId,
  columns,
  detailId,
  isExpanded,
  onToggle,
  renderExpandedRow,
  ariaRowIndex,
  measure,
  viewPosition,
  isStacked,
  detailsLabel,
}: RowGroupProps<Row>) {
  const expandable = renderExpandedRow !== undefined;
  const role = (name: string) => (isStacked ? name : undefined);
  const toggleOnClick = (event: MouseEvent<HTMLTableRowElement>) => {
    // Controls inside the row act on their own, and selecting text is not a click on the row.
    if ((event.target as Element).closest(interactiveTarget)) return;
    if (window.getSelection()?.toString()) return;
    onToggle(rowId);
  };
  return (
    <tbody
      ref={measure}
      role={role('rowgroup')}
      data-index={viewPosition}
      data-expandable={expandable || undefined}
      className={styles.rowGroup}
    >
      {/* Keyboard users expand the row with its Details button; the row click is a pointer shortcut. */}
      <tr
        role={role('row')}
        aria-rowindex={ariaRowIndex}
        className={styles.row}
        onClick={expandable ? toggleOnClick : undefined}
      >
        {columns.map((column, index) => {
          const content = column.cell ? column.cell(row) : cellText(column.accessor(row));
          const className =
            (column.align === 'end' ? `${styles.cell} ${styles.alignEnd}` : styles.cell) +
            (column.isActions ? ` ${styles.actionsCell}` : '');
          if (index > 0) {
            return (
              <td key={column.id} role={role('cell')} className={className}>
                {isStacked ? (
                  <>
                    {/* Screen readers announce the column header already. */}
                    {!column.isActions && (
                      <span aria-hidden className={styles.cellLabel}>
                        {column.header}
                      </span>
                    )}
                    <span className={styles.cellValue}>{content}</span>
                  </>
                ) : (
                  content
                )}
              </td>
            );
          }
          return (
            <th key={column.id} scope="row" role={role('rowheader')} className={className}>
              {expandable ? (
                <span className={styles.rowHeaderContent}>
                  <AriaButton
                    aria-label={detailsLabel(cellText(column.accessor(row)))}
                    aria-expanded={isExpanded}
                    aria-controls={isExpanded ? detailId : undefined}
                    className={styles.expandButton}
                    onPress={() => onToggle(rowId)}
                  >
                    <ChevronRight aria-hidden className={styles.chevron} />
                  </AriaButton>
                  <span>{content}</span>
                </span>
              ) : (
                content
              )}
            </th>
          );
        })}
      </tr>
      {expandable && isExpanded && (
        <tr
          id={detailId}
          role={role('row')}
          aria-rowindex={ariaRowIndex === undefined ? undefined : ariaRowIndex + 1}
        >
          <td colSpan={columns.length} role={role('cell')} className={styles.detailCell}>
            {renderExpandedRow(row)}
          </td>
        </tr>
      )}
    </tbody>
  );
}) as <Row>(props: RowGroupProps<Row>) => ReactNode;

function StateRow({
  columnCount,
  isStacked,
  children,
}: {
  columnCount: number;
  isStacked: boolean;
  children: ReactNode;
}) {
  const role = (name: string) => (isStacked ? name : undefined);
  return (
    <tbody role={role('rowgroup')}>
      <tr role={role('row')}>
        <td colSpan={columnCount} role={role('cell')} className={styles.stateCell}>
          <span role="status" className={styles.stateMessage}>
            {children}
          </span>
        </td>
      </tr>
    </tbody>
  );
}

interface VirtualRowGroupsProps {
  scrollRef: RefObject<HTMLDivElement | null>;
  count: number;
  keyAt: (viewPosition: number) => Key;
  /** Scrolls back to the top when this changes (a new filter or sort). */
  resetKey: unknown;
  columnCount: number;
  renderRow: (viewPosition: number, measure: (node: Element | null) => void) => ReactNode;
}

/**
 * Renders only the rows in view (plus a few), with spacer rows standing in for the others, so
 * the table stays a real `<table>` with one column layout.
 */
function VirtualRowGroups({
  scrollRef,
  count,
  keyAt,
  resetKey,
  columnCount,
  renderRow,
}: VirtualRowGroupsProps) {
  // The virtualizer re-renders this component itself when the range changes; nothing here is
  // memoized by the React Compiler, which is what the rule warns about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => styles.estimatedRowHeight,
    getItemKey: keyAt,
    overscan: 8,
    initialRect: initialViewport,
  });

  useLayoutEffect(() => {
    const node = scrollRef.current;
    if (node && node.scrollTop > 0) node.scrollTop = 0;
  }, [resetKey, scrollRef]);

  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <>
      {before > 0 && <SpacerRow height={before} columnCount={columnCount} />}
      {items.map((item) => renderRow(item.index, virtualizer.measureElement))}
      {after > 0 && <SpacerRow height={after} columnCount={columnCount} />}
    </>
  );
}

function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tbody aria-hidden>
      <tr>
        <td colSpan={columnCount} className={styles.spacerCell} style={{ height }} />
      </tr>
    </tbody>
  );
}

/** Sorted view positions of the expanded rows. */
function viewPositionsOf<Row>(
  expanded: ReadonlySet<Key>,
  order: Int32Array,
  rows: readonly Row[],
  getRowId: (row: Row) => Key,
): number[] {
  const positions: number[] = [];
  for (let i = 0; i < order.length && positions.length < expanded.size; i++) {
    if (expanded.has(getRowId(rows[order[i] as number] as Row))) positions.push(i);
  }
  return positions;
}

/** How many of the sorted `positions` are below `value`. */
function countBelow(positions: readonly number[], value: number): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((positions[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
