import type { ReactNode } from 'react';
import type { Control, DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormSaveButton } from '../src/save/SaveButton';
import { useZodForm } from '../src/form/useZodForm';

export interface StoryFormProps<TInput extends FieldValues, TOutput extends FieldValues> {
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  /** The fields, given the form's control. */
  children: (control: Control<TInput, unknown, TOutput>) => ReactNode;
  /** Called with the schema's output when the form is submitted. */
  onSubmit?: (values: TOutput) => void;
  /** The save button's label; without it the form has no save button. */
  saveLabel?: string;
}

/** A form as the console builds one: `useZodForm`, the fields, and a `FormSaveButton`. */
export function StoryForm<TInput extends FieldValues, TOutput extends FieldValues>({
  schema,
  defaultValues,
  children,
  onSubmit = () => {},
  saveLabel,
}: StoryFormProps<TInput, TOutput>) {
  const form = useZodForm(schema, { defaultValues });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      style={{ display: 'grid', gap: 16, maxWidth: 360, paddingTop: saveLabel ? 48 : 0 }}
    >
      {children(form.control)}
      {saveLabel && (
        <div>
          <FormSaveButton control={form.control}>{saveLabel}</FormSaveButton>
        </div>
      )}
    </form>
  );
}
