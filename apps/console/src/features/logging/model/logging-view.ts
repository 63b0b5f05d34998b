import { RUN_STATUSES, RUN_TRIGGERS, type RunStatus } from '@agentdeck/api-client';
import { oneOf, setParam } from '../../../entities/monitoring';
import { readTimeRange, writeTimeRange, type TimeRange } from '../../../lib/time-range/time-range';

export const LOGGING_TABS = ['lines', 'runs'] as const;
export type LoggingTab = (typeof LOGGING_TABS)[number];

/** The runs tab's filters (design section 3.1), each optional. */
export interface RunFilters {
  workflowId?: string;
  status?: RunStatus;
  version?: string;
  /** The environment API and broker runs were started on (design section 1.6). */
  environment?: string;
  trigger?: (typeof RUN_TRIGGERS)[number];
}

/** What the logging page shows, all of it in the address so a link shares the view. */
export interface LoggingView {
  tab: LoggingTab;
  query: string;
  range: TimeRange;
  runs: RunFilters;
  /** The batch of re-runs the Runs tab follows (design section 2.1c). */
  batch?: string;
}

export function readLoggingView(params: URLSearchParams): LoggingView {
  return {
    tab: oneOf(LOGGING_TABS, params.get('tab')) ?? 'lines',
    query: params.get('q') ?? '',
    range: readTimeRange(params, '24h'),
    runs: {
      workflowId: params.get('workflowId') || undefined,
      status: oneOf(RUN_STATUSES, params.get('status')),
      version: params.get('version') || undefined,
      environment: params.get('environment') || undefined,
      trigger: oneOf(RUN_TRIGGERS, params.get('trigger')),
    },
    batch: params.get('batch') || undefined,
  };
}

/** The params with the view's changes written in, keeping any other (such as `runId`, the open trace). */
export function writeLoggingView(params: URLSearchParams, changes: Partial<LoggingView>): URLSearchParams {
  let next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => setParam(next, key, value);
  if (changes.tab !== undefined) set('tab', changes.tab === 'lines' ? undefined : changes.tab);
  if (changes.query !== undefined) set('q', changes.query.trim() || undefined);
  if (changes.range !== undefined) next = writeTimeRange(next, changes.range);
  if (changes.runs !== undefined) {
    const { workflowId, status, version, environment, trigger } = changes.runs;
    set('workflowId', workflowId);
    set('status', status);
    set('version', version);
    set('environment', environment);
    set('trigger', trigger);
  }
  if ('batch' in changes) set('batch', changes.batch);
  return next;
}
