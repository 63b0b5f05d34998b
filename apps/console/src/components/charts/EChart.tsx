// The ESM build: the CommonJS `lib/core` reaches the bundle as a module object, not a component.
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { Skeleton } from '@agentdeck/ui';
import { useEffect, useMemo, useRef } from 'react';
import type { ChartOption } from './chart-option';
import { echart } from './Chart.css';
import { useDrawTurn } from './draw-queue';
import { dispose, getInstanceByDom, init, use as registerParts } from './echarts-core';

// Only what the console draws: lines (filled for the area charts), bars (the log volume), the
// executions ring, the grid, the hover tooltip, brushing a range and release markers. Anything
// else stays out of the charts chunk.
registerParts([LineChart, PieChart, BarChart, GridComponent, TooltipComponent, SVGRenderer]);

export interface EChartProps {
  option: ChartOption;
  /** Called with the first and last category index of a range dragged across the chart. */
  onBrush?: (range: [number, number]) => void;
}

type ChartInstance = ReturnType<typeof init>;

/** Dragging across the chart selects a range of its categories, without a toolbox button. */
const takeBrushCursor = (chart: ChartInstance) =>
  chart.dispatchAction({ type: 'takeGlobalCursor', key: 'brush', brushOption: { brushType: 'lineX', brushMode: 'single' } });

interface BrushEndEvent {
  areas: { coordRange?: [number, number] }[];
}

function brushed({ areas }: BrushEndEvent, onBrush: (range: [number, number]) => void) {
  const range = areas[0]?.coordRange;
  if (range) onBrush([Math.min(...range), Math.max(...range)]);
}

// What echarts-for-react calls, and nothing more: passing the whole `echarts/core` namespace
// would keep every helper it exports in the chunk.
const echarts = { init, getInstanceByDom, dispose };

/**
 * The one place the dashboard touches ECharts; `LazyEChart` loads this module when a chart first
 * renders, so ECharts is its own chunks, fetched with the usage route's charts and never by the
 * first page. Charts draw one at a time (`draw-queue.ts`).
 */
export default function EChart({ option, onBrush }: EChartProps) {
  const [isTurn, drawn] = useDrawTurn();
  // echarts-for-react binds the events it was given when its first render began, after an
  // asynchronous measure: a handler that changed meanwhile would be lost. Bind one that reads the
  // latest `onBrush` instead.
  const latestOnBrush = useRef(onBrush);
  useEffect(() => {
    latestOnBrush.current = onBrush;
  });
  const brushable = onBrush !== undefined;
  const onEvents = useMemo(
    () => (brushable ? { brushEnd: (event: BrushEndEvent) => brushed(event, (range) => latestOnBrush.current?.(range)) } : undefined),
    [brushable],
  );
  const chartRef = useRef<ReactEChartsCore>(null);
  // A new option replaces the old one whole (`notMerge`), the brush cursor with it: take it again.
  useEffect(() => {
    const chart = chartRef.current?.getEchartsInstance();
    if (brushable && chart && !chart.isDisposed()) takeBrushCursor(chart);
  }, [option, brushable]);
  // The same placeholder as while this module loads, until the charts before this one are drawn.
  if (!isTurn) return <Skeleton shape="rect" height="100%" />;
  // SVG: crisp at any zoom, and the drawing stays in the DOM for the theme's colours.
  return (
    <ReactEChartsCore
      ref={chartRef}
      echarts={echarts}
      option={option}
      notMerge
      className={echart}
      opts={{ renderer: 'svg' }}
      onEvents={onEvents}
      onChartReady={(chart: ChartInstance) => {
        if (onBrush) takeBrushCursor(chart);
        drawn();
      }}
    />
  );
}
