/**
 * A value as a log query term holds it (design section 3.2): bare when it is one plain word, quoted
 * with its quotes and backslashes escaped otherwise (a phrase, or a word the grammar reserves).
 */
export function quoteLogValue(value: string): string {
  return /^[\p{L}\p{N}_.@/-]+$/u.test(value) && !/^(AND|OR|NOT|TO)$/.test(value) ? value : `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/** The term that matches `field` equal to `value`: `workflow:"Claims triage"`, `version:2.0.0`. */
export const logTerm = (field: string, value: string) => `${field}:${quoteLogValue(value)}`;
