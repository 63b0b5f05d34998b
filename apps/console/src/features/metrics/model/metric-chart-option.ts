import type { MetricInterval, MoveMarker, ReleaseMarker } from '@agentdeck/api-client';
import type { LineSeriesOption } from 'echarts/charts';
import {
  lineMark,
  seriesColor,
  tooltipColors,
  type ChartColors,
  type ChartOption,
} from '../../../components/charts/chart-option';
import { formatValue, markerLabel, moveLabel, type ChartLine, type MetricChartId } from './metric-charts';
import { timeAxisLabel, timeBucketLabel } from '../../../entities/monitoring';
import { formatLatencyTick, INTERVAL_MS } from './metrics-format';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** The colour of an ungrouped chart's line: failures in the danger colour, latency's percentiles apart. */
function ownColor(chart: MetricChartId, index: number, colors: ChartColors): string {
  if (chart === 'failures' || chart === 'errorRate') return colors.danger;
  if (chart === 'latency')
    return [colors.success, colors.accent, colors.warning][index] ?? colors.accent;
  return colors.accent;
}

const RELEASES = 'Releases';

export interface MetricChartInput {
  chart: MetricChartId;
  lines: readonly ChartLine[];
  starts: readonly string[];
  interval: MetricInterval;
  /** The releases in each interval, by its index. */
  markers: ReadonlyMap<number, readonly ReleaseMarker[]>;
  /** The environments' moves in each interval, by its index, marked beside the releases. */
  moves?: ReadonlyMap<number, readonly MoveMarker[]>;
  /** The group whose line stands out (the others fade); none when every group counts. */
  focus?: string;
  grouped: boolean;
  colors: ChartColors;
  animate: boolean;
}

/**
 * A metrics chart: a line per group (or percentile) over the intervals, brushable along time, and
 * a dashed mark at each interval where a version was published or an environment moved, labelled
 * with the version and release type or the move; the tooltip names the workflow of each.
 */
export function metricChartOption({
  chart,
  lines,
  starts,
  interval,
  markers,
  moves = new Map(),
  focus,
  grouped,
  colors,
  animate,
}: MetricChartInput): ChartOption {
  const labels = starts.map((start) => timeBucketLabel(start, INTERVAL_MS[interval]));
  const axisLabels = starts.map((start) => timeAxisLabel(start, INTERVAL_MS[interval]));
  const marked = [...new Set([...markers.keys(), ...moves.keys()])].sort((a, b) => a - b);
  const releaseLines = marked.map((index) => ({
    xAxis: index,
    label: { formatter: [...(markers.get(index) ?? []).map(markerLabel), ...(moves.get(index) ?? []).map(moveLabel)].join(', ') },
  }));
  return {
    animation: animate,
    grid: { left: 4, right: 24, top: 12, bottom: 4, containLabel: true },
    tooltip: {
      trigger: 'axis',
      ...tooltipColors(colors),
      formatter: (params) => {
        const items = (Array.isArray(params) ? params : [params]).filter(
          (item) => item.seriesName !== RELEASES,
        );
        const index = items[0]?.dataIndex ?? 0;
        const rows = items.map(
          (item) =>
            `${item.marker ?? ''}${escapeHtml(item.seriesName ?? '')}: ${formatValue(chart, item.value === null || item.value === undefined ? null : Number(item.value))}`,
        );
        const released = (markers.get(index) ?? []).map(
          (marker) =>
            `Published: ${escapeHtml(marker.workflowName)} ${escapeHtml(markerLabel(marker))}`,
        );
        const moved = (moves.get(index) ?? []).map((move) => `Moved: ${escapeHtml(move.workflowName)} ${escapeHtml(moveLabel(move))}`);
        return [escapeHtml(labels[index] ?? ''), ...rows, ...released, ...moved].join('<br/>');
      },
    },
    brush: {
      xAxisIndex: 0,
      brushType: 'lineX',
      brushMode: 'single',
      outOfBrush: { colorAlpha: 0.3 },
    },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: labels,
      axisLabel: { color: colors.textMuted, hideOverlap: true, formatter: (_label: string, index: number) => axisLabels[index] ?? '' },
      axisLine: { lineStyle: { color: colors.border } },
      axisTick: { show: false },
    },
    yAxis: {
      type: 'value',
      min: 0,
      ...(chart === 'errorRate'
        ? { max: (extent: { max: number }) => Math.min(1, Math.max(0.05, extent.max)) }
        : {}),
      minInterval: chart === 'runs' || chart === 'failures' ? 1 : undefined,
      axisLabel: {
        color: colors.textMuted,
        formatter: (value: number) =>
          chart === 'latency' ? formatLatencyTick(value) : formatValue(chart, value),
      },
      splitLine: { lineStyle: { color: colors.border, type: 'dashed' } },
    },
    series: [
      ...lines.map((line, index): LineSeriesOption => {
        const color = grouped ? seriesColor(colors, index) : ownColor(chart, index, colors);
        const mark = lineMark(index);
        const faded = focus !== undefined && line.group !== focus;
        return {
          type: 'line',
          name: line.name,
          data: [...line.values],
          connectNulls: false,
          symbol: mark.symbol,
          symbolSize: 6,
          color,
          lineStyle: {
            color,
            width: focus !== undefined && !faded ? 3 : 2,
            type: grouped || chart === 'latency' ? mark.lineType : 'solid',
            opacity: faded ? 0.3 : 1,
          },
          itemStyle: { opacity: faded ? 0.3 : 1 },
        };
      }),
      // The releases on a series of their own, without points: the groups' lines may fade, the marks stay.
      ...(releaseLines.length > 0
        ? [
            {
              type: 'line' as const,
              name: RELEASES,
              // ECharts draws no marks on a series without data: a gap at every interval.
              data: labels.map(() => null),
              symbol: 'none',
              silent: true,
              markLine: {
                silent: true,
                symbol: ['none', 'none'],
                animation: false,
                lineStyle: { color: colors.textMuted, type: 'dashed' as const, width: 1 },
                // Along its line, so the labels of releases close together do not overlap.
                label: { position: 'insideEndTop' as const, color: colors.text, fontSize: 11 },
                data: releaseLines,
              },
            },
          ]
        : []),
    ],
  };
}
