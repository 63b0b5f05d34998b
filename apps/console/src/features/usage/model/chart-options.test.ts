import { describe, expect, it } from 'vitest';
import {
  areaChartOption,
  executionsChartOption,
  modelLineChartOption,
} from './chart-options';
import type { ChartColors } from '../../../components/charts/chart-option';

const colors: ChartColors = {
  text: '#000',
  textMuted: '#111',
  border: '#222',
  surface: '#fff',
  tooltipBackground: '#333',
  tooltipText: '#eee',
  series: ['#a00', '#0a0', '#00a'],
  danger: '#d00',
  warning: '#b80',
  success: '#0b0',
  accent: '#00d',
};
const months = [
  { year: 2026, month: 10 },
  { year: 2026, month: 11 },
];

type Axis = { max: number; axisLabel: { formatter: (value: number) => string } };

describe('chart options (spec 000 section 9)', () => {
  it('caps each type at its documented maximum and labels the axis in its unit', () => {
    for (const [type, max, label] of [
      ['storage', 90, '90 GB'],
      ['credits', 16000, '16K'],
      ['tokens', 10000, '10,000K'],
    ] as const) {
      const option = areaChartOption({
        type,
        name: type,
        months,
        values: [1, 2],
        colors,
        animate: false,
      });
      const yAxis = option.yAxis as Axis;
      expect(yAxis.max).toBe(max);
      expect(max % (yAxis as Axis & { interval: number }).interval).toBe(0);
      expect(yAxis.axisLabel.formatter(max)).toBe(label);
      expect(option.xAxis).toMatchObject({ data: ['Oct 2026', 'Nov 2026'] });
    }
  });

  it('draws a line per model with its own colour and marker', () => {
    const option = modelLineChartOption({
      months,
      series: [
        { model: 'Gemini', values: [1, 2] },
        { model: 'Claude', values: [3, 4] },
      ],
      colors,
      animate: true,
    });
    const series = option.series as {
      name: string;
      color: string;
      symbol: string;
      data: number[];
    }[];
    expect(series.map((s) => [s.name, s.color, s.symbol])).toEqual([
      ['Gemini', '#a00', 'circle'],
      ['Claude', '#0a0', 'rect'],
    ]);
    expect((option.yAxis as Axis).max).toBe(10000);
  });

  it('gives each workflow a slice, cycling the series colours', () => {
    const rows = ['A', 'B', 'C', 'D'].map((workflowName, index) => ({
      workflowName,
      executionCount: 10 - index,
    }));
    const [pie] = executionsChartOption({ rows, colors, animate: false }).series as {
      data: { name: string; value: number; itemStyle: { color: string } }[];
    }[];
    expect(pie!.data.map((slice) => [slice.name, slice.value, slice.itemStyle.color])).toEqual([
      ['A', 10, '#a00'],
      ['B', 9, '#0a0'],
      ['C', 8, '#00a'],
      ['D', 7, '#a00'],
    ]);
  });
});
