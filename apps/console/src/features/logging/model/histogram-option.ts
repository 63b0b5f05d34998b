import { LOG_LEVELS, type LogLevelCounts, type LogPage } from '@agentdeck/api-client';
import type { ChartColors, ChartOption } from '../../../components/charts/chart-option';
import { brushedSpan, timeAxisLabel } from '../../../entities/monitoring';

type Histogram = LogPage['histogram'];
type Level = keyof LogLevelCounts;

const levelColor = (colors: ChartColors, level: Level) =>
  ({ error: colors.danger, warn: colors.warning, info: colors.accent, debug: colors.textMuted })[level];

/** The volume histogram: a bar per interval, stacked by level (errors at the bottom), brushable along time. */
export function histogramOption(histogram: Histogram, colors: ChartColors, animate: boolean): ChartOption {
  const levels = [...LOG_LEVELS].reverse();
  return {
    animation: animate,
    grid: { left: 4, right: 8, top: 8, bottom: 4, containLabel: true },
    tooltip: {
      trigger: 'axis',
      backgroundColor: colors.tooltipBackground,
      borderColor: colors.tooltipBackground,
      textStyle: { color: colors.tooltipText },
    },
    brush: { xAxisIndex: 0, brushType: 'lineX', brushMode: 'single', outOfBrush: { colorAlpha: 0.3 } },
    xAxis: {
      type: 'category',
      data: histogram.buckets.map((bucket) => timeAxisLabel(bucket.start, histogram.intervalMs)),
      axisLabel: { color: colors.textMuted },
      axisLine: { lineStyle: { color: colors.border } },
      axisTick: { show: false },
    },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { color: colors.textMuted }, splitLine: { lineStyle: { color: colors.border, type: 'dashed' } } },
    series: levels.map((level) => ({
      type: 'bar',
      name: level,
      stack: 'volume',
      barCategoryGap: '15%',
      color: levelColor(colors, level),
      data: histogram.buckets.map((bucket) => bucket.counts[level]),
    })),
  };
}

/** The time range of the buckets from the first to the last index brushed. */
export const brushedRange = (histogram: Histogram, indexes: [number, number]) =>
  brushedSpan(
    histogram.buckets.map((bucket) => bucket.start),
    histogram.intervalMs,
    indexes,
  );

const total = (counts: LogLevelCounts) => LOG_LEVELS.reduce((sum, level) => sum + counts[level], 0);

/** The histogram in words, for screen readers: lines, errors and warnings, and the busiest interval. */
export function describeHistogram(histogram: Histogram): string {
  const sums = LOG_LEVELS.reduce((acc, level) => ({ ...acc, [level]: histogram.buckets.reduce((sum, bucket) => sum + bucket.counts[level], 0) }), {} as LogLevelCounts);
  const all = total(sums);
  if (all === 0) return 'No lines in this range.';
  const busiest = histogram.buckets.reduce((best, bucket) => (total(bucket.counts) > total(best.counts) ? bucket : best));
  const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
  return `${count(all, 'line', 'lines')}: ${count(sums.error, 'error', 'errors')}, ${count(sums.warn, 'warning', 'warnings')}. Busiest interval from ${timeAxisLabel(busiest.start, histogram.intervalMs)} with ${count(total(busiest.counts), 'line', 'lines')}.`;
}
