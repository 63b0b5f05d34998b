import type { MetricFigures, MetricGroup, MetricInterval, MetricPoint, MetricsResponse, MoveMarker, ReleaseMarker } from '@agentdeck/api-client';
import { formatCount, formatCredits, formatLatency, formatPercent, INTERVAL_MS } from './metrics-format';

export const METRIC_CHARTS = ['runs', 'failures', 'errorRate', 'latency', 'tokens', 'credits'] as const;
export type MetricChartId = (typeof METRIC_CHARTS)[number];

/**
 * What brushing a chart (or an interval's link) opens: the failures and error-rate charts lead
 * to what went wrong, the others to the runs of the range.
 */
export const chartTarget = (chart: MetricChartId): 'logs' | 'runs' => (chart === 'errorRate' ? 'logs' : 'runs');
/** The failure charts open failed runs and error lines. */
export const isFailureChart = (chart: MetricChartId) => chart === 'failures' || chart === 'errorRate';

/** Model and node groups count steps (a run that calls two models counts once for each). */
export const unitOf = (groupBy: MetricGroup) => (groupBy === 'model' || groupBy === 'node' ? 'steps' : 'runs');

const titles: Record<MetricChartId, (unit: string) => string> = {
  runs: (unit) => (unit === 'steps' ? 'Steps' : 'Runs'),
  failures: () => 'Failures',
  errorRate: () => 'Error rate',
  // Latency is active time (design section 3.3): a run's duration less its waits for human input.
  latency: () => 'Active time',
  tokens: () => 'Tokens',
  credits: () => 'Credits',
};

/** A chart's heading: 'Runs', 'Steps', 'Active time (p95)'. */
export function chartTitle(chart: MetricChartId, groupBy: MetricGroup): string {
  const title = titles[chart](unitOf(groupBy));
  return chart === 'latency' ? `${title} (${groupBy === 'none' ? 'p50, p95, p99' : 'p95'})` : title;
}

/** A chart's accessible name: 'Error rate per day by workflow'. */
export function chartLabel(chart: MetricChartId, groupBy: MetricGroup, interval: MetricInterval): string {
  const base = titles[chart](unitOf(groupBy));
  const by = groupBy === 'none' ? '' : ` by ${groupBy}`;
  const percentiles = chart === 'latency' ? (groupBy === 'none' ? ', p50, p95 and p99' : ', p95') : '';
  return `${base} per ${interval}${by}${percentiles}`;
}

/** How a chart's values read: counts, a rate, a duration, credits. */
export function formatValue(chart: MetricChartId, value: number | null): string {
  if (value === null) return '—';
  if (chart === 'errorRate') return formatPercent(value);
  if (chart === 'latency') return formatLatency(value);
  if (chart === 'credits') return formatCredits(value);
  return formatCount(value);
}

/** One line of a chart: a group's (or a percentile's) value per interval; null where there is none. */
export interface ChartLine {
  key: string;
  name: string;
  values: (number | null)[];
  /** The figures the line stands for over the range. */
  total: MetricFigures;
  /** The group's series key, for the links; absent for the ungrouped chart. */
  group?: string;
}

/** At most this many groups are drawn: the ones with the most runs (the series come in that order). */
export const MAX_LINES = 6;

const valueOf = (chart: Exclude<MetricChartId, 'latency'>, point: MetricPoint): number | null => {
  if (chart === 'errorRate') return point.runs === 0 ? null : point.errorRate;
  return point[chart];
};

/**
 * The lines a chart draws: without grouping one line (three for latency, its percentiles); grouped,
 * a line per group (latency its p95), the `MAX_LINES` groups with the most runs.
 */
export function chartLines(response: MetricsResponse, chart: MetricChartId): ChartLine[] {
  const grouped = response.groupBy !== 'none';
  const series = response.series.slice(0, MAX_LINES);
  if (chart === 'latency') {
    if (!grouped) {
      const all = series[0];
      if (!all) return [];
      return (['p50', 'p95', 'p99'] as const).map((percentile) => ({
        key: percentile,
        name: percentile,
        values: all.points.map((point) => point[percentile]),
        total: all.total,
      }));
    }
    return series.map((one) => ({ key: one.key, name: one.label, values: one.points.map((point) => point.p95), total: one.total, group: one.key }));
  }
  return series.map((one) => ({
    key: one.key,
    name: grouped ? one.label : titles[chart](unitOf(response.groupBy)),
    values: one.points.map((point) => valueOf(chart, point)),
    total: one.total,
    group: grouped ? one.key : undefined,
  }));
}

/** The starts of the response's intervals, in order (every series has every interval). */
export const intervalStarts = (response: MetricsResponse): string[] => response.series[0]?.points.map((point) => point.start) ?? [];

/** The markers (releases or moves) that fall in each interval, by the interval's index. */
export function markersByInterval<Marker extends { at: string }>(starts: readonly string[], interval: MetricInterval, markers: readonly Marker[]): Map<number, Marker[]> {
  const byIndex = new Map<number, Marker[]>();
  const first = starts[0];
  if (first === undefined) return byIndex;
  for (const marker of markers) {
    const index = Math.floor((Date.parse(marker.at) - Date.parse(first)) / INTERVAL_MS[interval]);
    if (index < 0 || index >= starts.length) continue;
    byIndex.set(index, [...(byIndex.get(index) ?? []), marker]);
  }
  return byIndex;
}

/** A marker's label on the chart: '2.0.0 (major)'. */
export const markerLabel = (marker: ReleaseMarker) => `${marker.version} (${marker.releaseType})`;

/** An environment's move on the chart: 'production → 1.1.0 (deploy)', 'production canary 1.1.1 at 20%'. */
export function moveLabel(move: MoveMarker): string {
  if (move.kind === 'canary') return move.canary ? `${move.environment} canary ${move.canary.version} at ${move.canary.percent}%` : `${move.environment} canary ended`;
  return `${move.environment} → ${move.to ?? 'no version'} (${move.kind})`;
}
