'use client';

import { useState, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs';
import { footer, panel, wizard } from './Wizard.css';
import {
  canNavigateTo,
  defaultPrimaryLabels,
  defaultStepTitles,
  goTo,
  initialWizardState,
  next,
  previous,
  primaryAction,
  primaryLabel,
  type PrimaryLabels,
  type WizardState,
} from './wizardModel';

export interface WizardProps {
  /** The step titles, which are also the tab names. @default ['1. General Settings', '2. Retrieval Settings', '3. Generator Settings'] */
  steps?: readonly string[];
  /** The content of a step, given its number (from 1). Only the current step is rendered. */
  children: (step: number) => ReactNode;
  /** Whether a step's fields are valid; Next and the last step's button stay disabled until it is. */
  isStepValid: (step: number) => boolean;
  /** Editing an existing record: every tab is open and the last button reads Update. @default false */
  isEditing?: boolean;
  /** A save is running: the last button reads Saving and ignores presses. @default false */
  isSaving?: boolean;
  /** The record is read-only: the last step's button stays disabled. @default false */
  isReadOnly?: boolean;
  /** Pressed on the last step (Create or Update). */
  onSubmit: () => void;
  /** Pressed on step 1 (Cancel). The wizard goes back to step 1 as it closes. */
  onCancel: () => void;
  /**
   * Called with the step the user went back to with Previous, to re-run its validation (spec
   * 001 section 4), for example react-hook-form's `trigger` on that step's fields.
   */
  onRevalidate?: (step: number) => void;
  /** Called whenever the shown step changes, with the whole state (furthest step reached, completed flag). */
  onStepChange?: (state: WizardState) => void;
  /** Accessible name of the list of step tabs. @default 'Steps' */
  stepsLabel?: string;
  /** Button texts. @default { next: 'Next', create: 'Create', update: 'Update', saving: 'Saving' } */
  labels?: Partial<PrimaryLabels> & { cancel?: string; previous?: string };
}

/**
 * A multi-step form body (three steps for the vector and graph RAG forms): step tabs, the
 * current step's content and a footer with Cancel (step 1) or Previous, and Next or, on the
 * last step, Create, Update or Saving. Next is disabled until the step is valid. A tab can be
 * clicked only when editing, once the last step was reached, or for a step already reached.
 * It starts on step 1 every time it is mounted, so closing the drawer around it resets it.
 *
 * Accessibility: the steps are a tab list; steps that cannot be opened yet are disabled tabs,
 * skipped by the arrow keys and announced as unavailable. The current step's content is its
 * tab panel. The footer buttons keep their place, so keyboard users find Next and Previous at
 * the same spot on every step.
 */
export function Wizard({
  steps = defaultStepTitles,
  children,
  isStepValid,
  isEditing = false,
  isSaving = false,
  isReadOnly = false,
  onSubmit,
  onCancel,
  onRevalidate,
  onStepChange,
  stepsLabel = 'Steps',
  labels = {},
}: WizardProps) {
  const [state, setState] = useState<WizardState>(initialWizardState);
  const stepCount = steps.length;
  const rules = { stepCount, isEditing };
  const isValid = isStepValid(state.step);

  const move = (nextState: WizardState) => {
    if (nextState === state) return;
    setState(nextState);
    onStepChange?.(nextState);
  };

  const disabledKeys = steps
    .map((_, index) => index + 1)
    .filter((step) => !canNavigateTo(state, step, rules));
  const action = primaryAction(state, stepCount);
  const buttonLabels = { ...defaultPrimaryLabels, ...labels };

  return (
    <div className={wizard}>
      <Tabs
        selectedKey={state.step}
        onSelectionChange={(key) => move(goTo(state, Number(key), rules))}
        disabledKeys={disabledKeys}
      >
        <TabList aria-label={stepsLabel}>
          {steps.map((title, index) => (
            <Tab key={index} id={index + 1}>
              {title}
            </Tab>
          ))}
        </TabList>
        {/* One panel per step, so every tab controls its own panel; only the selected one renders. */}
        {steps.map((_, index) => (
          <TabPanel key={index} id={index + 1}>
            <div className={panel}>{children(index + 1)}</div>
          </TabPanel>
        ))}
      </Tabs>
      <div className={footer}>
        {state.step === 1 ? (
          <Button
            variant="secondary"
            onPress={() => {
              move(initialWizardState);
              onCancel();
            }}
          >
            {labels.cancel ?? 'Cancel'}
          </Button>
        ) : (
          <Button
            variant="secondary"
            isDisabled={isSaving}
            onPress={() => {
              const back = previous(state);
              move(back);
              onRevalidate?.(back.step);
            }}
          >
            {labels.previous ?? 'Previous'}
          </Button>
        )}
        {action === 'next' ? (
          <Button isDisabled={!isValid} onPress={() => move(next(state, isValid, stepCount))}>
            {buttonLabels.next}
          </Button>
        ) : (
          <Button
            isDisabled={!isValid || isReadOnly}
            isPending={isSaving}
            pendingLabel={buttonLabels.saving}
            onPress={onSubmit}
          >
            {primaryLabel(state, { ...rules, isSaving }, buttonLabels)}
          </Button>
        )}
      </div>
    </div>
  );
}
