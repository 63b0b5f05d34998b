'use client';

import type { Ref } from 'react';
import { SearchIcon as Search, XIcon as X } from '../Icon/icons';
import {
  Button as AriaButton,
  Group,
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { FieldHelp, Label, type FieldTextProps } from '../private';
import { bareInput, control, field, fieldButton } from '../private/field.css';
import { clearButton, searchGroup, searchIcon, searchInput } from './SearchField.css';

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, 'className' | 'style' | 'children'>, FieldTextProps {
  /** The search input (React 19 passes `ref` as a prop), for a form library or a caller to focus. */
  ref?: Ref<HTMLInputElement>;
  /** Hint shown while the field is empty, such as 'Search templates'. @default 'Search' */
  placeholder?: string;
  /**
   * `'aria'` shows errors as soon as the value changes; `'native'` waits for form submission.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
}

/**
 * A search input with a clear button, on react-aria's `SearchField`. `onChange` follows every
 * keystroke (filter as you type); `onSubmit` fires on Enter; `onClear` when cleared.
 *
 * Accessibility: the input has `type="search"`; Escape clears it; the clear button is named
 * 'Clear search', hidden while the field is empty and left out of the Tab order because Escape
 * does the same. Without a visible `label`, give the field an `aria-label` such as
 * 'Search templates'.
 */
export function SearchField({
  ref,
  label,
  description,
  errorMessage,
  placeholder = 'Search',
  validationBehavior = 'aria',
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField {...props} validationBehavior={validationBehavior} className={field}>
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={`${control} ${searchGroup}`}>
        <Search aria-hidden className={searchIcon} />
        <Input ref={ref} placeholder={placeholder} className={`${bareInput} ${searchInput}`} />
        <AriaButton className={`${fieldButton} ${clearButton}`}>
          <X aria-hidden className={searchIcon} />
        </AriaButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
