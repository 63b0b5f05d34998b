'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export type UseZodFormOptions<TInput extends FieldValues, TOutput> = Omit<
  UseFormProps<TInput, unknown, TOutput>,
  'resolver'
>;

/**
 * react-hook-form with a zod schema from `rules/`, validating on every change as every form of
 * the product does (spec 000, 001 and 002 section 5), and when a field is left, so that a
 * required field passed over (a select closed without a choice) says what it needs. The form's
 * values are the schema's input;
 * `handleSubmit` receives its output, so transforms such as the temperature text becoming a
 * number apply on submit. `mode` can still be overridden.
 */
export function useZodForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput>,
  options: UseZodFormOptions<TInput, TOutput> = {},
): UseFormReturn<TInput, unknown, TOutput> {
  return useForm<TInput, unknown, TOutput>({
    mode: 'all',
    ...options,
    resolver: zodResolver(schema),
  });
}
