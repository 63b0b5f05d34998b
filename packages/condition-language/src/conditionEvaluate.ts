/**
 * Evaluates a workflow condition expression (spec 001 section 5) against a run's values, for the
 * engine that runs workflows. AND binds before OR, as in most languages: `a OR b AND c` is
 * `a OR (b AND c)`; the language has no parentheses to say otherwise.
 */
import { parseConditionExpression, type ParsedComparison } from './conditionExpression';

/** Reads `tool.variable` from the run: `undefined` when nothing of that name has been produced. */
export type ConditionValueReader = (tool: string, variable: string) => unknown;

export type ConditionEvaluation = { ok: true; value: boolean } | { ok: false; errors: string[] };

/** The literal written after the operator, as a value: a quoted string, a number, a boolean, null or JSON. */
function literalOf(text: string): unknown {
  const quote = text[0];
  if ((quote === '"' || quote === "'") && text.endsWith(quote) && text.length >= 2) return text.slice(1, -1);
  if (text === 'null' || text === 'None') return null;
  if (text === 'true' || text === 'True') return true;
  if (text === 'false' || text === 'False') return false;
  if (/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return Number(text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Stable text of a value, so lists and dicts compare by content whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function compare(actual: unknown, operator: ParsedComparison['operator'], expected: unknown): boolean {
  if (operator === '==') return canonical(actual) === canonical(expected);
  if (operator === '!=') return canonical(actual) !== canonical(expected);
  const left = typeof actual === 'string' && actual.trim() !== '' ? Number(actual) : actual;
  if (typeof left !== 'number' || typeof expected !== 'number' || Number.isNaN(left)) return false;
  if (operator === '>') return left > expected;
  if (operator === '<') return left < expected;
  if (operator === '>=') return left >= expected;
  return left <= expected;
}

/**
 * Whether the expression holds for the values `read` gives. A syntax error is reported, not
 * guessed at; a reference to a value the run has not produced compares as null.
 */
export function evaluateConditionExpression(text: string, read: ConditionValueReader): ConditionEvaluation {
  const { comparisons, errors } = parseConditionExpression(text);
  if (errors.length > 0) return { ok: false, errors: errors.map((error) => error.message) };
  if (comparisons.length === 0) return { ok: true, value: false };
  const groups: boolean[][] = [];
  for (const comparison of comparisons) {
    const holds = compare(read(comparison.tool, comparison.variable) ?? null, comparison.operator, literalOf(comparison.value));
    if (comparison.joinedBy === 'OR' || groups.length === 0) groups.push([holds]);
    else groups.at(-1)!.push(holds);
  }
  return { ok: true, value: groups.some((group) => group.every(Boolean)) };
}
