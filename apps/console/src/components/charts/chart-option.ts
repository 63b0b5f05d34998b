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
