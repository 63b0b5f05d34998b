import { toast } from '@agentdeck/ui';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { reportSaveError } from './save-error';
import type { RecordToasts } from './definition';

/** A record form's toasts (spec 001 section 8): `VAULT_TOASTS`, `LLM_TOASTS`... */
export type RecordSaveToasts = Pick<RecordToasts, 'created' | 'updated' | 'failed' | 'listsProblems'>;

export interface RecordSaveOptions<TValues extends FieldValues, TOutput, TSaved> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The field a duplicate name (409) is shown next to, such as 'keyName'. */
  nameField: FieldPath<TValues>;
  /** Editing a saved record (the 'updated' toast), else creating one (the 'created' toast). */
  isEditing: boolean;
  toasts: RecordSaveToasts;
  /** The create or update call with the form's valid values. */
  write: (values: TOutput) => Promise<TSaved>;
  /** Called with the saved record, after the toast and before the form closes. */
  onSaved?: (saved: TSaved) => void;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The `onSave` of a `RecordForm`: writes the record, says so in a toast, hands the saved record
 * to `onSaved` and closes; a failure stays open with an error toast, and a duplicate name under
 * the name field (`reportSaveError`).
 */
export function recordSaver<TValues extends FieldValues, TOutput, TSaved>({
  form,
  nameField,
  isEditing,
  toasts,
  write,
  onSaved,
  onOpenChange,
}: RecordSaveOptions<TValues, TOutput, TSaved>): (values: TOutput) => Promise<void> {
  return async (values) => {
    try {
      const saved = await write(values);
      toast.success(isEditing ? toasts.updated : toasts.created);
      onSaved?.(saved);
      onOpenChange(false);
    } catch (error) {
      reportSaveError(
        error,
        toasts.failed,
        (message) => form.setError(nameField, { message }, { shouldFocus: true }),
        toasts.listsProblems,
      );
    }
  };
}
