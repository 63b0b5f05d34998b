import { NO_ENVIRONMENT, type MetricGroup, type MetricSeries, type MetricsResponse, type ReleaseMarker, type WorkflowMetrics } from '@agentdeck/api-client';
import type { Store } from '../store/store';
import type { WorkflowRecord } from '../workflows/workflow-records';
import { bucketsOf, type Buckets } from './buckets';
import type { MetricCell, MetricScope, MetricsQuery } from './metrics-query';
import { moveMarkers } from './move-markers';
import { Tally } from './tally';

export interface MetricsRequest {
  workspaceId: string;
  from: Date;
  to: Date;
  interval: MetricsResponse['interval'];
  groupBy: MetricGroup;
  /** The workflows in scope: every one of the workspace, or the one asked for. */
  workflows: WorkflowRecord[];
  /** Set when one workflow was asked for: runs of deleted workflows are then left out too. */
  workflowId: string | null;
  /** Only the runs started through this environment (design section 1.6); null: every run. */
  environment: string | null;
}

interface Group {
  key: string;
  label: string;
  workflowId: string | null;
  points: Tally[];
  total: Tally;
  /** False when `total` is a tally summed elsewhere. */
  ownTotal: boolean;
  /** The start of the latest run whose cell named the group (node groups). */
  labelledAt: string;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byRunsThenLabel = (a: MetricSeries, b: MetricSeries) => b.total.runs - a.total.runs || compareText(a.label, b.label);

/**
 * Metrics and analytics (design section 3.3) from the store's rollups: the run cells per interval,
 * workflow, version and environment (every grouping but model and node, the table per workflow and the total
 * roll up from them) and, for model or node groups, the step cells.
 */
export function workspaceMetrics(store: Store, query: MetricsQuery, request: MetricsRequest): MetricsResponse {
  const { workspaceId, from, to, interval, groupBy } = request;
  const buckets = bucketsOf(from, to, interval);
  const scope: MetricScope = {
    workspaceId,
    from: from.toISOString(),
    to: to.toISOString(),
    interval,
    workflowId: request.workflowId,
    environment: request.environment,
    byEnvironment: groupBy === 'environment',
  };
  const names = new Map(request.workflows.map((workflow) => [workflow.id, workflow.name]));
  const nameOf = (workflowId: string) => {
    if (!names.has(workflowId)) names.set(workflowId, query.workflowName(workspaceId, workflowId) ?? workflowId);
    return names.get(workflowId)!;
  };

  const groups = new Map<string, Group>();
  /** A group's total is its own tally, or one kept anyway (the whole total, a workflow's): summed once, sorted once. */
  const groupOf = (key: string, label: () => string, workflowId: string | null, sharedTotal?: Tally): Group => {
    let group = groups.get(key);
    if (!group) {
      group = { key, label: label(), workflowId, points: buckets.starts.map(() => new Tally()), total: sharedTotal ?? new Tally(), ownTotal: !sharedTotal, labelledAt: '' };
      groups.set(key, group);
    }
    return group;
  };
  const addTo = (group: Group, cell: MetricCell) => {
    group.points[buckets.indexOf.get(cell.bucket)!]!.add(cell);
    if (group.ownTotal) group.total.add(cell);
  };

  const total = new Tally();
  const perWorkflow = new Map<string, Tally>();
  if (groupBy === 'none') groupOf('all', () => 'All workflows', null, total);
  for (const cell of query.cells(scope, 'run')) {
    const workflowId = cell.workflowId!;
    total.add(cell);
    let workflowTotal = perWorkflow.get(workflowId);
    if (!workflowTotal) perWorkflow.set(workflowId, (workflowTotal = new Tally()));
    workflowTotal.add(cell);
    if (groupBy === 'none') addTo(groups.get('all')!, cell);
    else if (groupBy === 'workflow') addTo(groupOf(workflowId, () => nameOf(workflowId), null, workflowTotal), cell);
    else if (groupBy === 'version') addTo(groupOf(`${workflowId}@${cell.key}`, () => `${nameOf(workflowId)} ${cell.key}`, workflowId), cell);
    else if (groupBy === 'environment') addTo(groupOf(cell.environment, () => cell.environment || NO_ENVIRONMENT.label, null), cell);
  }
  if (groupBy === 'model' || groupBy === 'node') addStepGroups(query, scope, groupBy, groupOf, addTo);

  return {
    from: scope.from,
    to: scope.to,
    interval,
    groupBy,
    series: [...groups.values()].map((group) => seriesOf(group, buckets)).sort(byRunsThenLabel),
    total: total.figures(),
    markers: markersOf(store, request),
    moves: moveMarkers(store, request, nameOf),
    workflows: request.workflows.map(
      (workflow): WorkflowMetrics => ({
        workflowId: workflow.id,
        workflowName: workflow.name,
        lastVersion: workflow.latestVersion,
        ...(perWorkflow.get(workflow.id) ?? new Tally()).figures(),
      }),
    ),
  };
}

function addStepGroups(
  query: MetricsQuery,
  scope: MetricScope,
  by: 'model' | 'node',
  groupOf: (key: string, label: () => string, workflowId: string | null) => Group,
  addTo: (group: Group, cell: MetricCell) => void,
): void {
  for (const cell of query.cells(scope, by)) {
    const group =
      by === 'model' ? groupOf(cell.key, () => cell.key, null) : groupOf(`${cell.workflowId}:${cell.key}`, () => cell.label ?? cell.key, cell.workflowId);
    // A node is labelled with its name at the latest run.
    if (by === 'node' && cell.label !== null && cell.latest >= group.labelledAt) {
      group.label = cell.label;
      group.labelledAt = cell.latest;
    }
    addTo(group, cell);
  }
}

function seriesOf(group: Group, buckets: Buckets): MetricSeries {
  return {
    key: group.key,
    label: group.label,
    workflowId: group.workflowId,
    points: group.points.map((tally, index) => ({ start: buckets.starts[index]!, ...tally.figures() })),
    total: group.total.figures(),
  };
}

/** The versions of the workflows in scope published within the range, oldest first. */
function markersOf(store: Store, request: MetricsRequest): ReleaseMarker[] {
  const from = request.from.getTime();
  const to = request.to.getTime();
  return request.workflows
    .flatMap((workflow) =>
      store
        .versions.list(request.workspaceId, workflow.id)
        .filter((version) => Date.parse(version.createdAt) >= from && Date.parse(version.createdAt) <= to)
        .map((version) => ({ at: version.createdAt, workflowId: workflow.id, workflowName: workflow.name, version: version.version, releaseType: version.releaseType })),
    )
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || compareText(a.workflowName, b.workflowName));
}
