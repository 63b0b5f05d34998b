// The ESM build: the CommonJS `lib/core` reaches the bundle as a module object, not a component.
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { LineChart, PieChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { Skeleton } from '@agentdeck/ui';
import type { ChartOption } from '../../model/chart-options';
import { echart } from './Chart.css';
import { useDrawTurn } from './draw-queue';
import { dispose, getInstanceByDom, init, use as registerParts } from './echarts-core';

// Only what the dashboard draws: lines (filled for the area charts), the executions ring, the
// grid and the hover tooltip. Anything else stays out of the charts chunk.
registerParts([LineChart, PieChart, GridComponent, TooltipComponent, SVGRenderer]);

// What echarts-for-react calls, and nothing more: passing the whole `echarts/core` namespace
// would keep every helper it exports in the chunk.
const echarts = { init, getInstanceByDom, dispose };

/**
 * The one place the dashboard touches ECharts; `LazyEChart` loads this module when a chart first
 * renders, so ECharts is its own chunks, fetched with the usage route's charts and never by the
 * first page. Charts draw one at a time (`draw-queue.ts`).
 */
export default function EChart({ option }: { option: ChartOption }) {
  const [isTurn, drawn] = useDrawTurn();
  // The same placeholder as while this module loads, until the charts before this one are drawn.
  if (!isTurn) return <Skeleton shape="rect" height="100%" />;
  // SVG: crisp at any zoom, and the drawing stays in the DOM for the theme's colours.
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      notMerge
      className={echart}
      opts={{ renderer: 'svg' }}
      onChartReady={drawn}
    />
  );
}
