/** The tooltip of a save button disabled because the form is invalid (001 section 4, 002 section 5). */
export const SAVE_DISABLED_TOOLTIP = 'All details need to be filled before the form can be saved';

/** Where a save button's form is (001 section 4, 002 sections 4 and 5). */
export interface SaveButtonConditions {
  /** The record is still loading. The button reads 'Please Wait'. */
  isFetching?: boolean;
  /** The save request is running. The button reads 'Saving'. */
  isSaving?: boolean;
  /**
   * A check runs before the save (the API tool form's reachability check, spec 001 section 2).
   * The button reads 'Verifying'.
   */
  isVerifying?: boolean;
  /** The form has errors or missing fields. */
  isInvalid?: boolean;
  /** The record is read-only (isReadOnly) or the user may not change it. */
  isReadOnly?: boolean;
  /** The label at rest: 'Save', 'Create', 'Update', 'Add'... */
  label: string;
}

export interface SaveButtonState {
  /** What the button says. */
  label: string;
  /** A request runs (fetching or saving): the button shows progress and ignores presses. */
  isPending: boolean;
  /** The button cannot be pressed. */
  isDisabled: boolean;
  /** Why it is disabled, when the reason is one the user can act on; else undefined. */
  tooltip: string | undefined;
}

export const FETCHING_LABEL = 'Please Wait';
export const SAVING_LABEL = 'Saving';
export const VERIFYING_LABEL = 'Verifying';

/**
 * The documented states of a save button: 'Please Wait' while fetching, 'Verifying' while a check
 * before the save runs, 'Saving' while saving,
 * else its label; disabled while invalid, saving or read-only. Only an invalid form gets the
 * tooltip 'All details need to be filled before the form can be saved': a read-only record or a
 * running request is not something filling in fields can fix.
 */
export function saveButtonState({
  isFetching = false,
  isSaving = false,
  isVerifying = false,
  isInvalid = false,
  isReadOnly = false,
  label,
}: SaveButtonConditions): SaveButtonState {
  const isPending = isFetching || isSaving || isVerifying;
  const text = isFetching ? FETCHING_LABEL : isVerifying ? VERIFYING_LABEL : isSaving ? SAVING_LABEL : label;
  const isDisabled = isPending || isInvalid || isReadOnly;
  const tooltip = isInvalid && !isPending && !isReadOnly ? SAVE_DISABLED_TOOLTIP : undefined;
  return { label: text, isPending, isDisabled, tooltip };
}
