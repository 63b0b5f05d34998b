import { FormStatusProvider, useZodForm } from '@agentdeck/forms';
import type { ReactNode } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import type { z } from 'zod';

/** Shows what the form holds, as JSON, the way a test reads the outcome of a field. */
function Held() {
  const values = useWatch();
  return <output aria-label="Held">{JSON.stringify(values)}</output>;
}

/**
 * A form around the fields under test, with its values shown in an output named 'Held'
 * (`page.getByRole('status', { name: 'Held' })`).
 */
export function FieldForm<S extends z.ZodObject>({
  schema,
  defaultValues,
  isReadOnly = false,
  children,
}: {
  schema: S;
  defaultValues: z.input<S>;
  isReadOnly?: boolean;
  children: ReactNode;
}) {
  const form = useZodForm(schema, { defaultValues: defaultValues as never });
  return (
    <FormProvider {...form}>
      <FormStatusProvider isReadOnly={isReadOnly} isSaving={false}>
        <form aria-label="Fields under test">{children}</form>
      </FormStatusProvider>
      <Held />
    </FormProvider>
  );
}
