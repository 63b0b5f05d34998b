import { scorerName, type Score, type Scorer } from '@agentdeck/api-client';

/** What a scorer looks at: the run's output, the output expected and how long the run took. */
export interface ScoredRun {
  output: unknown;
  expectedOutput: unknown;
  latencyMs: number;
}

/** A value as text: a text as it is, nothing as '', anything else as its JSON. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The F1 of the words two texts share, each word counted as often as it appears; 1 when both are empty. */
export function tokenOverlap(a: string, b: string): number {
  const left = words(a);
  const right = words(b);
  if (left.length === 0 && right.length === 0) return 1;
  if (left.length === 0 || right.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const word of right) counts.set(word, (counts.get(word) ?? 0) + 1);
  let shared = 0;
  for (const word of left) {
    const count = counts.get(word) ?? 0;
    if (count > 0) {
      shared += 1;
      counts.set(word, count - 1);
    }
  }
  if (shared === 0) return 0;
  const precision = shared / left.length;
  const recall = shared / right.length;
  return (2 * precision * recall) / (precision + recall);
}

/** A text that parses as JSON is read as its value; anything else stays as it is. */
function asJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The value at a path such as `decision` or `claims[0].id`; undefined where the path leads nowhere. */
export function valueAt(value: unknown, path: string): unknown {
  let current = asJson(value);
  for (const part of path.match(/[^.[\]]+/g) ?? []) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** Deep equality of JSON values (key order ignored). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return keysA.length === keysB.length && keysA.every((key) => sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

const all = (pass: boolean) => ({ value: pass ? 1 : 0, pass });

/** One scorer's verdict on one run (design section 3.5); `Scorer` in the contract says what each does. */
export function score(scorer: Scorer, run: ScoredRun): Score {
  const output = textOf(run.output);
  const expected = textOf(run.expectedOutput);
  const verdict = ((): { value: number; pass: boolean } => {
    switch (scorer.kind) {
      case 'exactMatch':
        return all(output.trim() === expected.trim());
      case 'contains':
        return all(output.toLowerCase().includes((scorer.value ?? expected).trim().toLowerCase()));
      case 'tokenOverlap': {
        const value = tokenOverlap(output, expected);
        return { value, pass: value >= scorer.threshold };
      }
      case 'jsonField': {
        const actual = valueAt(run.output, scorer.path);
        return all(actual !== undefined && sameJson(actual, valueAt(run.expectedOutput, scorer.path)));
      }
      case 'latency':
        return run.latencyMs <= scorer.budgetMs ? all(true) : { value: scorer.budgetMs / run.latencyMs, pass: false };
    }
  })();
  return { scorer: scorerName(scorer), ...verdict };
}
