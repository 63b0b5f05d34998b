'use client';

import { ChevronDownIcon as ChevronDown } from '../Icon/icons';
import type { ReactElement, ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Group,
  Input,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { ListBox, renderListOption, type ListOption } from '../ListBox';
import { Popover } from '../Popover';
import { FieldHelp, Label, type FieldTextProps } from '../private';
import { bareInput, control, field, fieldButton } from '../private/field.css';
import { chevron, comboGroup, openButton } from './ComboBox.css';

type DeprecatedSelectionProps = 'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange';

export interface ComboBoxProps<T extends object = ListOption>
  extends
    Omit<
      AriaComboBoxProps<T, 'single'>,
      | 'className'
      | 'style'
      | 'children'
      | 'items'
      | 'defaultItems'
      | 'selectionMode'
      | 'allowsEmptyCollection'
      | DeprecatedSelectionProps
    >,
    FieldTextProps {
  /** The text input (React 19 passes `ref` as a prop), for a form library or a caller to focus. */
  ref?: Ref<HTMLInputElement>;
  /**
   * Every option. The list shows those whose text contains what is typed (ignoring case and
   * accents); `defaultFilter` changes the rule. Without `children`, each item is shown from its
   * `label` (and `description`), keyed by its `id`.
   */
  items?: Iterable<T>;
  /** `ComboBoxItem` elements, or a function rendering one per entry of `items`. */
  children?: ReactNode | ((item: T) => ReactElement);
  /** Hint shown while the input is empty. Not a replacement for `label`. */
  placeholder?: string;
  /**
   * Shown in the open list when nothing matches the typed text.
   * @default 'No results found'
   */
  emptyText?: ReactNode;
  /**
   * `'aria'` shows errors as soon as the value changes, which is what forms driven by
   * react-hook-form expect; `'native'` waits for form submission.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
}

export { ListBoxItem as ComboBoxItem } from '../ListBox';

/**
 * A text input with a filtered list of suggestions, on react-aria's `ComboBox`. With
 * `allowsCustomValue` the typed text is kept even when it matches no option, as model names
 * allow (spec 001: 'custom typed value allowed'): read it from `inputValue` / `onInputChange`;
 * `value` / `onChange` carry the id of a picked option.
 *
 * Accessibility: the input has `role="combobox"` and controls the list; typing opens it,
 * ArrowDown and ArrowUp open it and move through options, Enter picks (or keeps the custom
 * text), Escape closes and then clears. The button beside the input opens the list for pointer
 * users and is left out of the Tab order.
 */
export function ComboBox<T extends object = ListOption>({
  ref,
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder,
  emptyText = 'No results found',
  validationBehavior = 'aria',
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox<T, 'single'>
      {...props}
      defaultItems={items}
      allowsEmptyCollection
      validationBehavior={validationBehavior}
      className={field}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={`${control} ${comboGroup}`}>
        <Input ref={ref} placeholder={placeholder} className={bareInput} />
        <AriaButton className={`${fieldButton} ${openButton}`}>
          <ChevronDown aria-hidden className={chevron} />
        </AriaButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover placement="bottom start" width="trigger">
        <ListBox<T> emptyText={emptyText}>{children ?? renderListOption}</ListBox>
      </Popover>
    </AriaComboBox>
  );
}
