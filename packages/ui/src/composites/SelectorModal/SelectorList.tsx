'use client';

import { CheckIcon as Check } from '../../components/Icon/icons';
import type { ReactNode } from 'react';
import { GridList, GridListItem, type Key } from 'react-aria-components';
import {
  gridList,
  itemDescription,
  itemName,
  itemText,
  mark,
  markIcon,
  row,
} from './SelectorModal.css';
import { mergeSelection, type SelectionMode } from './selectionModel';

export interface SelectorListProps<T extends { id: string; name: string }> {
  'aria-label': string;
  items: readonly T[];
  selectionMode: SelectionMode;
  selected: readonly string[];
  onSelectedChange: (ids: string[]) => void;
  /** Nothing can be chosen or unchosen; rows can still be focused and read. */
  isReadOnly?: boolean;
  /** `grid` lays the items out as cards. @default 'stack' */
  layout?: 'stack' | 'grid';
  /** Shown inside the list when it has no items. */
  emptyState: ReactNode;
  /** The row's content next to its selection mark. */
  renderItem: (item: T) => ReactNode;
  /** Buttons at the end of a row, such as Edit. */
  renderActions?: (item: T) => ReactNode;
}

/**
 * The pick list of a selector: react-aria's `GridList`, whose rows may hold buttons (Edit),
 * with a decorative checkbox or radio mark. Not exported from the package.
 *
 * Accessibility: rows are options of a grid with `aria-selected`; Space or Enter (or a click)
 * chooses; the arrow keys move between rows, and Left/Right into a row's buttons.
 */
export function SelectorList<T extends { id: string; name: string }>({
  items,
  selectionMode,
  selected,
  onSelectedChange,
  isReadOnly = false,
  layout = 'stack',
  emptyState,
  renderItem,
  renderActions,
  ...props
}: SelectorListProps<T>) {
  return (
    <GridList<T>
      aria-label={props['aria-label']}
      items={items}
      layout={layout}
      selectionMode={selectionMode}
      selectionBehavior="toggle"
      disallowEmptySelection={selectionMode === 'single' && selected.length > 0}
      selectedKeys={selected}
      // Read-only keeps the rows enabled (they stay focusable and announce their state) and
      // ignores changes, rather than disabling them, which would drop aria-selected.
      data-readonly={isReadOnly || undefined}
      onSelectionChange={(keys) => {
        if (isReadOnly) return;
        const ids =
          keys === 'all' ? items.map((item) => item.id) : [...keys].map((key: Key) => String(key));
        onSelectedChange(mergeSelection(selected, ids, selectionMode));
      }}
      renderEmptyState={() => emptyState}
      className={gridList({ layout })}
    >
      {(item) => (
        <GridListItem id={item.id} textValue={item.name} className={row({ layout })}>
          {({ isSelected }) => (
            <>
              <span
                aria-hidden
                className={mark({ shape: selectionMode === 'single' ? 'radio' : 'checkbox' })}
              >
                {isSelected && selectionMode === 'multiple' && (
                  <Check className={markIcon} strokeWidth={3} />
                )}
              </span>
              <span className={itemText}>{renderItem(item)}</span>
              {renderActions?.(item)}
            </>
          )}
        </GridListItem>
      )}
    </GridList>
  );
}

/** The usual row content: the name and a muted description preview. */
export function ItemSummary({ name, description }: { name: string; description?: string }) {
  return (
    <>
      <span className={itemName}>{name}</span>
      {description && <span className={itemDescription}>{description}</span>}
    </>
  );
}
