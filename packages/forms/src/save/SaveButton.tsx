'use client';

import { Button, Tooltip, type ButtonProps } from '@agentdeck/ui';
import type { Control, FieldValues } from 'react-hook-form';
import { useFormState } from 'react-hook-form';
import {
  SAVE_DISABLED_TOOLTIP,
  saveButtonState,
  type SaveButtonConditions,
} from './saveButtonState';

export interface SaveButtonProps
  extends
    Omit<ButtonProps, 'children' | 'isPending' | 'pendingLabel' | 'isDisabled' | 'type' | 'icon'>,
    Omit<SaveButtonConditions, 'label'> {
  /** The label at rest: 'Save', 'Create', 'Update'. @default 'Save' */
  children?: string;
  /** @default 'submit' */
  type?: 'submit' | 'button';
  /**
   * Why the button is disabled while the form is invalid. The self learning drawer words it
   * 'All details needs to be filled before the form can be saved' (spec 000 4.1).
   * @default 'All details need to be filled before the form can be saved'
   */
  invalidTooltip?: string;
}

/**
 * The save button of a form in its documented states (spec 001 section 4, 002 sections 4 and
 * 5): 'Please Wait' while the record is fetched, 'Saving' while it saves, else its label;
 * disabled while the form is invalid, saving or read-only.
 *
 * Accessibility: a button disabled because of missing fields stays focusable and hoverable
 * (`aria-disabled`, presses ignored) so that its tooltip, 'All details need to be filled before
 * the form can be saved', reaches keyboard and pointer users and describes the button to screen
 * readers; a natively disabled button would receive neither. Read-only and pending buttons are
 * plainly disabled: no field can fix them.
 */
export function SaveButton({
  children = 'Save',
  isFetching,
  isSaving,
  isVerifying,
  isInvalid,
  isReadOnly,
  type = 'submit',
  invalidTooltip = SAVE_DISABLED_TOOLTIP,
  onPress,
  ...props
}: SaveButtonProps) {
  const state = saveButtonState({ label: children, isFetching, isSaving, isVerifying, isInvalid, isReadOnly });
  const isBlockedByErrors = state.tooltip !== undefined;
  // One element in every state, so focus and the tests' handles survive a state change; the
  // tooltip is switched off rather than removed.
  return (
    <Tooltip content={invalidTooltip} isDisabled={!isBlockedByErrors}>
      <Button
        {...props}
        type={isBlockedByErrors ? 'button' : type}
        aria-disabled={isBlockedByErrors ? 'true' : undefined}
        onPress={isBlockedByErrors ? undefined : onPress}
        isPending={state.isPending}
        pendingLabel={state.label}
        isDisabled={state.isDisabled && !state.isPending && !isBlockedByErrors}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

export interface FormSaveButtonProps<TValues extends FieldValues, TOutput = TValues> extends Omit<
  SaveButtonProps,
  'isInvalid'
> {
  /** The form's `control` (from `useZodForm`); its validity and submission drive the button. */
  control: Control<TValues, unknown, TOutput>;
}

/**
 * A `SaveButton` bound to a react-hook-form form: invalid while the form is, 'Saving' while its
 * submit handler runs (or while `isSaving`).
 */
export function FormSaveButton<TValues extends FieldValues, TOutput = TValues>({
  control,
  isSaving,
  ...props
}: FormSaveButtonProps<TValues, TOutput>) {
  const { isValid, isSubmitting } = useFormState({ control });
  return <SaveButton {...props} isInvalid={!isValid} isSaving={isSaving || isSubmitting} />;
}
