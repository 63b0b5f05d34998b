'use client';

import type { Ref } from 'react';
import {
  SwitchButton,
  SwitchField,
  type SwitchFieldProps as AriaSwitchFieldProps,
} from 'react-aria-components';
import { ChoiceHelp, ChoiceLabelText, type ChoiceTextProps } from '../private';
import { choiceField, choiceHelpWide, choiceIndicatorSlot, choiceRow } from '../private/field.css';
import { thumb, track } from './Switch.css';

export interface SwitchProps
  extends Omit<AriaSwitchFieldProps, 'className' | 'style' | 'children'>, ChoiceTextProps {
  /** The switch input (React 19 passes `ref` as a prop), for a form library or a caller to focus. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * An on/off switch for a setting that applies at once, on react-aria's `SwitchField` and
 * `SwitchButton`. For a choice confirmed later with Save, a `Checkbox` reads better.
 *
 * Accessibility: a visually hidden `<input type="checkbox" role="switch">` inside the label, so
 * screen readers announce 'switch, on/off'; Space toggles it and the whole row is clickable.
 */
export function Switch({
  ref,
  children,
  description,
  errorMessage,
  validationBehavior = 'aria',
  ...props
}: SwitchProps) {
  return (
    <SwitchField {...props} inputRef={ref} validationBehavior={validationBehavior} className={choiceField}>
      <SwitchButton className={choiceRow}>
        <span className={choiceIndicatorSlot}>
          <span className={track}>
            <span className={thumb} />
          </span>
        </span>
        <ChoiceLabelText isRequired={props.isRequired}>{children}</ChoiceLabelText>
      </SwitchButton>
      <ChoiceHelp
        description={description}
        errorMessage={errorMessage}
        indentClassName={choiceHelpWide}
      />
    </SwitchField>
  );
}
