import { Skeleton } from '@agentdeck/ui';
import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../../lib/when-idle';
import type { EChartProps } from './EChart';

type EChartComponent = ComponentType<EChartProps>;

/** `EChart.tsx`'s component once loaded. */
let EChart: EChartComponent | undefined;
let loading: Promise<void> | undefined;
let interactionsLoaded = false;
let loadingInteractions: Promise<void> | undefined;

/**
 * Loads ECharts, once: when the browser has painted what it was given (the figures come before
 * the charts that draw them), its core (`echarts-core.ts`), then in another task the chart
 * types, the renderer and the React wrapper (`EChart.tsx`), so no single task evaluates all of
 * ECharts.
 */
function loadECharts(): Promise<void> {
  loading ??= whenIdle()
    .then(() => import('./echarts-core'))
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./EChart'))
    .then((module) => {
      EChart = module.default;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** ECharts with brushing and markers (`echarts-interactions.ts`), for the charts that brush. */
function loadInteractiveECharts(): Promise<void> {
  loadingInteractions ??= loadECharts()
    .then(() => import('./echarts-interactions'))
    .then((module) => {
      interactionsLoaded = module.interactionsRegistered;
    })
    .catch((error: unknown) => {
      loadingInteractions = undefined;
      throw error;
    });
  return loadingInteractions;
}

/**
 * A chart drawn by ECharts, which is its own chunks, loaded when the first chart of the usage
 * route renders; a skeleton until then. Not `React.lazy` with Suspense: React reveals suspended
 * content no sooner than 300 ms after the last fallback it showed, which held every chart back
 * that long after its figures arrived. A failed load reaches the route's error boundary, as a
 * lazy component's would.
 */
export function LazyEChart(props: EChartProps) {
  const brushable = props.onBrush !== undefined;
  const isReady = () => EChart !== undefined && (!brushable || interactionsLoaded);
  const [, setLoaded] = useState(isReady);
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    if (EChart && (!brushable || interactionsLoaded)) return;
    let mounted = true;
    (brushable ? loadInteractiveECharts() : loadECharts()).then(
      () => mounted && setLoaded(true),
      (loadError: unknown) => mounted && setError(() => loadError),
    );
    return () => {
      mounted = false;
    };
  }, [brushable]);
  if (error) throw error;
  const Loaded = isReady() ? EChart : undefined;
  return Loaded ? <Loaded {...props} /> : <Skeleton shape="rect" height="100%" />;
}
