'use client';

import { CheckIcon as Check, MinusIcon as Minus } from '../Icon/icons';
import { type ReactNode, type Ref, useImperativeHandle, useRef } from 'react';
import { focusFirstChoice } from '../private/focusFirstChoice';
import {
  CheckboxButton,
  CheckboxField,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxFieldProps as AriaCheckboxFieldProps,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import {
  ChoiceHelp,
  ChoiceLabelText,
  ChoiceGroupParts,
  type ChoiceTextProps,
  type FieldTextProps,
} from '../private';
import { choiceField, choiceIndicatorSlot, choiceRow, field } from '../private/field.css';
import { box, mark } from './Checkbox.css';

export interface CheckboxProps
  extends Omit<AriaCheckboxFieldProps, 'className' | 'style' | 'children'>, ChoiceTextProps {
  /** The checkbox input (React 19 passes `ref` as a prop), for a form library or a caller to focus. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A checkbox with its label, optional description and error, on react-aria's `CheckboxField`
 * and `CheckboxButton`. Alone it is a yes/no choice; inside a `CheckboxGroup` it is one of
 * several (give it a `value`).
 *
 * Accessibility: a real (visually hidden) `<input type="checkbox">` inside a `<label>`, so the
 * whole row is clickable and Space toggles it. Inside a `CheckboxGroup`, the group shows the
 * error instead; `isIndeterminate` sets the mixed state;
 * `isRequired` sets `aria-required` and a marker screen readers skip.
 */
export function Checkbox({
  ref,
  children,
  description,
  errorMessage,
  validationBehavior = 'aria',
  ...props
}: CheckboxProps) {
  return (
    <CheckboxField {...props} inputRef={ref} validationBehavior={validationBehavior} className={choiceField}>
      <CheckboxButton className={choiceRow}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={choiceIndicatorSlot}>
              <span className={box}>
                {isIndeterminate ? (
                  <Minus aria-hidden className={mark} />
                ) : (
                  isSelected && <Check aria-hidden className={mark} />
                )}
              </span>
            </span>
            <ChoiceLabelText isRequired={props.isRequired}>{children}</ChoiceLabelText>
          </>
        )}
      </CheckboxButton>
      <ChoiceHelp description={description} errorMessage={errorMessage} />
    </CheckboxField>
  );
}

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children'>, FieldTextProps {
  /**
   * Focuses the group's first checked box, or its first enabled one (React 19 passes `ref` as a
   * prop): what a form library calls to bring the user to the field.
   */
  ref?: Ref<{ focus: () => void }>;
  /** The `Checkbox` options, each with a `value`. */
  children: ReactNode;
  /** How the options flow. @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /**
   * `'aria'` shows errors as soon as the value changes; `'native'` waits for form submission.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
}

/**
 * Several checkboxes under one label, on react-aria's `CheckboxGroup`; its value is the list of
 * checked options' `value`s.
 *
 * Accessibility: a `role="group"` named by the label; the group's description and error are
 * linked to it. A group cannot carry `aria-required`, so when required its label also tells
 * screen readers '(required)'.
 */
export function CheckboxGroup({
  ref,
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  validationBehavior = 'aria',
  ...props
}: CheckboxGroupProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => focusFirstChoice(groupRef.current) }));
  return (
    <AriaCheckboxGroup {...props} ref={groupRef} validationBehavior={validationBehavior} className={field}>
      <ChoiceGroupParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
        announceRequired
        orientation={orientation}
      >
        {children}
      </ChoiceGroupParts>
    </AriaCheckboxGroup>
  );
}
