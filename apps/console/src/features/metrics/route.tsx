import { MetricsPage } from './components/MetricsPage';

/** `/workspace/{wid}/metrics-and-analytics` (design section 3.3): runs, errors, latency and cost over time, by group and workflow. */
export function Component() {
  return <MetricsPage />;
}
