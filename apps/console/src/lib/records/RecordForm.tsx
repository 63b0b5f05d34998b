import { FormSaveButton } from '@agentdeck/forms';
import { Button } from '@agentdeck/ui';
import { useId, type FormEvent, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { RecordSurfaceFrame, type RecordSurface } from './InlineSurface';
import { ReadOnlyNotice } from './RecordParts';
import { form as formClass } from './records.css';

/** What every record form's surface takes: its drawer or dialog, the form and how it saves. */
export interface RecordSurfaceProps<TValues extends FieldValues, TOutput extends FieldValues> {
  /** A 633px drawer on the right (list screens), a 580px dialog (created in place) or inline in a selector. @default 'drawer' */
  surface?: RecordSurface;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** 'New Vault', 'Edit LLM Connection'. */
  title: string;
  /** The form from `useZodForm`. */
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Saves the valid values; the form shows 'Saving' until it settles. */
  onSave: (values: TOutput) => Promise<void>;
  /** Locks the form: the notice says so and the save button is disabled. */
  isReadOnly: boolean;
  /** The notice of a read-only record, such as 'This secret is read-only: it cannot be changed or deleted.' */
  readOnlyMessage: string;
  /** The form still loads what it needs: it cannot be saved yet ('Please Wait'). */
  isFetching?: boolean;
  /** Appears at once, not sliding in, where it takes the place of its loading state (`LoadingSurface`). */
  appearsInPlace?: boolean;
}

export interface RecordFormProps<TValues extends FieldValues, TOutput extends FieldValues>
  extends RecordSurfaceProps<TValues, TOutput> {
  /** 'Create' or 'Update'. */
  saveLabel: string;
  /** A check before the save runs: the save button reads 'Verifying'. */
  isVerifying?: boolean;
  children: ReactNode;
}

/**
 * The create/edit form of a workspace record in its drawer or dialog: the fields, then Cancel
 * and the save button with its documented states ('Please Wait', 'Saving', disabled with the
 * tooltip while invalid, disabled for a read-only record; spec 001 section 4). Escape is ignored
 * while saving.
 */
export function RecordForm<TValues extends FieldValues, TOutput extends FieldValues>({
  surface = 'drawer',
  isOpen,
  onOpenChange,
  title,
  form,
  onSave,
  saveLabel,
  isReadOnly,
  readOnlyMessage,
  isFetching,
  isVerifying,
  appearsInPlace,
  children,
}: RecordFormProps<TValues, TOutput>) {
  const formId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // A dialog renders in a portal, but React events bubble through portals: keep this submit
    // from reaching the form that opened the dialog (the LLM drawer's 'New Vault').
    event.stopPropagation();
    void form.handleSubmit(onSave)(event);
  };
  return (
    <RecordSurfaceFrame
      surface={surface}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isKeyboardDismissDisabled={form.formState.isSubmitting}
      appearsInPlace={appearsInPlace}
      title={title}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <FormSaveButton
            control={form.control}
            form={formId}
            isReadOnly={isReadOnly}
            isFetching={isFetching}
            isVerifying={isVerifying}
          >
            {saveLabel}
          </FormSaveButton>
        </>
      )}
    >
      <form id={formId} className={formClass} onSubmit={submit} noValidate aria-label={title}>
        {isReadOnly && <ReadOnlyNotice>{readOnlyMessage}</ReadOnlyNotice>}
        {children}
      </form>
    </RecordSurfaceFrame>
  );
}
