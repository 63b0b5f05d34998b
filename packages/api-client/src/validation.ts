import type { z } from 'zod';

/**
 * Turns zod issues into the `errors` list of an error body: one entry per problem, each naming
 * the field path ("name: Required", "configurations.port: Port cannot exceed 65535",
 * "colour: Unrecognized field"). Input values are never echoed, so secrets cannot leak.
 * Parse with `{ reportInput: true }` so a missing field can be told from a wrong one.
 */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  const errors: string[] = [];
  for (const issue of issues) {
    const at = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors.push(`${at ? `${at}.` : ''}${key}: Unrecognized field`);
      continue;
    }
    // A missing field reads "Required" unless the schema carries the documents' own message
    // ("Please select a data type").
    const missing = issue.code === 'invalid_type' && issue.input === undefined && issue.message.startsWith('Invalid input');
    const message = missing ? 'Required' : issue.message;
    const entry = at ? `${at}: ${message}` : message;
    // A field checked by its own rule and again by a rule of the state it is in says it once.
    if (!errors.includes(entry)) errors.push(entry);
  }
  return errors;
}

/** Parses `input` with `schema`; returns the data or the formatted problems. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { success: true; data: z.output<S> } | { success: false; errors: string[] } {
  const result = schema.safeParse(input, { reportInput: true });
  return result.success ? { success: true, data: result.data } : { success: false, errors: formatIssues(result.error.issues) };
}
