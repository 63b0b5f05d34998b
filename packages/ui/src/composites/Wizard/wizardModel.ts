/** Where a wizard is: the step shown, the furthest step reached and whether the last was reached. */
export interface WizardState {
  /** The step shown, from 1. */
  step: number;
  /** The furthest step the user has reached. */
  reached: number;
  /** Set once the last step has been reached (spec 001 section 4: 'A completed flag is set once step 3 is reached'). */
  completed: boolean;
}

/** Every wizard starts on step 1, and closing resets to it. */
export const initialWizardState: WizardState = { step: 1, reached: 1, completed: false };

export interface NavigationRules {
  /** Number of steps. */
  stepCount: number;
  /** Editing an existing record: every step is open from the start. */
  isEditing: boolean;
}

/**
 * Whether a step's tab can be clicked (spec 001 section 2): always when editing, any step once
 * the last one was reached, otherwise only steps already reached.
 */
export function canNavigateTo(
  state: WizardState,
  target: number,
  { stepCount, isEditing }: NavigationRules,
): boolean {
  if (target < 1 || target > stepCount) return false;
  return isEditing || state.completed || target <= state.reached;
}

/** Shows `target`, recording it as reached; reaching the last step sets the completed flag. */
function arrive(state: WizardState, target: number, stepCount: number): WizardState {
  const reached = Math.max(state.reached, target);
  return { step: target, reached, completed: state.completed || reached === stepCount };
}

/** Next: moves one step on, but only when the current step is valid and is not the last. */
export function next(state: WizardState, isStepValid: boolean, stepCount: number): WizardState {
  if (!isStepValid || state.step >= stepCount) return state;
  return arrive(state, state.step + 1, stepCount);
}

/** Previous: moves one step back (no validation needed to go back). */
export function previous(state: WizardState): WizardState {
  return state.step > 1 ? { ...state, step: state.step - 1 } : state;
}

/** A click on a step's tab: moves there when `canNavigateTo` allows it, else stays. */
export function goTo(state: WizardState, target: number, rules: NavigationRules): WizardState {
  return canNavigateTo(state, target, rules) ? arrive(state, target, rules.stepCount) : state;
}

export type PrimaryAction = 'next' | 'submit';

/** What the footer's primary button does on a step: Next, or Create/Update on the last one. */
export function primaryAction(state: WizardState, stepCount: number): PrimaryAction {
  return state.step >= stepCount ? 'submit' : 'next';
}

export interface PrimaryLabels {
  next: string;
  create: string;
  update: string;
  saving: string;
}

export const defaultPrimaryLabels: PrimaryLabels = {
  next: 'Next',
  create: 'Create',
  update: 'Update',
  saving: 'Saving',
};

/** The primary button's text (spec 001 section 2): Next, then Create or Update, and Saving while saving. */
export function primaryLabel(
  state: WizardState,
  { stepCount, isEditing, isSaving }: NavigationRules & { isSaving: boolean },
  labels: PrimaryLabels = defaultPrimaryLabels,
): string {
  if (primaryAction(state, stepCount) === 'next') return labels.next;
  if (isSaving) return labels.saving;
  return isEditing ? labels.update : labels.create;
}

/** The default step titles of the RAG wizards (spec 001 section 2). */
export const defaultStepTitles = [
  '1. General Settings',
  '2. Retrieval Settings',
  '3. Generator Settings',
] as const;
