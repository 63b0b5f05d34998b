import type { MetricFigures, MetricsBody, MetricSeries, MetricsResponse } from '@agentdeck/api-client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { LinksThroughRouter } from '../../testing/links-through-router';
import { renderInWorkspace } from '../../testing/render';
import { MetricsPage } from './components/MetricsPage';
import { brushChart } from '../../testing/brush-chart';

// The figures themselves (percentiles, groups, markers) against the runs: apps/mock-api/test/metrics.test.ts.

const DAY = 86_400_000;
const claims = { id: 'wf-claims', name: 'Claims triage' };
const policy = { id: 'wf-policy', name: 'Policy Q&A' };

const percentiles = (runs: number, p95: number) => ({ p50: runs === 0 ? null : p95 / 2, p95: runs === 0 ? null : p95, p99: runs === 0 ? null : p95 * 1.2 });
/** Wall time is hours: some runs waited for a reviewer (4 h 9 min at p95). */
const figures = (runs: number, failures: number, p95 = 900, wallP95 = 14_940_000): MetricFigures => ({
  runs,
  failures,
  errorRate: runs === 0 ? 0 : failures / runs,
  ...percentiles(runs, p95),
  wall: percentiles(runs, wallP95),
  tokens: runs * 100,
  credits: runs * 0.1,
});

/** Days from the one holding `from` to the one holding `to`; the third day of Claims triage fails half its runs. */
function fakeMetrics(body: MetricsBody, options: { empty?: boolean } = {}): MetricsResponse {
  const first = Math.floor(Date.parse(body.from) / DAY) * DAY;
  const starts: string[] = [];
  for (let at = first; at <= Date.parse(body.to); at += DAY) starts.push(new Date(at).toISOString());
  const seriesOf = (key: string, label: string, workflowId: string | null, scale: number): MetricSeries => {
    const points = starts.map((start, index) => ({ start, ...figures(options.empty ? 0 : 10 * scale, options.empty ? 0 : index === 2 ? 5 * scale : scale) }));
    const runs = points.reduce((sum, point) => sum + point.runs, 0);
    const failures = points.reduce((sum, point) => sum + point.failures, 0);
    return { key, label, workflowId, points, total: figures(runs, failures) };
  };
  const groupBy = body.groupBy ?? 'none';
  const series =
    groupBy === 'none'
      ? [seriesOf('all', 'All workflows', null, 2)]
      : groupBy === 'version'
        ? [seriesOf(`${claims.id}@2.0.0`, 'Claims triage 2.0.0', claims.id, 1), seriesOf(`${policy.id}@1.1.0`, 'Policy Q&A 1.1.0', policy.id, 1)]
        : [seriesOf(claims.id, claims.name, null, 1), seriesOf(policy.id, policy.name, null, 1)];
  const all = seriesOf('all', 'All workflows', null, 2);
  return {
    from: body.from,
    to: body.to,
    interval: body.interval ?? 'day',
    groupBy,
    series,
    total: all.total,
    markers: [{ at: new Date(first + 2 * DAY + 3_600_000).toISOString(), workflowId: claims.id, workflowName: claims.name, version: '2.0.0', releaseType: 'major' }],
    moves: [
      { at: new Date(first + 3 * DAY + 7_200_000).toISOString(), workflowId: policy.id, workflowName: policy.name, environment: 'production', kind: 'rollback', from: '1.1.0', to: '1.0.0', canary: null },
    ],
    workflows: [
      { workflowId: claims.id, workflowName: claims.name, lastVersion: '2.0.0', ...figures(80, 12, 2400) },
      { workflowId: policy.id, workflowName: policy.name, lastVersion: '1.1.0', ...figures(64, 2, 1100) },
    ],
  };
}

async function renderMetrics(options: { search?: string; theme?: 'light' | 'dark'; empty?: boolean } = {}) {
  const api = createFakeApi({ workflow: [claims, policy] });
  api.answer('POST', /\/metrics$/, ({ body }: { body: unknown }) => fakeMetrics(body as MetricsBody, options));
  const router = createMemoryRouter(
    [
      {
        element: <LinksThroughRouter />,
        children: [
          { path: '/workspace/:wid/metrics-and-analytics', element: <><h1>Metrics</h1><MetricsPage /></> },
          { path: '/workspace/:wid/logging', element: <h1>Logging</h1> },
        ],
      },
    ],
    { initialEntries: [`/workspace/1001/metrics-and-analytics${options.search ?? ''}`] },
  );
  await renderInWorkspace(<RouterProvider router={router} />, { api, theme: options.theme });
  const location = () => router.state.location;
  const searchParam = (name: string) => new URLSearchParams(location().search).get(name);
  const metricsCalls = () => api.calls.filter((call) => call.method === 'POST' && call.path === '/workspaces/1001/metrics').map((call) => call.body as MetricsBody);
  return { api, router, location, searchParam, metricsCalls };
}

const chart = (name: string) => page.getByRole('img', { name });
const drawn = async (name: string) => {
  await expect.poll(() => chart(name).element().querySelector('svg path')).not.toBeNull();
};

describe('the metrics page', () => {
  it('asks for the last 7 days by day without grouping by default, and for what the address holds', async () => {
    const { metricsCalls } = await renderMetrics();
    await expect.poll(() => metricsCalls().length).toBeGreaterThan(0);
    const first = metricsCalls()[0]!;
    expect(first).toMatchObject({ interval: 'day', groupBy: 'none' });
    expect(Date.parse(first.to) - Date.parse(first.from)).toBe(7 * DAY);
    await expect.element(page.getByRole('heading', { name: 'Over time' })).toBeVisible();

    const other = await renderMetrics({ search: '?from=2026-11-10T00:00:00.000Z&to=2026-11-12T00:00:00.000Z&interval=hour&groupBy=version&workflowId=wf-claims' });
    await expect.poll(() => other.metricsCalls().length).toBeGreaterThan(0);
    expect(other.metricsCalls()[0]).toEqual({
      from: '2026-11-10T00:00:00.000Z',
      to: '2026-11-12T00:00:00.000Z',
      interval: 'hour',
      groupBy: 'version',
      workflowId: 'wf-claims',
    });
  });

  it('writes a new grouping and interval into the address and asks again', async () => {
    const { searchParam, metricsCalls } = await renderMetrics();
    await expect.element(page.getByRole('heading', { name: 'Over time' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: /Group by/ }));
    await userEvent.click(page.getByRole('option', { name: 'Workflow' }));
    await expect.poll(() => searchParam('groupBy')).toBe('workflow');
    await expect.poll(() => metricsCalls().at(-1)?.groupBy).toBe('workflow');
    await expect.element(page.getByRole('list', { name: 'Groups drawn' }).getByText('Claims triage')).toBeVisible();
    await expect.element(chart('Runs per day by workflow')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: /Interval/ }));
    await userEvent.click(page.getByRole('option', { name: 'Hour' }));
    await expect.poll(() => searchParam('interval')).toBe('hour');
    await expect.poll(() => metricsCalls().at(-1)).toMatchObject({ interval: 'hour', groupBy: 'workflow' });
  });

  it("describes each chart's main figures, and shows its data as a table with a link per day to its logs and runs", async () => {
    await renderMetrics({ search: '?from=2026-11-10T00:00:00.000Z&to=2026-11-14T00:00:00.000Z' });
    const errorRate = chart('Error rate per day');
    await expect.element(errorRate).toHaveAccessibleDescription(
      'Error rate 18% (18 of 100 runs) from 10/11/2026 to 14/11/2026; peak 50% on 12/11/2026 (10 of 20 runs). Releases: Claims triage 2.0.0 (major) on 12/11/2026. ' +
        'Moves: Policy Q&A production → 1.0.0 (rollback) on 13/11/2026. Drag across the chart to open its error lines in that range, or show its data for a link per day.',
    );
    await expect.element(chart('Active time per day, p50, p95 and p99')).toHaveAccessibleDescription(/^Active time p50 450 ms, p95 900 ms, p99 1\.1 s \(wall time p95 4 h 9 min\) from 10\/11\/2026 to 14\/11\/2026; highest p95 900 ms on 10\/11\/2026\./);
    expect(page.getByRole('table', { name: 'Error rate per day' }).elements()).toHaveLength(1); // the visually hidden one

    const show = page.getByRole('button', { name: 'Show data for Error rate per day' });
    await expect.element(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    await expect.element(show).toHaveAttribute('aria-expanded', 'true');
    const table = page.getByRole('grid', { name: 'Error rate per day' }).or(page.getByRole('table', { name: 'Error rate per day' }));
    await expect.element(table).toBeVisible();
    await expect.element(table.getByText('50%')).toBeVisible();
    const logs = table.getByRole('link', { name: 'Open logs of 12/11/2026' });
    await expect.element(logs).toHaveAttribute('href', '/workspace/1001/logging?q=level%3Aerror&from=2026-11-12T00%3A00%3A00.000Z&to=2026-11-13T00%3A00%3A00.000Z');
    await expect
      .element(table.getByRole('link', { name: 'Open runs of 12/11/2026' }))
      .toHaveAttribute('href', '/workspace/1001/logging?tab=runs&from=2026-11-12T00%3A00%3A00.000Z&to=2026-11-13T00%3A00%3A00.000Z&status=failed');
  });

  it("shows latency as active time, the runs' waits for a reviewer left out, with wall time beside it", async () => {
    await renderMetrics({ search: '?from=2026-11-10T00:00:00.000Z&to=2026-11-14T00:00:00.000Z' });
    const card = async (label: string) => {
      const name = page.getByRole('term').filter({ hasText: label });
      await expect.element(name).toBeVisible();
      return page.elementLocator(name.element().parentElement!).getByRole('definition');
    };
    await expect.element(await card('p95 active time')).toHaveTextContent('900 ms');
    await expect.element(await card('p95 wall time')).toHaveTextContent('4 h 9 min');
    await expect.element(chart('Active time per day, p50, p95 and p99')).toBeVisible();
    const table = page.getByRole('grid', { name: 'Metrics per workflow' }).or(page.getByRole('table', { name: 'Metrics per workflow' }));
    await expect.element(table.getByRole('columnheader', { name: 'p95 active time' })).toBeVisible();
    await expect.element(table.getByRole('columnheader', { name: 'p95 wall time' })).toBeVisible();
  });

  it('lists each workflow with its figures, its name opening its runs', async () => {
    await renderMetrics({ search: '?from=2026-11-10T00:00:00.000Z&to=2026-11-14T00:00:00.000Z' });
    const table = page.getByRole('grid', { name: 'Metrics per workflow' }).or(page.getByRole('table', { name: 'Metrics per workflow' }));
    await expect.element(table).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: 'Claims triage' });
    await expect.element(row).toHaveTextContent(/80.*15%.*2\.4 s.*8,000.*8.*2\.0\.0/);
    await expect
      .element(table.getByRole('link', { name: 'Claims triage' }))
      .toHaveAttribute('href', '/workspace/1001/logging?tab=runs&workflowId=wf-claims&from=2026-11-10T00%3A00%3A00.000Z&to=2026-11-14T00%3A00%3A00.000Z');
  });

  it('opens the error lines of the days brushed across the error rate chart, of the group chosen', async () => {
    const { location, searchParam } = await renderMetrics({ search: '?from=2026-11-10T00:00:00.000Z&to=2026-11-14T00:00:00.000Z&groupBy=version' });
    await userEvent.click(page.getByRole('button', { name: /Open logs and runs of/ }));
    await userEvent.click(page.getByRole('option', { name: 'Claims triage 2.0.0' }));
    await expect.poll(() => searchParam('group')).toBe('wf-claims@2.0.0');
    // The router's state changes first; the page renders the group in a transition after it.
    await expect.element(page.getByRole('button', { name: /Open logs and runs of/ })).toHaveTextContent('Claims triage 2.0.0');
    await drawn('Error rate per day by version');
    const errorRate = chart('Error rate per day by version').element();
    // Drag from 30% to 70% of the chart's width, until the chart has taken the brush.
    await expect
      .poll(() => {
        if (location().pathname !== '/workspace/1001/logging') brushChart(errorRate, 0.3, 0.7);
        return location().pathname;
      })
      .toBe('/workspace/1001/logging');
    const params = new URLSearchParams(location().search);
    expect(params.get('q')).toBe('level:error AND workflow:"Claims triage" AND version:2.0.0');
    expect(Date.parse(params.get('from')!)).toBeGreaterThanOrEqual(Date.parse('2026-11-10T00:00:00.000Z'));
    expect(Date.parse(params.get('to')!)).toBeLessThanOrEqual(Date.parse('2026-11-15T00:00:00.000Z'));
    expect(Date.parse(params.get('to')!) - Date.parse(params.get('from')!)).toBeGreaterThanOrEqual(DAY);
  });

  it("shows the server's words when it refuses the view, with Retry", async () => {
    const api = createFakeApi();
    const message = 'The range holds more than 2208 intervals: choose a longer interval or a shorter range';
    api.refuse({ method: 'POST', path: /\/metrics$/, status: 400, message, errors: [`interval: ${message}`] });
    const router = createMemoryRouter([{ path: '/workspace/:wid/metrics-and-analytics', element: <MetricsPage /> }], {
      initialEntries: ['/workspace/1001/metrics-and-analytics?from=2026-01-01T00:00:00.000Z&to=2026-06-01T00:00:00.000Z&interval=hour'],
    });
    await renderInWorkspace(<RouterProvider router={router} />, { api });
    await expect.element(page.getByRole('alert')).toHaveTextContent(message);
    await expect.element(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('says so when no run finished in the range', async () => {
    await renderMetrics({ empty: true });
    await expect.element(page.getByRole('heading', { name: 'No runs in this range' })).toBeVisible();
    expect(page.getByRole('img').elements()).toHaveLength(0);
  });

  for (const theme of ['light', 'dark'] as const)
    it(`has no axe violations in the ${theme} theme, grouped, a chart's data shown`, async () => {
      await renderMetrics({ theme, search: '?from=2026-11-10T00:00:00.000Z&to=2026-11-14T00:00:00.000Z&groupBy=workflow' });
      await drawn('Runs per day by workflow');
      await userEvent.click(page.getByRole('button', { name: 'Show data for Runs per day by workflow' }));
      await expect.element(page.getByRole('link', { name: 'Open logs of 12/11/2026' })).toBeVisible();
      await expectNoAxeViolations(`the metrics page, ${theme}`);
    });
});
