import { LOG_LEVELS, type LogPage } from '@agentdeck/api-client';
import { Chart, ChartDataTable } from '../../../components/charts/Chart';
import { useChartAnimation, useChartColors } from '../../../components/charts/use-chart-theme';
import { timeAxisLabel } from '../../../entities/monitoring';
import { brushedRange, describeHistogram, histogramOption } from '../model/histogram-option';

export interface VolumeHistogramProps {
  histogram: LogPage['histogram'];
  /** The range brushed across the bars. */
  onRange: (range: { from: string; to: string }) => void;
}

/** Lines per interval by level; dragging across the bars narrows the range to them. */
export function VolumeHistogram({ histogram, onRange }: VolumeHistogramProps) {
  const colors = useChartColors();
  const animate = useChartAnimation();
  return (
    <Chart
      label="Log volume by level"
      description={`${describeHistogram(histogram)} Drag across the bars to narrow the time range.`}
      option={histogramOption(histogram, colors, animate)}
      size="strip"
      onBrush={(indexes) => {
        const range = brushedRange(histogram, indexes);
        if (range) onRange(range);
      }}
      data={
        <ChartDataTable
          caption="Log lines per interval by level"
          columns={['Interval', ...LOG_LEVELS]}
          rows={histogram.buckets.map((bucket) => [timeAxisLabel(bucket.start, histogram.intervalMs) + ` (${bucket.start})`, ...LOG_LEVELS.map((level) => String(bucket.counts[level]))])}
        />
      }
    />
  );
}
