'use client';

import { ChevronDownIcon as ChevronDown } from '../Icon/icons';
import { useState, type ReactElement, type ReactNode, type Ref } from 'react';
import {
  Button as AriaButton,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import {
  ListBox,
  ListBoxItem,
  renderListOption,
  truncateOptionText,
  type ListOption,
} from '../ListBox';
import { Popover } from '../Popover';
import { FieldHelp, Label, type FieldTextProps } from '../private';
import { control, field } from '../private/field.css';
import { chevron, trigger, value as valueClass } from './Select.css';

/** The shape `items` may take when no `children` render function is given. */
export type SelectOption = ListOption;

type DeprecatedSelectionProps = 'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange';

export interface SelectProps<T extends object = SelectOption>
  extends
    Omit<
      AriaSelectProps<T, 'single'>,
      'className' | 'style' | 'children' | 'items' | 'selectionMode' | DeprecatedSelectionProps
    >,
    FieldTextProps {
  /** The trigger button (React 19 passes `ref` as a prop), for a form library or a caller to focus. */
  ref?: Ref<HTMLButtonElement>;
  /**
   * The options as data. Without `children`, each item is shown from its `label` (and
   * `description`), keyed by its `id`: see `SelectOption`.
   */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function rendering one `SelectItem` per entry of `items`. */
  children?: ReactNode | ((item: T) => ReactElement);
  /** Text shown while nothing is selected. @default 'Select an option' */
  placeholder?: string;
  /**
   * Shows the value but does not let it change: the list does not open and typing does not
   * pick an option. The trigger stays focusable so the value can still be read.
   * @default false
   */
  isReadOnly?: boolean;
  /** Shown in the open list when it has no options, e.g. 'No Databases have been configured'. */
  emptyText?: ReactNode;
  /**
   * `'aria'` shows errors as soon as the value changes, which is what forms driven by
   * react-hook-form expect; `'native'` waits for form submission.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
}

/** One option of a `Select`: a `ListBoxItem`. Long text is cut to 57 characters plus '...'. */
export const SelectItem = ListBoxItem;

/**
 * A button that opens a list of options to pick one, on react-aria's `Select`, with the
 * shared `Popover` and `ListBox`. Option text over 70 characters is shown as its first 57
 * characters plus '...' in the list and the button (spec 000 section 9); the full text stays
 * the option's accessible name and tooltip.
 *
 * Accessibility: the button is named by the label and the selected value. Enter, Space,
 * ArrowDown or ArrowUp open the list; arrows move, Enter selects, Escape closes, typing jumps to
 * a matching option (also while closed). A hidden native `<select>` takes part in form
 * submission and autofill.
 */
export function Select<T extends object = SelectOption>({
  ref,
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder = 'Select an option',
  isReadOnly = false,
  emptyText,
  validationBehavior = 'aria',
  value: controlledValue,
  defaultValue = null,
  onChange,
  isOpen,
  onOpenChange,
  ...props
}: SelectProps<T>) {
  // Read-only is not a react-aria Select state: hold the value here and drop changes.
  const [uncontrolledValue, setUncontrolledValue] = useState<Key | null>(defaultValue);
  const value = controlledValue !== undefined ? controlledValue : uncontrolledValue;
  return (
    <AriaSelect<T, 'single'>
      {...props}
      value={value}
      onChange={(next) => {
        if (isReadOnly) return;
        setUncontrolledValue(next);
        onChange?.(next);
      }}
      isOpen={isReadOnly ? false : isOpen}
      onOpenChange={isReadOnly ? undefined : onOpenChange}
      placeholder={placeholder}
      allowsEmptyCollection={emptyText !== undefined}
      validationBehavior={validationBehavior}
      data-readonly={isReadOnly || undefined}
      className={field}
    >
      {label != null && (
        // A button cannot carry aria-required, so the label says it.
        <Label isRequired={props.isRequired} announceRequired>
          {label}
        </Label>
      )}
      <AriaButton ref={ref} className={`${control} ${trigger}`}>
        <SelectValue<T> className={valueClass}>
          {({ isPlaceholder, selectedText, defaultChildren }) =>
            isPlaceholder || !selectedText
              ? defaultChildren
              : truncateOptionText(selectedText).shown
          }
        </SelectValue>
        <ChevronDown aria-hidden className={chevron} />
      </AriaButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover placement="bottom start">
        <ListBox<T> items={items} emptyText={emptyText}>
          {children ?? renderListOption}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
