import { describe, expect, it } from 'vitest';
import {
  canNavigateTo,
  defaultStepTitles,
  goTo,
  initialWizardState,
  next,
  previous,
  primaryAction,
  primaryLabel,
  type WizardState,
} from './wizardModel';

const create = { stepCount: 3, isEditing: false };
const edit = { stepCount: 3, isEditing: true };

describe('next', () => {
  it('stays on step 1 while the step is invalid', () => {
    expect(next(initialWizardState, false, 3)).toEqual(initialWizardState);
  });
  it('moves to step 2 and records it as reached when the step is valid', () => {
    expect(next(initialWizardState, true, 3)).toEqual({ step: 2, reached: 2, completed: false });
  });
  it('sets the completed flag once step 3 is reached', () => {
    const onTwo = next(initialWizardState, true, 3);
    expect(next(onTwo, true, 3)).toEqual({ step: 3, reached: 3, completed: true });
  });
  it('does not go past the last step', () => {
    const onThree: WizardState = { step: 3, reached: 3, completed: true };
    expect(next(onThree, true, 3)).toBe(onThree);
  });
});

describe('previous', () => {
  it('goes back one step and keeps what was reached', () => {
    expect(previous({ step: 3, reached: 3, completed: true })).toEqual({
      step: 2,
      reached: 3,
      completed: true,
    });
  });
  it('stays on step 1', () => {
    expect(previous(initialWizardState)).toBe(initialWizardState);
  });
});

describe('canNavigateTo', () => {
  it('opens only steps already reached while creating', () => {
    const onTwo: WizardState = { step: 2, reached: 2, completed: false };
    expect(canNavigateTo(onTwo, 1, create)).toBe(true);
    expect(canNavigateTo(onTwo, 2, create)).toBe(true);
    expect(canNavigateTo(onTwo, 3, create)).toBe(false);
  });
  it('keeps a step reached open after going back from it', () => {
    const back: WizardState = { step: 1, reached: 2, completed: false };
    expect(canNavigateTo(back, 2, create)).toBe(true);
    expect(canNavigateTo(back, 3, create)).toBe(false);
  });
  it('opens every step while editing, even on step 1', () => {
    expect([1, 2, 3].map((step) => canNavigateTo(initialWizardState, step, edit))).toEqual([
      true,
      true,
      true,
    ]);
  });
  it('opens every step once the completed flag is set', () => {
    const completed: WizardState = { step: 1, reached: 1, completed: true };
    expect(canNavigateTo(completed, 3, create)).toBe(true);
  });
  it('never opens a step outside the wizard', () => {
    expect(canNavigateTo(initialWizardState, 0, edit)).toBe(false);
    expect(canNavigateTo(initialWizardState, 4, edit)).toBe(false);
  });
});

describe('goTo', () => {
  it('moves to an open step', () => {
    expect(goTo({ step: 2, reached: 2, completed: false }, 1, create)).toEqual({
      step: 1,
      reached: 2,
      completed: false,
    });
  });
  it('ignores a closed step', () => {
    const state = { step: 1, reached: 1, completed: false };
    expect(goTo(state, 3, create)).toBe(state);
  });
  it('records a jump to the last step while editing as completing the wizard', () => {
    expect(goTo(initialWizardState, 3, edit)).toEqual({ step: 3, reached: 3, completed: true });
  });
});

describe('primary button', () => {
  const flags = { ...create, isSaving: false };
  it('reads Next before the last step', () => {
    expect(primaryAction(initialWizardState, 3)).toBe('next');
    expect(primaryLabel({ step: 2, reached: 2, completed: false }, flags)).toBe('Next');
  });
  it('reads Create on the last step when creating and Update when editing', () => {
    const onThree: WizardState = { step: 3, reached: 3, completed: true };
    expect(primaryAction(onThree, 3)).toBe('submit');
    expect(primaryLabel(onThree, flags)).toBe('Create');
    expect(primaryLabel(onThree, { ...edit, isSaving: false })).toBe('Update');
  });
  it('reads Saving while saving on the last step', () => {
    expect(
      primaryLabel({ step: 3, reached: 3, completed: true }, { ...edit, isSaving: true }),
    ).toBe('Saving');
  });
});

it('names the three RAG steps as the spec does', () => {
  expect(defaultStepTitles).toEqual([
    '1. General Settings',
    '2. Retrieval Settings',
    '3. Generator Settings',
  ]);
});
