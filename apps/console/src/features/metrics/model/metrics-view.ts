import { METRIC_GROUPS, METRIC_INTERVALS, type MetricGroup, type MetricInterval } from '@agentdeck/api-client';
import { oneOf, setParam } from '../../../entities/monitoring';
import { readTimeRange, writeTimeRange, type TimeRange } from '../../../lib/time-range/time-range';

/** What the metrics page shows, all of it in the address so a link shares the view. */
export interface MetricsView {
  range: TimeRange;
  interval: MetricInterval;
  groupBy: MetricGroup;
  /** One workflow's runs only. */
  workflowId?: string;
  /** The group (a series' key) that brushing and the interval links open; every group when absent. */
  group?: string;
}

export function readMetricsView(params: URLSearchParams): MetricsView {
  const groupBy = oneOf(METRIC_GROUPS, params.get('groupBy')) ?? 'none';
  return {
    range: readTimeRange(params, '7d'),
    interval: oneOf(METRIC_INTERVALS, params.get('interval')) ?? 'day',
    groupBy,
    workflowId: params.get('workflowId') || undefined,
    group: (groupBy !== 'none' && params.get('group')) || undefined,
  };
}

/**
 * The params with the view's changes written in; the defaults (a day, no grouping) stay out of
 * the address. A new grouping or workflow forgets the group chosen, which belonged to the old one.
 */
export function writeMetricsView(params: URLSearchParams, changes: Partial<MetricsView>): URLSearchParams {
  let next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => setParam(next, key, value);
  if (changes.range !== undefined) next = writeTimeRange(next, changes.range);
  if (changes.interval !== undefined) set('interval', changes.interval === 'day' ? undefined : changes.interval);
  if (changes.groupBy !== undefined) set('groupBy', changes.groupBy === 'none' ? undefined : changes.groupBy);
  if ('workflowId' in changes) set('workflowId', changes.workflowId);
  if ('group' in changes || changes.groupBy !== undefined || 'workflowId' in changes) set('group', changes.group);
  return next;
}
