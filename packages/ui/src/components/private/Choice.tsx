import type { ReactNode } from 'react';
import { FieldHelp, Label, type FieldErrorMessage, type FieldTextProps } from './Field';
import { choiceHelp, choiceOptions, requiredMarker } from './field.css';

/** The text parts of a single choice control (checkbox, switch) whose label sits beside it. */
export interface ChoiceTextProps {
  /** The label beside the control. */
  children: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Message shown while invalid. */
  errorMessage?: FieldErrorMessage;
  /**
   * `'aria'` shows errors as soon as the value changes; `'native'` waits for form submission.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
}

/** A choice's label text with the required marker screen readers skip (`aria-required` says it). */
export function ChoiceLabelText({
  children,
  isRequired,
}: {
  children: ReactNode;
  isRequired?: boolean;
}) {
  return (
    <span>
      {children}
      {isRequired && (
        <span aria-hidden className={requiredMarker}>
          *
        </span>
      )}
    </span>
  );
}

/** Description and error under a choice, indented to line up with its label text. */
export function ChoiceHelp({
  description,
  errorMessage,
  indentClassName,
}: Pick<ChoiceTextProps, 'description' | 'errorMessage'> & { indentClassName?: string }) {
  return (
    <div className={indentClassName ? `${choiceHelp} ${indentClassName}` : choiceHelp}>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </div>
  );
}

export interface ChoiceGroupPartsProps extends FieldTextProps {
  children: ReactNode;
  isRequired?: boolean;
  /** Whether the label must say '(required)' because the group cannot carry `aria-required`. */
  announceRequired?: boolean;
  orientation: 'vertical' | 'horizontal';
}

/** The inside of a checkbox or radio group: its label, the options, description and error. */
export function ChoiceGroupParts({
  label,
  description,
  errorMessage,
  children,
  isRequired,
  announceRequired = false,
  orientation,
}: ChoiceGroupPartsProps) {
  return (
    <>
      {label != null && (
        <Label elementType="span" isRequired={isRequired} announceRequired={announceRequired}>
          {label}
        </Label>
      )}
      <div className={choiceOptions({ orientation })}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </>
  );
}
