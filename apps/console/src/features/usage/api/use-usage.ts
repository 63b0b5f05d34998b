import { usePlatformUsage, useUsage } from '@agentdeck/api-client/hooks';
import { callEarly } from '../../../lib/early-calls';
import type { MeasuredType } from '../model/usage-format';
import { cardsWindow, monthlyWindow, type UsageWindow } from '../model/usage-windows';

/**
 * Usage fetches are recorded per panel and the rest of the dashboard continues (spec 000
 * section 8): no retry loop, the panel offers Retry instead.
 */
const usageConfig = { shouldRetryOnError: false } as const;

type GroupBy = 'month' | 'model';

const workspaceUsageArgs = (wid: string, type: MeasuredType, window: UsageWindow, groupBy: GroupBy) => ({
  params: { wid },
  body: { ...window, type, groupBy },
});

const platformUsageArgs = (type: MeasuredType, window: UsageWindow) => ({ body: { ...window, type } });

/** `POST /workspaces/{wid}/usage` for storage, credits or tokens, grouped by month or by model. */
export function useWorkspaceUsage(
  wid: string,
  type: MeasuredType,
  window: UsageWindow,
  groupBy: GroupBy = 'month',
) {
  return useUsage(workspaceUsageArgs(wid, type, window, groupBy), usageConfig);
}

/** `POST /workspaces/{wid}/usage` with type workflows: executions per workflow in the window. */
export function useWorkflowExecutions(wid: string, window: UsageWindow) {
  return useUsage({ params: { wid }, body: { ...window, type: 'workflows' } }, usageConfig);
}

/** `POST /platform/usage`: the platform's usage of one type against its quota. */
export function usePlatformUsageSummary(type: MeasuredType, window: UsageWindow) {
  return usePlatformUsage(platformUsageArgs(type, window), usageConfig);
}

const measuredTypes = ['storage', 'credits', 'tokens'] as const satisfies readonly MeasuredType[];

/**
 * The dashboard's calls whose window is whole months, so the same whenever in the month they are
 * made: the overall and consumption cards and the two monthly charts (the executions panel asks
 * up to the current minute). The dashboard's hooks make the same calls with the same arguments.
 */
export function dashboardCalls(wid: string, now: Date) {
  const cards = cardsWindow(now);
  const monthly = monthlyWindow(now);
  return {
    platform: measuredTypes.map((type) => platformUsageArgs(type, cards)),
    workspace: [
      ...measuredTypes.map((type) => workspaceUsageArgs(wid, type, cards, 'month')),
      workspaceUsageArgs(wid, 'credits', monthly, 'month'),
      workspaceUsageArgs(wid, 'tokens', monthly, 'model'),
    ],
  };
}

/**
 * Starts those calls as the dashboard's route loads, while its code downloads and the access is
 * checked, rather than once the shell and the page have rendered (issue 10: the largest paint,
 * the credits card, waited for them). The hooks then take the answers (`callEarly`).
 */
export function startDashboardCalls(wid: string, now = new Date()): void {
  const calls = dashboardCalls(wid, now);
  for (const args of calls.platform) callEarly('platform.usage', args);
  for (const args of calls.workspace) callEarly('usage.workspace', args);
}
