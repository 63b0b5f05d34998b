'use client';

import { CheckIcon as Check } from '../Icon/icons';
import type { ReactNode } from 'react';
import {
  type Key,
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  type ListBoxItemProps as AriaListBoxItemProps,
  type ListBoxProps as AriaListBoxProps,
} from 'react-aria-components';
import { checkSlot, emptyState, item, itemDescription, itemText, listBox } from './ListBox.css';
import { truncateOptionText } from './optionText';

export interface ListBoxProps<T extends object> extends Omit<
  AriaListBoxProps<T>,
  'className' | 'style' | 'renderEmptyState'
> {
  /**
   * What the list shows when it has no options, such as 'No results found' after a search, in
   * the muted empty-state style. (Every list and table of the package names it `emptyText`.)
   */
  emptyText?: ReactNode;
}

/**
 * A list of options on react-aria's `ListBox`, used inside Select and ComboBox popovers and
 * on its own for inline pick lists.
 *
 * Accessibility: give it an `aria-label` (or `aria-labelledby`) when used on its own. Arrow keys,
 * Home and End move between options, typing jumps to a matching option, and Space or Enter
 * selects; disabled options are skipped.
 */
export function ListBox<T extends object>({ emptyText, ...props }: ListBoxProps<T>) {
  return (
    <AriaListBox
      {...props}
      className={listBox}
      renderEmptyState={emptyText === undefined ? undefined : () => <div className={emptyState}>{emptyText}</div>}
    />
  );
}

export interface ListBoxItemProps<T extends object = object> extends Omit<
  AriaListBoxItemProps<T>,
  'className' | 'style' | 'children'
> {
  /**
   * The option's text. A string over 70 characters is shown as its first 57 plus an ellipsis
   * (spec 000 section 9); the full text stays its accessible name, its tooltip and what
   * type-to-select and filtering match.
   */
  children: ReactNode;
  /** A second, muted line under the option text; screen readers hear it as part of the name. */
  description?: ReactNode;
}

/** One option of a `ListBox`, `Select` or `ComboBox`, with a check mark when selected. */
export function ListBoxItem<T extends object = object>({
  children,
  description,
  textValue,
  ...props
}: ListBoxItemProps<T>) {
  const fullText = typeof children === 'string' ? children : undefined;
  const { shown, isTruncated } = fullText
    ? truncateOptionText(fullText)
    : { shown: children, isTruncated: false };
  return (
    <AriaListBoxItem
      {...props}
      textValue={textValue ?? fullText}
      // The cut text is what shows; the accessible name keeps the whole option.
      aria-label={
        isTruncated
          ? [fullText, typeof description === 'string' ? description : ''].join(' ').trim()
          : props['aria-label']
      }
      className={item}
    >
      {({ isSelected, selectionMode }) => (
        <>
          {selectionMode !== 'none' && (
            <span className={checkSlot}>{isSelected && <Check aria-hidden size={16} />}</span>
          )}
          {/* No label or description slots: the option is named by all its text, so the
              description stays part of the name (axe's label-content-name-mismatch). */}
          <span className={itemText}>
            <span title={isTruncated ? fullText : undefined}>{shown}</span>
            {description && <span className={itemDescription}>{description}</span>}
          </span>
        </>
      )}
    </AriaListBoxItem>
  );
}

/** An option as data, for lists built from `items` without a render function. */
export interface ListOption {
  id: Key;
  label: string;
  /** A second, muted line under the option. */
  description?: string;
  isDisabled?: boolean;
}

/**
 * Renders one `ListOption` (`id`, `label`, `description`, `isDisabled`) as a `ListBoxItem`:
 * the default item renderer of Select and ComboBox.
 */
export function renderListOption(item: object) {
  const option = item as Partial<ListOption>;
  return (
    <ListBoxItem id={option.id} description={option.description} isDisabled={option.isDisabled}>
      {option.label ?? String(option.id ?? '')}
    </ListBoxItem>
  );
}
