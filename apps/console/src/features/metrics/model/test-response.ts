import type { MetricFigures, MetricGroup, MetricSeries, MetricsResponse, ReleaseMarker } from '@agentdeck/api-client';

const percentiles = (p95: number | null) => ({ p50: p95 === null ? null : p95 / 2, p95, p99: p95 === null ? null : p95 * 2 });

/** Figures with the given runs and failures, the rest derived; wall time ten times the active time. */
export const figures = (runs: number, failures: number, p95: number | null = runs ? 1000 : null): MetricFigures => ({
  runs,
  failures,
  errorRate: runs ? failures / runs : 0,
  ...percentiles(p95),
  wall: percentiles(p95 === null ? null : p95 * 10),
  tokens: runs * 100,
  credits: runs / 10,
});

export const days = ['2026-11-10T00:00:00.000Z', '2026-11-11T00:00:00.000Z', '2026-11-12T00:00:00.000Z'];

/** A series over `days` with runs and failures per day. */
export function series(key: string, label: string, perDay: [runs: number, failures: number][], workflowId: string | null = null): MetricSeries {
  const points = days.map((start, index) => ({ start, ...figures(...(perDay[index] ?? [0, 0])) }));
  const runs = points.reduce((sum, point) => sum + point.runs, 0);
  const failures = points.reduce((sum, point) => sum + point.failures, 0);
  return { key, label, workflowId, points, total: figures(runs, failures) };
}

export const release: ReleaseMarker = { at: '2026-11-11T09:30:00.000Z', workflowId: 'wf-claims', workflowName: 'Claims triage', version: '2.0.0', releaseType: 'major' };

/** A response over `days` by day with the given series. */
export function response(groupBy: MetricGroup, all: MetricSeries[], markers: ReleaseMarker[] = [release]): MetricsResponse {
  const runs = all.reduce((sum, one) => sum + one.total.runs, 0);
  const failures = all.reduce((sum, one) => sum + one.total.failures, 0);
  return { from: days[0]!, to: '2026-11-12T12:00:00.000Z', interval: 'day', groupBy, series: all, total: figures(runs, failures), markers, moves: [], workflows: [] };
}
