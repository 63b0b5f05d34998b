'use client';

import { AlertCircleIcon as CircleAlert } from '../Icon/icons';
import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  description as descriptionClass,
  fieldError,
  fieldErrorIcon,
  label as labelClass,
  requiredMarker,
} from './field.css';

/** A fixed message, or one built from the field's validation (react-aria's `ValidationResult`). */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

/** The text parts every field takes. */
export interface FieldTextProps {
  /** The visible label. Without it, give the field an `aria-label`. */
  label?: ReactNode;
  /** Help text under the control, linked to it with `aria-describedby`. */
  description?: ReactNode;
  /**
   * The message shown under the control while it is invalid (`isInvalid`, or a failing
   * `validate` or native constraint). Without it, the failing rules' own messages show.
   */
  errorMessage?: FieldErrorMessage;
}

export interface LabelProps {
  children: ReactNode;
  /** Shows the required marker; `aria-required` on the control tells screen readers. */
  isRequired?: boolean;
  /** `'span'` for groups (radio, checkbox) whose label names a group rather than an input. */
  elementType?: 'label' | 'span';
  /**
   * For controls that cannot carry `aria-required` (a Select's button, a checkbox group), the
   * label itself tells screen readers the field is required.
   */
  announceRequired?: boolean;
}

/** A field's label with an optional required marker, hidden from screen readers. */
export function Label({
  children,
  isRequired,
  elementType = 'label',
  announceRequired = false,
}: LabelProps) {
  return (
    <AriaLabel className={labelClass} elementType={elementType}>
      {children}
      {isRequired && (
        <span aria-hidden className={requiredMarker}>
          *
        </span>
      )}
      {isRequired && announceRequired && <VisuallyHidden> (required)</VisuallyHidden>}
    </AriaLabel>
  );
}

/** Help text under a field, wired to the control through react-aria's description slot. */
export function Description({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={descriptionClass}>
      {children}
    </Text>
  );
}

/**
 * The error slot of a field. It is always rendered; react-aria shows it only while the field is
 * invalid and links it to the control with `aria-describedby`.
 */
export function FieldError({ children }: { children?: FieldErrorMessage }) {
  return (
    <AriaFieldError className={fieldError}>
      {(validation) => {
        const message =
          typeof children === 'function'
            ? children(validation)
            : (children ?? validation.validationErrors.join(' '));
        // Invalid without any words (isInvalid alone): the red border says it, no lone icon.
        if (!message) return null;
        return (
          <>
            <CircleAlert aria-hidden className={fieldErrorIcon} />
            <span>{message}</span>
          </>
        );
      }}
    </AriaFieldError>
  );
}

/** Description (when given) then the error slot (always), in the order every field uses. */
export function FieldHelp({
  description,
  errorMessage,
}: Pick<FieldTextProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}
