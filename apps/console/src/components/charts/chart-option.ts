import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type {
  BrushComponentOption,
  GridComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/** The option of every chart of the console: only the parts registered in `EChart.tsx`. */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | PieSeriesOption
  | BarSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | BrushComponentOption
  | MarkLineComponentOption
>;

/** Colours resolved from the theme's `vars` at run time, so charts follow light and dark. */
export interface ChartColors {
  text: string;
  textMuted: string;
  border: string;
  surface: string;
  tooltipBackground: string;
  tooltipText: string;
  /** One colour per series, in order. */
  series: string[];
  /** The colours of log levels and run outcomes. */
  danger: string;
  warning: string;
  success: string;
  accent: string;
}

export const seriesColor = (colors: ChartColors, index: number) =>
  colors.series[index % colors.series.length] as string;

/** Line styles and point symbols that tell lines apart without relying on colour, in order. */
const lineMarks = [
  { symbol: 'circle', lineType: 'solid' },
  { symbol: 'rect', lineType: 'dashed' },
  { symbol: 'triangle', lineType: 'dotted' },
  { symbol: 'diamond', lineType: 'solid' },
  { symbol: 'roundRect', lineType: 'dashed' },
  { symbol: 'pin', lineType: 'dotted' },
] as const;

export const lineMark = (index: number) => lineMarks[index % lineMarks.length]!;

/** The tooltip of every chart, in the theme's tooltip colours. */
export const tooltipColors = (colors: ChartColors) => ({
  backgroundColor: colors.tooltipBackground,
  borderColor: colors.tooltipBackground,
  textStyle: { color: colors.tooltipText },
});
