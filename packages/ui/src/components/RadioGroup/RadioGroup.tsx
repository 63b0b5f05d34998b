'use client';

import { useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { focusFirstChoice } from '../private/focusFirstChoice';
import {
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  type RadioFieldProps as AriaRadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { ChoiceGroupParts, Description, type FieldTextProps } from '../private';
import {
  choiceField,
  choiceHelp,
  choiceIndicatorSlot,
  choiceRow,
  field,
} from '../private/field.css';
import { circle } from './RadioGroup.css';

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'>, FieldTextProps {
  /**
   * Focuses the group's checked radio, or its first enabled one (React 19 passes `ref` as a
   * prop): what a form library calls to bring the user to the field.
   */
  ref?: Ref<{ focus: () => void }>;
  /** The `Radio` options. */
  children: ReactNode;
  /** How the options flow; arrow keys follow it. @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /**
   * `'aria'` shows errors as soon as the value changes, which is what forms driven by
   * react-hook-form expect; `'native'` waits for form submission.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
}

/**
 * One choice among a few visible options, on react-aria's `RadioGroup`.
 *
 * Accessibility: a `role="radiogroup"` named by its label, with `aria-required` and
 * `aria-invalid` when set. Tab enters the group on the selected option (or the first) and
 * leaves it; the arrow keys move and select; disabled options are skipped.
 */
export function RadioGroup({
  ref,
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  validationBehavior = 'aria',
  ...props
}: RadioGroupProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => focusFirstChoice(groupRef.current) }));
  return (
    <AriaRadioGroup
      {...props}
      ref={groupRef}
      orientation={orientation}
      validationBehavior={validationBehavior}
      className={field}
    >
      <ChoiceGroupParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
        orientation={orientation}
      >
        {children}
      </ChoiceGroupParts>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioFieldProps, 'className' | 'style' | 'children'> {
  /** The option's label. */
  children: ReactNode;
  /** Help text under the option, linked with `aria-describedby`. */
  description?: ReactNode;
}

/** One option of a `RadioGroup`, identified by its `value`. */
export function Radio({ children, description, ...props }: RadioProps) {
  return (
    <RadioField {...props} className={choiceField}>
      <RadioButton className={choiceRow}>
        <span className={choiceIndicatorSlot}>
          <span className={circle} />
        </span>
        <span>{children}</span>
      </RadioButton>
      {description != null && (
        <div className={choiceHelp}>
          <Description>{description}</Description>
        </div>
      )}
    </RadioField>
  );
}
