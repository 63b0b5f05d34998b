import type { RunStep } from '@agentdeck/api-client';
import { didNotRun } from './did-not-run';

/** One row of the waterfall: a step, its bar on the run's time axis and the steps inside it. */
export interface WaterfallRow {
  step: RunStep;
  /** Where the bar starts and how wide it is, in percent of the run's time axis. */
  offset: number;
  width: number;
  /** On the chain of steps that decided how long the run took. */
  isSlowestPath: boolean;
  children: WaterfallRow[];
}

const startOf = (step: RunStep) => Date.parse(step.startedAt);
/**
 * A step still running ends, for now, at `now`: the latest time the events told, not the
 * browser's clock, which may differ from the server's.
 */
const endOf = (step: RunStep, now: number) => (step.endedAt ? Date.parse(step.endedAt) : Math.max(now, startOf(step)));
const latestTimeOf = (steps: RunStep[]) =>
  Math.max(...steps.map((step) => (step.endedAt ? Date.parse(step.endedAt) : startOf(step))));

/**
 * The slowest path among siblings: the one that ends last, then, going back, the one that ends
 * latest before it started, and so on. Steps that ran beside a slower one are left off.
 */
function slowestAmong(steps: RunStep[], now: number): Set<string> {
  const path = new Set<string>();
  // A skipped or reused step took no time here, so it never decides how long the run took.
  const siblings = steps.filter((step) => !didNotRun(step));
  let current = siblings.reduce<RunStep | undefined>((last, step) => (!last || endOf(step, now) > endOf(last, now) ? step : last), undefined);
  while (current) {
    path.add(current.id);
    const before = startOf(current);
    current = siblings
      .filter((step) => !path.has(step.id) && endOf(step, now) <= before)
      .reduce<RunStep | undefined>((last, step) => (!last || endOf(step, now) > endOf(last, now) ? step : last), undefined);
  }
  return path;
}

/**
 * The run's steps as nested rows (by `parentId`, in start order) with bars on one time axis
 * from the first step's start to the last one's end, and the slowest path marked.
 */
export function buildWaterfall(steps: RunStep[]): WaterfallRow[] {
  if (steps.length === 0) return [];
  const now = latestTimeOf(steps);
  const axisStart = Math.min(...steps.map(startOf));
  const axisLength = Math.max(1, Math.max(...steps.map((step) => endOf(step, now))) - axisStart);
  const ids = new Set(steps.map((step) => step.id));
  const childrenOf = new Map<string | null, RunStep[]>();
  for (const step of [...steps].sort((a, b) => startOf(a) - startOf(b))) {
    // A step whose parent is not (yet) known is shown at the top rather than lost.
    const parent = step.parentId && ids.has(step.parentId) ? step.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), step]);
  }
  const rowsOf = (parent: string | null, onPath: boolean): WaterfallRow[] => {
    const siblings = childrenOf.get(parent) ?? [];
    const path = onPath ? slowestAmong(siblings, now) : new Set<string>();
    return siblings.map((step) => ({
      step,
      offset: ((startOf(step) - axisStart) / axisLength) * 100,
      width: ((endOf(step, now) - startOf(step)) / axisLength) * 100,
      isSlowestPath: path.has(step.id),
      children: rowsOf(step.id, path.has(step.id)),
    }));
  };
  return rowsOf(null, true);
}

/** Every row's step id that has children, to expand or collapse them all. */
export const parentIds = (rows: WaterfallRow[]): string[] =>
  rows.flatMap((row) => (row.children.length > 0 ? [row.step.id, ...parentIds(row.children)] : []));
