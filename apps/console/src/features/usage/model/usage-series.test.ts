import { describe, expect, it } from 'vitest';
import {
  describeExecutions,
  describeSeries,
  isAllZero,
  modelSeries,
  monthlyValues,
  overallSummary,
  trendText,
  type UsageRow,
} from './usage-series';

const row = (usage: number, year: number, month: number, model?: string): UsageRow => ({
  type: 'tokens',
  unit: 'K tokens',
  unitType: 'count',
  usage,
  year,
  month,
  ...(model && { model }),
});
const months = [
  { year: 2026, month: 10 },
  { year: 2026, month: 11 },
];

describe('monthly series', () => {
  it('aligns records to the months and fills a month without records with 0', () => {
    expect(monthlyValues([row(5, 2026, 11), row(3, 2026, 11), row(9, 2025, 11)], months)).toEqual([
      0, 8,
    ]);
  });

  it('gives the four documented models a series each, in order, then other models', () => {
    const series = modelSeries([row(10, 2026, 10, 'Claude'), row(4, 2026, 11, 'Llama')], months);
    expect(series.map((s) => s.model)).toEqual(['Gemini', 'Claude', 'OpenAI', 'Mistral', 'Llama']);
    expect(series[1]?.values).toEqual([10, 0]);
    expect(series[4]?.values).toEqual([0, 4]);
    expect(isAllZero(series[0]!.values)).toBe(true);
  });
});

describe('overall cards', () => {
  const now = new Date('2026-11-23T09:30:00.000Z');

  it("compares this month's usage with the quota and with last month", () => {
    const summary = overallSummary([row(8000, 2026, 10), row(10000, 2026, 11)], 16000, now);
    expect(summary).toEqual({ usage: 10000, limit: 16000, percentOfQuota: 62.5, trend: 25 });
    expect(trendText(summary.trend)).toBe('Up 25% from last month');
  });

  it('has no trend when last month used nothing, and reads January against December', () => {
    expect(
      overallSummary([row(50, 2026, 1)], 90, new Date('2026-01-10T00:00:00Z')).trend,
    ).toBeNull();
    expect(
      overallSummary([row(40, 2025, 12), row(30, 2026, 1)], 90, new Date('2026-01-10T00:00:00Z'))
        .trend,
    ).toBe(-25);
    expect(trendText(null)).toBe('No usage last month');
    expect(trendText(-12.34)).toBe('Down 12.3% from last month');
    expect(trendText(0)).toBe('Same as last month');
  });
});

describe('text alternatives of the charts', () => {
  it('names the span, the highest, lowest and latest month', () => {
    expect(describeSeries('credits', months, [12000, 9000])).toBe(
      'Oct 2026 to Nov 2026. Highest 12,000 credits in Oct 2026; lowest 9,000 credits in Nov 2026; latest 9,000 credits in Nov 2026.',
    );
    expect(describeSeries('storage', months, [0, 0])).toBe('No usage recorded in this period.');
  });

  it('sums the workflow executions and names the busiest workflow', () => {
    expect(
      describeExecutions([
        { workflowName: 'Claims Intake', executionCount: 300 },
        { workflowName: 'Support Triage', executionCount: 100 },
      ]),
    ).toBe('400 executions across 2 workflows. Most executed: Claims Intake with 300 (75%).');
    expect(describeExecutions([])).toBe('No workflow executions in this month.');
  });
});
