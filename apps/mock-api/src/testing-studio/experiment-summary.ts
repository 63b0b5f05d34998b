import type { Experiment, ExperimentComparison, ExperimentItem, ExperimentSummary, GateResult, ItemOutcome } from '@agentdeck/api-client';
import { nearestRank } from '../metrics/percentile';

const EPSILON = 1e-9;
const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);

/** Means per scorer, the share of items passing every scorer, the p95 latency and the tokens. */
export function summarize(items: readonly ExperimentItem[], scorerNames: readonly string[]): ExperimentSummary {
  const passed = items.filter((item) => item.pass).length;
  const scoresOf = (name: string) => items.flatMap((item) => item.scores.filter((score) => score.scorer === name).map((score) => score.value));
  return {
    items: items.length,
    passed,
    passRate: items.length === 0 ? 0 : passed / items.length,
    means: Object.fromEntries(scorerNames.map((name) => [name, mean(scoresOf(name))])),
    p95LatencyMs: nearestRank(Float64Array.from(items.map((item) => item.latencyMs)).sort(), 95),
    tokens: items.reduce((sum, item) => sum + item.tokens, 0),
  };
}

/** By pass first, then by mean score. */
export function outcomeOf(item: Pick<ExperimentItem, 'pass' | 'meanScore'>, baseline: Pick<ExperimentItem, 'pass' | 'meanScore'>): ItemOutcome {
  if (item.pass !== baseline.pass) return item.pass ? 'improved' : 'regressed';
  if (item.meanScore > baseline.meanScore + EPSILON) return 'improved';
  if (item.meanScore < baseline.meanScore - EPSILON) return 'regressed';
  return 'unchanged';
}

const OUTCOME_ORDER: Record<ItemOutcome, number> = { regressed: 0, improved: 1, unchanged: 2 };

/**
 * The items marked against the baseline's (matched by dataset item), regressions first, then
 * improvements, then the unchanged, then those the baseline did not have; dataset order within.
 */
export function compareItems(items: readonly ExperimentItem[], baselineItems: readonly ExperimentItem[]): ExperimentItem[] {
  const before = new Map(baselineItems.map((item) => [item.datasetItemId, item]));
  const marked = items.map((item) => {
    const baseline = before.get(item.datasetItemId);
    return baseline
      ? { ...item, outcome: outcomeOf(item, baseline), baseline: { runId: baseline.runId, pass: baseline.pass, meanScore: baseline.meanScore, output: baseline.output } }
      : item;
  });
  const rank = (item: ExperimentItem) => (item.outcome ? OUTCOME_ORDER[item.outcome] : 3);
  return marked.map((item, index) => ({ item, index })).sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index).map(({ item }) => item);
}

export function comparison(items: readonly ExperimentItem[], summary: ExperimentSummary, baseline: Experiment): ExperimentComparison {
  const before = baseline.summary!;
  const count = (outcome: ItemOutcome) => items.filter((item) => item.outcome === outcome).length;
  return {
    baselineId: baseline.id,
    baselineName: baseline.name,
    baselineVersion: baseline.version,
    improved: count('improved'),
    regressed: count('regressed'),
    unchanged: count('unchanged'),
    deltas: {
      passRate: summary.passRate - before.passRate,
      means: Object.fromEntries(Object.entries(summary.means).filter(([name]) => name in before.means).map(([name, value]) => [name, value - before.means[name]!])),
      p95LatencyMs: summary.p95LatencyMs === null || before.p95LatencyMs === null ? null : summary.p95LatencyMs - before.p95LatencyMs,
      tokens: summary.tokens - before.tokens,
    },
  };
}

export interface GateThresholds {
  minPassRate?: number;
  minMean: [scorer: string, threshold: number][];
  maxRegressions?: number;
  maxP95LatencyMs?: number;
}

/** Each threshold as a check of a completed experiment; it passes when every check does. */
export function gate(experiment: Experiment, thresholds: GateThresholds): GateResult {
  const summary = experiment.summary!;
  const checks: GateResult['checks'] = [];
  if (thresholds.minPassRate !== undefined) checks.push({ name: 'passRate', actual: summary.passRate, threshold: thresholds.minPassRate, pass: summary.passRate >= thresholds.minPassRate - EPSILON });
  for (const [scorer, threshold] of thresholds.minMean) {
    const actual = summary.means[scorer]!;
    checks.push({ name: `mean.${scorer}`, actual, threshold, pass: actual >= threshold - EPSILON });
  }
  if (thresholds.maxRegressions !== undefined) {
    const actual = experiment.comparison!.regressed;
    checks.push({ name: 'regressions', actual, threshold: thresholds.maxRegressions, pass: actual <= thresholds.maxRegressions });
  }
  if (thresholds.maxP95LatencyMs !== undefined) {
    const actual = summary.p95LatencyMs;
    checks.push({ name: 'p95LatencyMs', actual, threshold: thresholds.maxP95LatencyMs, pass: actual === null || actual <= thresholds.maxP95LatencyMs });
  }
  return { experimentId: experiment.id, pass: checks.every((check) => check.pass), checks };
}
