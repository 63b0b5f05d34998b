import { Wizard } from '@agentdeck/ui';
import type { FormEvent, ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { RecordSurfaceProps } from './RecordForm';
import { RecordSurfaceFrame } from './InlineSurface';
import { ReadOnlyNotice } from './RecordParts';
import { form as formClass } from './records.css';
import { useStepValidity } from './use-step-validity';

export interface RecordWizardFormProps<TValues extends FieldValues, TOutput extends FieldValues>
  extends RecordSurfaceProps<TValues, TOutput> {
  schema: z.ZodType;
  /** Each step's tab title ('1. General Settings') and the fields it holds. */
  steps: readonly { title: string; fields: readonly FieldPath<TValues>[] }[];
  isEditing: boolean;
  /** The content of a step, from 1. */
  children: (step: number) => ReactNode;
}

/**
 * A record's create/edit form as a three-step wizard in its drawer (spec 001 section 4): the
 * step tabs, Next enabled once the step's fields are valid, Previous re-checking the step it
 * returns to, and Create, Update or Saving on the last step. Closing resets it to step 1.
 */
export function RecordWizardForm<TValues extends FieldValues, TOutput extends FieldValues>({
  surface = 'drawer',
  isOpen,
  onOpenChange,
  title,
  form,
  schema,
  steps,
  onSave,
  isEditing,
  isReadOnly,
  readOnlyMessage,
  isFetching,
  appearsInPlace,
  children,
}: RecordWizardFormProps<TValues, TOutput>) {
  const isStepValid = useStepValidity(form.control, schema, steps);
  const isSaving = form.formState.isSubmitting;
  // The wizard's buttons save; Enter in a field must not skip the steps.
  const ignoreSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
  };
  return (
    <RecordSurfaceFrame surface={surface} isOpen={isOpen} onOpenChange={onOpenChange} isKeyboardDismissDisabled={isSaving} appearsInPlace={appearsInPlace} title={title}>
      <form className={formClass} onSubmit={ignoreSubmit} noValidate aria-label={title}>
        {isReadOnly && <ReadOnlyNotice>{readOnlyMessage}</ReadOnlyNotice>}
        <Wizard
          steps={steps.map((step) => step.title)}
          isStepValid={(step) => isStepValid(step) && !(isFetching && step === steps.length)}
          isEditing={isEditing}
          isSaving={isSaving}
          isReadOnly={isReadOnly}
          onSubmit={() => void form.handleSubmit(onSave)()}
          onCancel={() => onOpenChange(false)}
          onRevalidate={(step) => void form.trigger(steps[step - 1]?.fields as FieldPath<TValues>[])}
        >
          {children}
        </Wizard>
      </form>
    </RecordSurfaceFrame>
  );
}
