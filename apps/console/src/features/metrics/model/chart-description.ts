import type { MetricFigures, MetricInterval, MetricsResponse, MoveMarker, ReleaseMarker } from '@agentdeck/api-client';
import { timeBucketLabel } from '../../../entities/monitoring';
import { chartTarget, formatValue, MAX_LINES, markerLabel, moveLabel, unitOf, type ChartLine, type MetricChartId } from './metric-charts';
import { formatCount, formatLatency, formatPercent, INTERVAL_MS } from './metrics-format';

/** The interval where a line is highest, with its value; none when it has no value above zero. */
function peakOf(line: ChartLine): { index: number; value: number } | undefined {
  let peak: { index: number; value: number } | undefined;
  line.values.forEach((value, index) => {
    if (value !== null && value > 0 && (peak === undefined || value > peak.value)) peak = { index, value };
  });
  return peak;
}

/** A line's figure over the whole range, as the chart measures it. */
function rangeFigure(chart: MetricChartId, total: MetricFigures, unit: string): string {
  switch (chart) {
    case 'runs':
      return `${formatCount(total.runs)} ${unit}`;
    case 'failures':
      return `${formatCount(total.failures)} ${total.failures === 1 ? 'failure' : 'failures'} of ${formatCount(total.runs)} ${unit}`;
    case 'errorRate':
      return `error rate ${formatPercent(total.errorRate)} (${formatCount(total.failures)} of ${formatCount(total.runs)} ${unit})`;
    case 'latency':
      return `active time p50 ${formatLatency(total.p50)}, p95 ${formatLatency(total.p95)}, p99 ${formatLatency(total.p99)} (wall time p95 ${formatLatency(total.wall.p95)})`;
    case 'tokens':
      return `${formatCount(total.tokens)} tokens`;
    case 'credits':
      return `${formatValue('credits', total.credits)} credits`;
  }
}

const peakWords: Record<MetricChartId, string> = {
  runs: 'most',
  failures: 'most',
  errorRate: 'peak',
  latency: 'highest',
  tokens: 'most',
  credits: 'most',
};

/** 'peak 80% on Nov 14 (4 of 5 runs)'. */
function peakPhrase(chart: MetricChartId, line: ChartLine, labels: readonly string[], series: MetricsResponse['series'], unit: string): string | undefined {
  const peak = peakOf(line);
  if (!peak) return undefined;
  const at = labels[peak.index];
  const point = series.find((one) => one.key === line.group)?.points[peak.index] ?? series[0]?.points[peak.index];
  const share = chart === 'errorRate' && point ? ` (${formatCount(point.failures)} of ${formatCount(point.runs)} ${unit})` : '';
  return `${peakWords[chart]} ${formatValue(chart, peak.value)} on ${at}${share}`;
}

export const describeReleases = (markers: readonly ReleaseMarker[], interval: MetricInterval) =>
  markers.length === 0
    ? ''
    : ` Releases: ${markers.map((marker) => `${marker.workflowName} ${markerLabel(marker)} on ${timeBucketLabel(marker.at, INTERVAL_MS[interval])}`).join('; ')}.`;

export const describeMoves = (moves: readonly MoveMarker[], interval: MetricInterval) =>
  moves.length === 0
    ? ''
    : ` Moves: ${moves.map((move) => `${move.workflowName} ${moveLabel(move)} on ${timeBucketLabel(move.at, INTERVAL_MS[interval])}`).join('; ')}.`;

export interface DescribeInput {
  chart: MetricChartId;
  response: MetricsResponse;
  lines: readonly ChartLine[];
  starts: readonly string[];
}

/**
 * A chart in words, for screen readers and anyone who cannot read the lines: its figures over the
 * range, where each line peaks, the releases in the range, and what brushing it opens.
 */
export function describeChart({ chart, response, lines, starts }: DescribeInput): string {
  const { interval, groupBy, series } = response;
  const unit = unitOf(groupBy);
  const labels = starts.map((start) => timeBucketLabel(start, INTERVAL_MS[interval]));
  const span = labels.length > 0 ? ` from ${labels[0]} to ${labels.at(-1)}` : '';
  let figures: string;
  if (groupBy === 'none') {
    const total = series[0]?.total ?? response.total;
    if (chart === 'latency') {
      const p95 = lines.find((line) => line.key === 'p95');
      const peak = p95 && peakOf(p95);
      figures = `${capitalise(rangeFigure(chart, total, unit))}${span}${peak ? `; highest p95 ${formatLatency(peak.value)} on ${labels[peak.index]}` : ''}.`;
    } else {
      const peak = lines[0] && peakPhrase(chart, lines[0], labels, series, unit);
      figures = `${capitalise(rangeFigure(chart, total, unit))}${span}${peak ? `; ${peak}` : ''}.`;
    }
  } else {
    const groups = lines.map((line) => {
      const peak = peakPhrase(chart, line, labels, series, unit);
      const figure = chart === 'latency' ? `p95 ${formatLatency(line.total.p95)} (wall time ${formatLatency(line.total.wall.p95)})` : rangeFigure(chart, line.total, unit);
      return `${line.name}: ${figure}${peak ? `, ${peak}` : ''}`;
    });
    const more = series.length > MAX_LINES ? ` The ${MAX_LINES} of ${series.length} groups with the most ${unit} are drawn.` : '';
    figures = `By ${groupBy}${span}. ${groups.join('; ')}.${more}`;
  }
  const opens = chartTarget(chart) === 'logs' ? 'its error lines' : 'its runs';
  return `${figures}${describeReleases(response.markers, interval)}${describeMoves(response.moves, interval)} Drag across the chart to open ${opens} in that range, or show its data for a link per ${interval}.`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
