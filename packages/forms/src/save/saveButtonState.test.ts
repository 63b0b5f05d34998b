import { describe, expect, it } from 'vitest';
import { saveButtonState } from './saveButtonState';

const tooltip = 'All details need to be filled before the form can be saved';

describe('saveButtonState', () => {
  it('reads its label and can be pressed when the form is valid', () => {
    expect(saveButtonState({ label: 'Create' })).toEqual({
      label: 'Create',
      isPending: false,
      isDisabled: false,
      tooltip: undefined,
    });
  });

  it("reads 'Please Wait' while the record is fetched", () => {
    expect(saveButtonState({ label: 'Update', isFetching: true })).toMatchObject({
      label: 'Please Wait',
      isPending: true,
      isDisabled: true,
    });
  });

  it("reads 'Saving' while saving, and stays disabled", () => {
    expect(saveButtonState({ label: 'Save', isSaving: true })).toMatchObject({
      label: 'Saving',
      isPending: true,
      isDisabled: true,
    });
  });

  it("reads 'Verifying' while a check before the save runs, even as the submit is under way", () => {
    expect(saveButtonState({ label: 'Save', isVerifying: true, isSaving: true })).toMatchObject({
      label: 'Verifying',
      isPending: true,
      isDisabled: true,
    });
  });

  it("says 'Please Wait' rather than 'Saving' when both run", () => {
    expect(saveButtonState({ label: 'Save', isSaving: true, isFetching: true }).label).toBe(
      'Please Wait',
    );
  });

  it(`is disabled with the tooltip '${tooltip}' while the form is invalid`, () => {
    expect(saveButtonState({ label: 'Save', isInvalid: true })).toEqual({
      label: 'Save',
      isPending: false,
      isDisabled: true,
      tooltip,
    });
  });

  it('is disabled without that tooltip for a read-only record, even an invalid one', () => {
    expect(saveButtonState({ label: 'Update', isReadOnly: true, isInvalid: true })).toMatchObject({
      isDisabled: true,
      tooltip: undefined,
    });
  });

  it('does not show the tooltip while a request runs', () => {
    expect(
      saveButtonState({ label: 'Save', isSaving: true, isInvalid: true }).tooltip,
    ).toBeUndefined();
  });
});
