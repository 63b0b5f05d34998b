import { usePlatformUsage, useUsage } from '@agentdeck/api-client';
import type { MeasuredType } from '../model/usage-format';
import type { UsageWindow } from '../model/usage-windows';

/**
 * Usage fetches are recorded per panel and the rest of the dashboard continues (spec 000
 * section 8): no retry loop, the panel offers Retry instead.
 */
const usageConfig = { shouldRetryOnError: false } as const;

/** `POST /workspaces/{wid}/usage` for storage, credits or tokens, grouped by month or by model. */
export function useWorkspaceUsage(
  wid: string,
  type: MeasuredType,
  window: UsageWindow,
  groupBy: 'month' | 'model' = 'month',
) {
  return useUsage({ params: { wid }, body: { ...window, type, groupBy } }, usageConfig);
}

/** `POST /workspaces/{wid}/usage` with type workflows: executions per workflow in the window. */
export function useWorkflowExecutions(wid: string, window: UsageWindow) {
  return useUsage({ params: { wid }, body: { ...window, type: 'workflows' } }, usageConfig);
}

/** `POST /platform/usage`: the platform's usage of one type against its quota. */
export function usePlatformUsageSummary(type: MeasuredType, window: UsageWindow) {
  return usePlatformUsage({ body: { ...window, type } }, usageConfig);
}
