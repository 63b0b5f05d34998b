import { useMemo } from 'react';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/** Whether a problem at `path` ('configurations.url') lies in a step that holds `fields`. */
const concerns = (path: string, fields: readonly string[]) =>
  fields.some((field) => path === field || path.startsWith(`${field}.`));

/**
 * Whether each step of a wizard is valid now: the whole form is checked against its schema as it
 * is typed, and a step is valid when no problem lies in its fields. A problem with no field (a
 * rule across fields) holds up the last step, where the form is saved.
 */
export function useStepValidity<V extends FieldValues>(
  control: Control<V, unknown, FieldValues>,
  schema: z.ZodType,
  steps: readonly { fields: readonly string[] }[],
): (step: number) => boolean {
  const values = useWatch({ control });
  return useMemo(() => {
    const result = schema.safeParse(values);
    const problems = result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    return (step: number) => {
      const fields = steps[step - 1]?.fields ?? [];
      return !problems.some((path) => concerns(path, fields) || (path === '' && step === steps.length));
    };
  }, [values, schema, steps]);
}
