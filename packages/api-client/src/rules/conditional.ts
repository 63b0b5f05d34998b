import type { z } from 'zod';

/** A field's rule that applies only in some states of the form, such as Bedrock's region. */
export type ConditionalRule = readonly [path: string, rule: z.ZodType];

export type Falsy = false | null | undefined | 0 | '';

function valueAt(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (current, key) =>
      current !== null && typeof current === 'object'
        ? (current as Record<string, unknown>)[key]
        : undefined,
    value,
  );
}

/**
 * Adds rules that depend on other fields (a prompt is needed only when 'Override Default Prompt'
 * is on; a region only for Bedrock). `rules` receives the form's values and returns the
 * `[path, rule]` pairs that apply now; each rule's issues are reported at its dotted path.
 *
 * Zod skips object refinements once a field has an aborting issue (an empty pick list, say).
 * Forms validate on every change and a user must see every missing field at once, so these rules
 * run whenever the value is an object; `rules` must therefore read the values defensively (they
 * are typed `Partial`).
 */
export function withConditionalRules<T extends z.ZodObject>(
  schema: T,
  rules: (values: Partial<z.input<T>>) => ReadonlyArray<ConditionalRule | Falsy>,
): T {
  return schema.superRefine(
    (values, ctx) => {
      for (const entry of rules(values as Partial<z.input<T>>)) {
        if (!entry) continue;
        const [path, rule] = entry;
        const segments = path.split('.');
        const result = rule.safeParse(valueAt(values, segments));
        if (result.success) continue;
        for (const issue of result.error.issues) {
          ctx.addIssue({
            code: 'custom',
            message: issue.message,
            path: [...segments, ...issue.path],
          });
        }
      }
    },
    { when: (payload) => payload.value !== null && typeof payload.value === 'object' },
  ) as T;
}
