import { lineMark, seriesColor, tooltipColors, type ChartColors, type ChartOption } from '../../../components/charts/chart-option';
import type { TooltipComponentOption } from 'echarts/components';
import {
  chartMaximum,
  formatAmount,
  formatAxisValue,
  formatCount,
  type MeasuredType,
} from './usage-format';
import type { ModelSeries, WorkflowExecution } from './usage-series';
import { shortMonthLabel, type MonthOption } from './usage-windows';

type Month = Pick<MonthOption, 'year' | 'month'>;

function tooltip(colors: ChartColors, type: MeasuredType): TooltipComponentOption {
  return {
    trigger: 'axis',
    ...tooltipColors(colors),
    valueFormatter: (value) => formatAmount(type, Number(value)),
  };
}

/** Steps from 0 to each maximum, so the maximum is a labelled line: 30 GB, 4K credits, 2,000K tokens. */
const axisSteps: Record<MeasuredType, number> = { storage: 3, credits: 4, tokens: 5 };

function axes(colors: ChartColors, type: MeasuredType, months: readonly Month[]) {
  return {
    // The axis labels are measured into the grid, so the first and last month are never cut.
    grid: { left: 8, right: 24, top: 12, bottom: 4, containLabel: true },
    xAxis: {
      type: 'category' as const,
      boundaryGap: false,
      data: months.map(shortMonthLabel),
      axisLabel: { color: colors.textMuted },
      axisLine: { lineStyle: { color: colors.border } },
      axisTick: { show: false },
    },
    yAxis: {
      type: 'value' as const,
      min: 0,
      max: chartMaximum[type],
      interval: chartMaximum[type] / axisSteps[type],
      axisLabel: {
        color: colors.textMuted,
        formatter: (value: number) => formatAxisValue(type, value),
      },
      splitLine: { lineStyle: { color: colors.border, type: 'dashed' as const } },
    },
  };
}

export interface AreaChartInput {
  type: MeasuredType;
  name: string;
  months: readonly Month[];
  values: readonly number[];
  colors: ChartColors;
  animate: boolean;
}

/** A consumption card's chart or the monthly credits chart: one filled line, up to the type's maximum. */
export function areaChartOption({
  type,
  name,
  months,
  values,
  colors,
  animate,
}: AreaChartInput): ChartOption {
  const color = seriesColor(colors, 0);
  return {
    animation: animate,
    ...axes(colors, type, months),
    tooltip: tooltip(colors, type),
    series: [
      {
        type: 'line',
        name,
        data: [...values],
        smooth: true,
        // Smoothing never overshoots a month's value (a dip below zero, a peak above the data).
        smoothMonotone: 'x',
        symbol: 'circle',
        symbolSize: 6,
        color,
        lineStyle: { color, width: 2 },
        areaStyle: { color, opacity: 0.18 },
      },
    ],
  };
}

export interface ModelLineChartInput {
  months: readonly Month[];
  series: readonly ModelSeries[];
  colors: ChartColors;
  animate: boolean;
}

/** 'Intelligence Source Tokens': a line per model, up to the tokens maximum. */
export function modelLineChartOption({
  months,
  series,
  colors,
  animate,
}: ModelLineChartInput): ChartOption {
  return {
    animation: animate,
    ...axes(colors, 'tokens', months),
    tooltip: tooltip(colors, 'tokens'),
    series: series.map(({ model, values }, index) => {
      const color = seriesColor(colors, index);
      const mark = lineMark(index);
      return {
        type: 'line',
        name: model,
        data: [...values],
        symbol: mark.symbol,
        symbolSize: 7,
        color,
        lineStyle: { color, width: 2, type: mark.lineType },
      };
    }),
  };
}

export interface ExecutionsChartInput {
  rows: readonly WorkflowExecution[];
  colors: ChartColors;
  animate: boolean;
}

/** 'Workflow Executions': a ring with a slice per workflow, in the table's colours. */
export function executionsChartOption({
  rows,
  colors,
  animate,
}: ExecutionsChartInput): ChartOption {
  return {
    animation: animate,
    tooltip: {
      trigger: 'item',
      ...tooltipColors(colors),
      formatter: (params) => {
        const item = Array.isArray(params) ? params[0] : params;
        return `${item?.name ?? ''}: ${formatCount(Number(item?.value ?? 0))} (${item?.percent ?? 0}%)`;
      },
    },
    series: [
      {
        type: 'pie',
        name: 'Workflow Executions',
        radius: ['50%', '80%'],
        avoidLabelOverlap: true,
        label: { show: false },
        itemStyle: { borderColor: colors.surface, borderWidth: 2 },
        data: rows.map((row, index) => ({
          name: row.workflowName,
          value: row.executionCount,
          itemStyle: { color: seriesColor(colors, index) },
        })),
      },
    ],
  };
}
