import type { MetricGroup, MetricInterval, MetricSeries } from '@agentdeck/api-client';
import { paths } from '../../../config/paths';
import { logTerm } from '../../../entities/monitoring';
import { chartTarget, isFailureChart, type MetricChartId } from './metric-charts';

/** Where the links of a metrics view lead: the workspace, its grouping and the groups it drew. */
export interface LinkContext {
  wid: string;
  groupBy: MetricGroup;
  interval: MetricInterval;
  starts: readonly string[];
  /** The group chosen (a series' key), whose logs and runs the links open. */
  group?: MetricSeries;
  /** The workflow the page is limited to, by id and name. */
  workflow?: { id: string; name: string };
  /** A workflow's name by its id (version and node groups name theirs by id). */
  workflowName: (id: string) => string | undefined;
}

export interface TimeSpan {
  from: string;
  to: string;
}

/** The version of a version group (its key is `workflowId@version`). */
const versionOf = (group: MetricSeries) => group.key.slice(group.key.lastIndexOf('@') + 1);

/** The workflow a group belongs to: the group itself when grouped by workflow. */
function groupWorkflowId(context: LinkContext): string | undefined {
  const { group, groupBy } = context;
  if (group && groupBy === 'workflow') return group.key;
  if (group && group.workflowId && (groupBy === 'version' || groupBy === 'node')) return group.workflowId;
  return context.workflow?.id;
}

/**
 * The log query for a chart's lines: `level:error` for the failure charts, and the group chosen
 * (`workflow:"Name"`, `workflow:"Name" AND version:2.0.0`, `node:"Label"`) or the page's workflow.
 */
export function logQuery(context: LinkContext, chart: MetricChartId): string {
  const terms: string[] = isFailureChart(chart) ? ['level:error'] : [];
  const { group, groupBy } = context;
  const workflowId = groupWorkflowId(context);
  const name = workflowId === undefined ? undefined : context.workflowName(workflowId) ?? (groupBy === 'workflow' ? group?.label : undefined);
  if (group && groupBy === 'node') terms.push(logTerm('node', group.label));
  else if (name !== undefined) terms.push(logTerm('workflow', name));
  if (group && groupBy === 'version') terms.push(logTerm('version', versionOf(group)));
  return terms.join(' AND ');
}

/** Logging's lines over the span, with the chart's query. */
export const logsHref = (context: LinkContext, chart: MetricChartId, span: TimeSpan) =>
  paths.workspace.logging.getHref(context.wid, { q: logQuery(context, chart) || undefined, from: span.from, to: span.to });

/**
 * Logging's Runs tab over the span: the group's workflow (and version) when grouped by workflow
 * or version, or the page's workflow; failed runs only for the failure charts.
 */
export function runsHref(context: LinkContext, chart: MetricChartId, span: TimeSpan): string {
  const { group, groupBy } = context;
  const workflowId = groupBy === 'workflow' || groupBy === 'version' ? groupWorkflowId(context) : context.workflow?.id;
  return paths.workspace.logging.getHref(context.wid, {
    tab: 'runs',
    from: span.from,
    to: span.to,
    workflowId,
    version: group && groupBy === 'version' ? versionOf(group) : undefined,
    status: isFailureChart(chart) ? 'failed' : undefined,
  });
}

/** Where brushing a chart leads (`chartTarget`): the error rate to its error lines, every other chart to its runs. */
export const brushHref = (context: LinkContext, chart: MetricChartId, span: TimeSpan) =>
  chartTarget(chart) === 'logs' ? logsHref(context, chart, span) : runsHref(context, chart, span);
