import type { MetricsBody } from '@agentdeck/api-client';
import { useMetrics } from '@agentdeck/api-client/hooks';

/**
 * `POST /workspaces/{wid}/metrics` for the page's view. The last answer stays on screen while a
 * new grouping or range loads, so the charts do not blink away; a failure shows with Retry.
 */
export function useWorkspaceMetrics(wid: string, body: MetricsBody) {
  return useMetrics({ params: { wid }, body }, { keepPreviousData: true, shouldRetryOnError: false });
}
