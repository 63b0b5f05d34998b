import { usageModels, type usageRowSchema } from '@agentdeck/api-client';
import type { z } from 'zod';
import { formatAmount, formatCount, formatPercent, type MeasuredType } from './usage-format';
import { shortMonthLabel, type MonthOption } from './usage-windows';

export type UsageRow = z.infer<typeof usageRowSchema>;

type Month = Pick<MonthOption, 'year' | 'month'>;

const sameMonth = (row: UsageRow, { year, month }: Month) =>
  row.year === year && row.month === month;

/** The usage of each month in `months`, in order; a month without a record used nothing. */
export function monthlyValues(rows: readonly UsageRow[], months: readonly Month[]): number[] {
  return months.map((month) =>
    rows.filter((row) => sameMonth(row, month)).reduce((sum, row) => sum + row.usage, 0),
  );
}

export interface ModelSeries {
  model: string;
  values: number[];
}

/**
 * One series per model for the 'Intelligence Source Tokens' chart: the four documented models
 * always, in their order, then any other model the records name.
 */
export function modelSeries(rows: readonly UsageRow[], months: readonly Month[]): ModelSeries[] {
  const others = [
    ...new Set(rows.map((row) => row.model).filter((model): model is string => !!model)),
  ].filter((model) => !(usageModels as readonly string[]).includes(model));
  return [...usageModels, ...others].map((model) => ({
    model,
    values: monthlyValues(
      rows.filter((row) => row.model === model),
      months,
    ),
  }));
}

/** True when no month of any series used anything: the chart has nothing to draw. */
export function isAllZero(values: readonly number[]): boolean {
  return values.every((value) => value === 0);
}

export interface OverallSummary {
  /** This month's usage. */
  usage: number;
  limit: number;
  /** Usage as a share of the quota, 0 to 100 or more. */
  percentOfQuota: number;
  /** Change from last month in percent, or null when last month used nothing. */
  trend: number | null;
}

/** An overall card: this month's usage against the quota, and the change from last month. */
export function overallSummary(
  rows: readonly UsageRow[],
  limit: number,
  now: Date,
): OverallSummary {
  const current = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
  const previousStart = new Date(Date.UTC(current.year, current.month - 2, 1));
  const previous = { year: previousStart.getUTCFullYear(), month: previousStart.getUTCMonth() + 1 };
  const [lastMonth, thisMonth] = monthlyValues(rows, [previous, current]) as [number, number];
  return {
    usage: thisMonth,
    limit,
    percentOfQuota: limit > 0 ? (thisMonth / limit) * 100 : 0,
    trend: lastMonth > 0 ? ((thisMonth - lastMonth) / lastMonth) * 100 : null,
  };
}

/** The trend as a sentence: 'Up 12.5% from last month'. */
export function trendText(trend: number | null): string {
  if (trend === null) return 'No usage last month';
  if (Math.abs(trend) < 0.05) return 'Same as last month';
  return `${trend > 0 ? 'Up' : 'Down'} ${formatPercent(Math.abs(trend))} from last month`;
}

/**
 * A chart's text alternative: its span, its highest and lowest month and its latest value, so
 * a screen reader user gets what a sighted user reads from the shape.
 */
export function describeSeries(
  type: MeasuredType,
  months: readonly Month[],
  values: readonly number[],
): string {
  if (months.length === 0 || isAllZero(values)) return 'No usage recorded in this period.';
  let high = 0;
  let low = 0;
  values.forEach((value, index) => {
    if (value > (values[high] as number)) high = index;
    if (value < (values[low] as number)) low = index;
  });
  const at = (index: number) =>
    `${formatAmount(type, values[index] as number)} in ${shortMonthLabel(months[index] as Month)}`;
  const span = `${shortMonthLabel(months[0] as Month)} to ${shortMonthLabel(months.at(-1) as Month)}`;
  if (months.length === 1) return `${span}: ${at(0)}.`;
  return `${span}. Highest ${at(high)}; lowest ${at(low)}; latest ${at(values.length - 1)}.`;
}

export interface WorkflowExecution {
  workflowName: string;
  executionCount: number;
}

/** The pie chart's text alternative: how many workflows ran, how often, and the busiest. */
export function describeExecutions(rows: readonly WorkflowExecution[]): string {
  if (rows.length === 0) return 'No workflow executions in this month.';
  const total = rows.reduce((sum, row) => sum + row.executionCount, 0);
  const busiest = rows.reduce((top, row) => (row.executionCount > top.executionCount ? row : top));
  const share =
    total > 0 ? formatPercent((busiest.executionCount / total) * 100) : formatPercent(0);
  const workflows = rows.length === 1 ? '1 workflow' : `${rows.length} workflows`;
  return `${formatCount(total)} executions across ${workflows}. Most executed: ${busiest.workflowName} with ${formatCount(busiest.executionCount)} (${share}).`;
}
