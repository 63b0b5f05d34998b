// ECharts' core and zrender, a chunk of their own: `LazyEChart.tsx` evaluates it, then, in
// another task, the chart types, the renderer and the React wrapper (`EChart.tsx`), so no single
// task runs all of ECharts' module code (issue 10: about 60 ms in one piece on a busy machine).
export { dispose, getInstanceByDom, init, use } from 'echarts/core';
