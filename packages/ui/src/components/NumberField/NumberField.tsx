'use client';

import type { Ref } from 'react';
import { MinusIcon as Minus, PlusIcon as Plus } from '../Icon/icons';
import {
  Button as AriaButton,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { FieldHelp, Label, type FieldTextProps } from '../private';
import { bareInput, control, field, fieldButton } from '../private/field.css';
import { numberGroup, numberInput, stepButton, stepIcon } from './NumberField.css';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className' | 'style' | 'children'>, FieldTextProps {
  /** The number input (React 19 passes `ref` as a prop), for a form library or a caller to focus. */
  ref?: Ref<HTMLInputElement>;
  /** Hint shown while the field is empty. Not a replacement for `label`. */
  placeholder?: string;
  /**
   * `'aria'` shows errors as soon as the value changes, which is what forms driven by
   * react-hook-form expect; `'native'` waits for form submission.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
}

/**
 * A number input with decrement and increment buttons, on react-aria's `NumberField`:
 * `minValue`, `maxValue` and `step` bound and round the value, `formatOptions` (Intl) formats
 * it, e.g. `{ useGrouping: false }` for ports or `{ style: 'percent' }`.
 *
 * Accessibility: the input has `role="spinbutton"` semantics through react-aria; ArrowUp and
 * ArrowDown step, PageUp and PageDown step further, Home and End jump to the bounds. The step
 * buttons are named 'Increase' and 'Decrease' plus the label ('Increase Port') and left out of the Tab order because the keys
 * above do the same. The typed value is clamped to the bounds when the field loses focus.
 */
export function NumberField({
  ref,
  label,
  description,
  errorMessage,
  placeholder,
  validationBehavior = 'aria',
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField {...props} validationBehavior={validationBehavior} className={field}>
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={`${control} ${numberGroup}`}>
        <Input ref={ref} placeholder={placeholder} className={`${bareInput} ${numberInput}`} />
        <AriaButton slot="decrement" className={`${fieldButton} ${stepButton}`}>
          <Minus aria-hidden className={stepIcon} />
        </AriaButton>
        <AriaButton slot="increment" className={`${fieldButton} ${stepButton}`}>
          <Plus aria-hidden className={stepIcon} />
        </AriaButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
