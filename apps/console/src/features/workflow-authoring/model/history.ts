/**
 * Undo and redo over immutable values: each edit one step, the oldest dropped past
 * `HISTORY_LIMIT`, a new edit clearing what could be redone. Consecutive edits with the same
 * `coalesceKey` (typing in one field of a panel) make one step, until an edit with another key or
 * none, an undo or a redo ends it.
 */
export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  /** The key of the edit that made `present`, while later edits with the same key may join its step. */
  readonly coalesceKey?: string;
}

export const HISTORY_LIMIT = 200;

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/** `next` as the present: a new step, or the last one's when it shares its coalesce key. The same value is no step. */
export function applyEdit<T>(history: History<T>, next: T, options: { coalesceKey?: string } = {}): History<T> {
  if (next === history.present) return history;
  const { coalesceKey } = options;
  const joins = coalesceKey !== undefined && coalesceKey === history.coalesceKey;
  const past = joins ? history.past : [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], ...(coalesceKey === undefined ? {} : { coalesceKey }) };
}

export const canUndo = (history: History<unknown>) => history.past.length > 0;
export const canRedo = (history: History<unknown>) => history.future.length > 0;

export function undo<T>(history: History<T>): History<T> {
  if (!canUndo(history)) return history;
  return { past: history.past.slice(0, -1), present: history.past.at(-1)!, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  if (!canRedo(history)) return history;
  return { past: [...history.past, history.present], present: history.future[0]!, future: history.future.slice(1) };
}
