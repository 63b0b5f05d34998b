import type { z } from 'zod';

/**
 * The first message per field path, as a form shows it (react-hook-form's zod resolver keeps the
 * first issue of each path). The form's root is ''.
 */
export function fieldMessages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    messages[path] ??= issue.message;
  }
  return messages;
}

/** The message a single-value rule gives `value`, or undefined when it passes. */
export function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}
