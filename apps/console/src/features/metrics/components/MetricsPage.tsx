import type { MetricsResponse } from '@agentdeck/api-client';
import { resourceHooks } from '@agentdeck/api-client/hooks';
import { Button, EmptyState, RefreshIcon, Select, Skeleton, SkeletonGroup } from '@agentdeck/ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { seriesColor } from '../../../components/charts/chart-option';
import { legend, legendItem, swatch } from '../../../components/charts/Chart.css';
import { useChartColors } from '../../../components/charts/use-chart-theme';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { describeTimeRange, resolveTimeRange } from '../../../lib/time-range/time-range';
import { useWorkspaceMetrics } from '../api/use-workspace-metrics';
import { MAX_LINES, METRIC_CHARTS } from '../model/metric-charts';
import type { LinkContext } from '../model/metric-links';
import { formatCount, formatCredits, formatLatency, formatPercent } from '../model/metrics-format';
import { readMetricsView, writeMetricsView, type MetricsView } from '../model/metrics-view';
import { MetricChart } from './MetricChart';
import { MetricsControls } from './MetricsControls';
import { chartGrid, muted, page, problem, section, sectionHeader, sectionTitle, total as totalBox, totalLabel, totalValue, totals, toolbar } from './metrics.css';
import { WorkflowTable } from './WorkflowTable';

const ALL = 'all';

/** The range's figures over every finished run in scope. */
function Totals({ response }: { response: MetricsResponse }) {
  const { total } = response;
  const figures = [
    ['Runs', formatCount(total.runs)],
    ['Failures', formatCount(total.failures)],
    ['Error rate', formatPercent(total.errorRate)],
    // Latency is active time, wall time beside it (design section 3.3).
    ['p95 active time', formatLatency(total.p95)],
    ['p95 wall time', formatLatency(total.wall.p95)],
    ['Tokens', formatCount(total.tokens)],
    ['Credits', formatCredits(total.credits)],
  ];
  return (
    <dl className={totals} aria-label="Totals over the range">
      {figures.map(([name, value]) => (
        <div key={name} className={totalBox}>
          <dd className={totalValue}>{value}</dd>
          <dt className={totalLabel}>{name}</dt>
        </div>
      ))}
    </dl>
  );
}

/** The groups drawn, in their colours, and the one whose logs and runs the links open. */
function Groups({ response, view, onChange }: { response: MetricsResponse; view: MetricsView; onChange: (changes: Partial<MetricsView>) => void }) {
  const colors = useChartColors();
  const drawn = response.series.slice(0, MAX_LINES);
  return (
    <div className={toolbar}>
      <ul className={legend} aria-label="Groups drawn">
        {drawn.map((series, index) => (
          <li key={series.key} className={legendItem}>
            <span aria-hidden className={swatch} style={{ background: seriesColor(colors, index) }} />
            {series.label}
          </li>
        ))}
      </ul>
      <Select
        label="Open logs and runs of"
        items={[{ id: ALL, label: 'Every group' }, ...response.series.map((series) => ({ id: series.key, label: series.label }))]}
        value={view.group ?? ALL}
        onChange={(key) => onChange({ group: key === null || key === ALL ? undefined : String(key) })}
      />
    </div>
  );
}

/**
 * Metrics and analytics (design section 3.3): runs, failures, error rate, latency, tokens and
 * credits over a range by hour or day, grouped, with the releases marked; a table per workflow.
 * Brushing a chart, or an interval's link in its data, opens logging at that range and group.
 */
export function MetricsPage() {
  const { id: wid } = useCurrentWorkspace();
  const [params, setParams] = useSearchParams();
  const view = readMetricsView(params);
  // A preset ends now: now is taken when the view changes, so the call stays put in between.
  const [now, setNow] = useState(() => Date.now());
  const { from, to } = resolveTimeRange(view.range, now);
  const change = (changes: Partial<MetricsView>) => {
    // Choosing the group the links open asks nothing new.
    if (Object.keys(changes).some((key) => key !== 'group')) setNow(Date.now());
    setParams((current) => writeMetricsView(current, changes));
  };
  const workflows = resourceHooks.workflow.useList(wid);
  const result = useWorkspaceMetrics(wid, { from, to, interval: view.interval, groupBy: view.groupBy, workflowId: view.workflowId });
  const response = result.data;

  const context = useMemo((): LinkContext | undefined => {
    if (!response) return undefined;
    const names = new Map([...(workflows.data ?? []).map((workflow) => [workflow.id, workflow.name] as const), ...response.workflows.map((row) => [row.workflowId, row.workflowName] as const)]);
    const workflowName = (id: string) => names.get(id);
    const workflow = view.workflowId ? { id: view.workflowId, name: workflowName(view.workflowId) ?? view.workflowId } : undefined;
    return {
      wid,
      groupBy: response.groupBy,
      interval: response.interval,
      starts: response.series[0]?.points.map((point) => point.start) ?? [],
      group: response.series.find((series) => series.key === view.group),
      workflow,
      workflowName,
    };
  }, [response, workflows.data, view.workflowId, view.group, wid]);
  const span = useMemo(() => ({ from, to }), [from, to]);

  return (
    <div className={page}>
      <MetricsControls view={view} workflows={workflows.data ?? []} onChange={change} />
      {result.error && (
        <div role="alert" className={sectionHeader}>
          <p className={problem}>{result.error.message || 'The metrics could not be loaded. Try again in a moment.'}</p>
          <Button variant="secondary" size="sm" icon={RefreshIcon} onPress={() => void result.mutate()}>
            Retry
          </Button>
        </div>
      )}
      {!response && !result.error && (
        <SkeletonGroup label="Loading the metrics" showLabel>
          <Skeleton shape="rect" height="5rem" />
          <Skeleton shape="rect" height="20rem" />
        </SkeletonGroup>
      )}
      {response && context && response.total.runs === 0 && (
        <EmptyState
          headingLevel={2}
          title="No runs in this range"
          description={`No ${view.workflowId ? 'run of this workflow' : 'run'} finished in ${describeTimeRange(view.range).replace(/^Last/, 'the last')}. Choose a longer range, or another workflow.`}
        />
      )}
      {response && context && response.total.runs > 0 && (
        <>
          <section className={section} aria-labelledby="metrics-over-time">
            <div className={sectionHeader}>
              <h2 id="metrics-over-time" className={sectionTitle}>
                Over time
              </h2>
              <p className={muted}>{describeTimeRange(view.range)}</p>
            </div>
            <Totals response={response} />
            {response.groupBy !== 'none' && <Groups response={response} view={view} onChange={change} />}
            <div className={chartGrid}>
              {METRIC_CHARTS.map((chart) => (
                <MetricChart key={chart} chart={chart} response={response} context={context} />
              ))}
            </div>
          </section>
          <section className={section} aria-labelledby="metrics-per-workflow">
            <h2 id="metrics-per-workflow" className={sectionTitle}>
              Per workflow
            </h2>
            <WorkflowTable wid={wid} rows={response.workflows} span={span} />
          </section>
        </>
      )}
    </div>
  );
}
