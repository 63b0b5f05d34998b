import type { DatasetItem, DatasetItemBody } from '@agentdeck/api-client';
import { z } from 'zod';
import { expectedOutputOf, expectedOutputText } from '../../../entities/datasets';

export const itemFormMessages = {
  message: 'Please enter the input message',
  jsonObject: (label: string) => `${label} must be a JSON object, such as {"channel": "email"}`,
} as const;

const asObject = (text: string): Record<string, unknown> | undefined => {
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/** A field of JSON object text: empty is `{}`. */
const jsonObjectText = (label: string) =>
  z
    .string()
    .refine((text) => asObject(text) !== undefined, itemFormMessages.jsonObject(label))
    .transform((text) => asObject(text)!);

export const itemFormSchema = z.object({
  message: z.string().refine((text) => text.trim() !== '', itemFormMessages.message),
  inputMetadata: jsonObjectText('Input metadata'),
  expectedOutput: z.string().transform(expectedOutputOf),
  metadata: jsonObjectText('Metadata'),
});
export type ItemFormValues = z.input<typeof itemFormSchema>;

const objectText = (value: Record<string, unknown>) => (Object.keys(value).length === 0 ? '' : JSON.stringify(value, null, 2));

/** The form's values for an item, or a new one's. */
export function itemFormValues(item: DatasetItem | undefined): ItemFormValues {
  return {
    message: item?.input.message ?? '',
    inputMetadata: item ? objectText(item.input.metadata) : '',
    expectedOutput: item ? expectedOutputText(item.expectedOutput) : '',
    metadata: item ? objectText(item.metadata) : '',
  };
}

/** The body of an item's create or update from the valid values. */
export function itemBody(values: z.output<typeof itemFormSchema>) {
  return {
    input: { message: values.message, metadata: values.inputMetadata },
    expectedOutput: values.expectedOutput,
    metadata: values.metadata,
  } satisfies DatasetItemBody;
}
