import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { FINISHED_RUN_STATUSES, METRIC_GROUPS, operations, type LatencyPercentiles, type MetricFigures, type MetricsResponse, type Run, type RunStep, type RunWithSteps } from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELATIVE_ACCURACY } from '../src/metrics/latency-sketch';
import { MetricsQuery } from '../src/metrics/metrics-query';
import { latencies, nearestRank } from '../src/metrics/percentile';
import { durationsOf } from '../src/metrics/tally';
import { workspaceMetrics } from '../src/metrics/workspace-metrics';
import { RunRecords } from '../src/runs/run-records';
import { runTablesSchema } from '../src/store/run-tables';
import { Store } from '../src/store/store';
import type { WorkflowRecord } from '../src/workflows/workflow-records';
import { chainOf, createRecord, node, runToEnd, settledRun, startRun } from './support/runs';
import { startTestServer, type TestServer } from './support/server';
import { createWorkflow, publish, saveDraft, type Workflow } from './support/workflows';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Nearest rank written out the long way: the reference the percentiles are checked against. */
function referencePercentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  let rank = 1;
  while (rank * 100 < p * sorted.length) rank += 1;
  return sorted[rank - 1]!;
}

describe('durations read back from the store', () => {
  it("are the numbers of group_concat's text, whole or not", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.nat({ max: 10_000_000 }), fc.double({ min: 0, max: 1e6, noNaN: true })), { minLength: 1, maxLength: 50 }), (values) => {
        expect([...durationsOf({ durations: values.join(',') })]).toEqual(values.map((value) => Number(String(value))));
      }),
    );
    expect([...durationsOf({ durations: '12,3.5,0,1e+21' })]).toEqual([12, 3.5, 0, 1e21]);
    expect(durationsOf({ durations: null })).toHaveLength(0);
  });
});

describe('nearest-rank percentiles', () => {
  it('equal the value at rank ceil(p/100 × n) of the sorted durations, on random data', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 120_000 }), { maxLength: 400 }), fc.integer({ min: 1, max: 100 }), (values, p) => {
        expect(nearestRank(Float64Array.from(values).sort(), p)).toBe(referencePercentile(values, p));
        expect(latencies(values)).toEqual({ p50: referencePercentile(values, 50), p95: referencePercentile(values, 95), p99: referencePercentile(values, 99) });
      }),
      { numRuns: 500 },
    );
  });

  it('answer null for no durations, and the one value for one', () => {
    expect(latencies([])).toEqual({ p50: null, p95: null, p99: null });
    expect(latencies([42])).toEqual({ p50: 42, p95: 42, p99: 42 });
    // 20 values: p95 is the 19th, p99 the 20th, p50 the 10th.
    expect(latencies(Array.from({ length: 20 }, (_, index) => 20 - index))).toEqual({ p50: 10, p95: 19, p99: 20 });
  });
});

// The server's clock ticks 5 ms at every reading, so runs and steps take measurable, different times.
// Versions are published on the real clock, from T0 on; the runs start on the next UTC days (D…).
const T0 = Date.now();
const D = Math.ceil((T0 + 1) / DAY) * DAY;
let clock = T0;
const tick = () => new Date((clock += 5));
let t: TestServer;

/** A fresh member session: moving the clock by days ends old ones. */
const member = () => t.login('member');

async function metrics(body: Record<string, unknown>, wid = '1001'): Promise<MetricsResponse> {
  const res = await t.call('POST', `/api/workspaces/${wid}/metrics`, { token: await member(), body });
  if (res.status !== 200) throw new Error(`metrics: ${res.status} ${res.text}`);
  return operations['metrics.workspace'].response.parse(res.data);
}

const simpleGraph = (wid = '1001') => chainOf([node.trigger(), node.agent('agent', 'Answer agent', {}, wid), node.output()]);
const range = { from: new Date(T0).toISOString(), to: new Date(D + 3 * DAY).toISOString() };

let steady: Workflow;
let failing: Workflow;
let waiting: Workflow;
let sandbox: Workflow;
/** Every run of workspace 1001 from T0 on, with its steps, read through the run calls. */
let runs: RunWithSteps[];

beforeAll(async () => {
  t = await startTestServer({ now: tick });
  let token = await member();
  steady = await createWorkflow(t, token, 'Metrics steady', { draft: simpleGraph() });
  expect((await publish(t, token, steady)).status).toBe(200);
  const toolId = await createRecord(t, token, 'tools/api', {
    name: 'metrics_closed',
    description: 'An API nobody answers',
    configurations: { url: 'http://127.0.0.1:9/orders', method: 'GET', headers: [], payload: '{}', authorization: { authType: 'none' }, promotedVariables: '{}' },
  });
  failing = await createWorkflow(t, token, 'Metrics failing', { draft: chainOf([node.trigger(), node.tool('orders', 'Orders', { toolType: 'api', toolId }), node.output()]) });
  const review = { humanInput: { enableHumanInput: true, instruction: 'Check it', enableBroker: false, option: 'messageBroker' as const, retryCount: 5 } };
  waiting = await createWorkflow(t, token, 'Metrics waiting', { draft: chainOf([node.trigger(), node.agent('agent', 'Reviewed agent', review), node.output()]) });
  sandbox = await createWorkflow(t, token, 'Metrics sandbox', { wid: '1002', draft: simpleGraph('1002') });

  // Day 0, an hour in: two runs of 1.0.0, a failure, a run left waiting, and a run in the other workspace.
  clock = D + HOUR;
  token = await member();
  await runToEnd(t, token, steady.id, { input: { message: 'First', metadata: {} } });
  await runToEnd(t, token, steady.id, { input: { message: 'Second question, longer', metadata: {} } });
  await runToEnd(t, token, failing.id, { version: 'draft' });
  const left = await startRun(t, token, waiting.id, { version: 'draft' });
  expect((await settledRun(t, token, (left.data as Run).id)).status).toBe('waiting');
  expect((await runToEnd(t, token, sandbox.id, { version: 'draft' }, '1002')).status).toBe('succeeded');

  // A second version; day 1: a run of it and another failure. Day 2 stays empty.
  const renamed = chainOf([node.trigger(), node.agent('agent', 'Answer agent v2'), node.output()]);
  steady = await saveDraft(t, token, steady, renamed);
  expect((await publish(t, token, steady)).status).toBe(200);
  clock = D + DAY + 2 * HOUR;
  token = await member();
  await runToEnd(t, token, steady.id, { input: { message: 'Third', metadata: {} } });
  await runToEnd(t, token, failing.id, { version: 'draft' });
  clock = D + 3 * DAY;

  const client = t.client(await member());
  const page = await client.call('runs.list', { params: { wid: '1001' }, query: { from: range.from, limit: '200' } });
  runs = await Promise.all(page.items.map((run) => client.call('runs.get', { params: { wid: '1001', runId: run.id } })));
});
afterAll(() => t.close());

const finished = (status: string) => (FINISHED_RUN_STATUSES as readonly string[]).includes(status);

const percentilesOf = (values: (number | null)[]) => {
  const durations = values.filter((duration): duration is number => duration !== null);
  return { p50: referencePercentile(durations, 50), p95: referencePercentile(durations, 95), p99: referencePercentile(durations, 99) };
};
const NO_LATENCY = { p50: null, p95: null, p99: null };

/** The figures of runs or steps, the long way: latency of active time, wall time beside it. */
function reference(items: { status: string; durationMs: number | null; activeMs: number | null; tokens: number; credits: number }[]): MetricFigures {
  const failures = items.filter((item) => item.status === 'failed').length;
  return {
    runs: items.length,
    failures,
    errorRate: items.length === 0 ? 0 : failures / items.length,
    ...percentilesOf(items.map((item) => item.activeMs)),
    wall: percentilesOf(items.map((item) => item.durationMs)),
    tokens: items.reduce((sum, item) => sum + item.tokens, 0),
    credits: Math.round(items.reduce((sum, item) => sum + item.credits, 0) * 1e6) / 1e6,
  };
}

/**
 * The figures, each percentile matched within the rollups' latency sketch's accuracy (exact below
 * 50 ms and at a bin's least or greatest duration, so for the short runs of this file).
 */
function withinSketchAccuracy(figures: MetricFigures) {
  const near = (value: number | null) =>
    value === null ? null : expect.toSatisfy((read: number) => Math.abs(read - value) <= RELATIVE_ACCURACY * value + 0.5, `within the sketch's accuracy of ${value}`);
  const percentiles = ({ p50, p95, p99 }: LatencyPercentiles) => ({ p50: near(p50), p95: near(p95), p99: near(p99) });
  return { ...figures, ...percentiles(figures), wall: percentiles(figures.wall) };
}
const dayOf = (iso: string) => `${iso.slice(0, 10)}T00:00:00.000Z`;
/** The day holding T0, then D and the three days after it. */
const days = [dayOf(new Date(T0).toISOString()), ...[0, 1, 2, 3].map((n) => new Date(D + n * DAY).toISOString())];
const asStepItem = (step: RunStep) => ({
  ...step,
  activeMs: step.durationMs === null ? null : step.durationMs - step.waitingMs,
  tokens: step.tokens.prompt + step.tokens.completion,
});

/** What a series should hold: the items grouped by key, per day and in total. */
function expectedSeries<T extends { startedAt: string }>(items: T[], keyOf: (item: T) => string, figuresOf: (items: T[]) => MetricFigures) {
  const keys = [...new Set(items.map(keyOf))];
  return Object.fromEntries(
    keys.map((key) => {
      const mine = items.filter((item) => keyOf(item) === key);
      return [key, { total: figuresOf(mine), points: days.map((start) => ({ start, ...figuresOf(mine.filter((item) => dayOf(item.startedAt) === start)) })) }];
    }),
  );
}
const seriesByKey = (response: MetricsResponse) => Object.fromEntries(response.series.map((series) => [series.key, { total: series.total, points: series.points }]));

describe('figures by day', () => {
  it('counts the finished runs of the range, day by day, as the run list gives them; a waiting run and the empty day count nothing', async () => {
    const counted = runs.filter((run) => finished(run.status));
    expect(counted).toHaveLength(5);
    expect(runs.some((run) => run.status === 'waiting')).toBe(true);
    const response = await metrics({ ...range, interval: 'day' });
    expect(response).toMatchObject({ from: range.from, to: range.to, interval: 'day', groupBy: 'none' });
    expect(response.series).toHaveLength(1);
    expect(response.series[0]).toMatchObject({ key: 'all', label: 'All workflows', workflowId: null });
    expect(seriesByKey(response)).toEqual(expectedSeries(counted, () => 'all', reference));
    expect(response.series[0]!.points.map((point) => point.start)).toEqual(days);
    expect(response.series[0]!.points[3]).toEqual({ start: days[3], runs: 0, failures: 0, errorRate: 0, ...NO_LATENCY, wall: NO_LATENCY, tokens: 0, credits: 0 });
    expect(response.total).toEqual(reference(counted));
    expect(response.total).toMatchObject({ runs: 5, failures: 2, errorRate: 0.4 });
  });

  it('groups by workflow, most runs first, with a row per workflow of the workspace (zeros for those without runs) and its last version', async () => {
    const response = await metrics({ ...range, groupBy: 'workflow' });
    const counted = runs.filter((run) => finished(run.status));
    expect(response.series.map((series) => [series.key, series.label, series.workflowId])).toEqual([
      [steady.id, 'Metrics steady', null],
      [failing.id, 'Metrics failing', null],
    ]);
    expect(seriesByKey(response)).toEqual(expectedSeries(counted, (run) => run.workflowId, reference));

    const workflows = t.mock.store.records.list('1001', 'workflow');
    expect(response.workflows.map((row) => row.workflowId)).toEqual(workflows.map((workflow) => workflow.id));
    const rowOf = (id: string) => response.workflows.find((row) => row.workflowId === id);
    expect(rowOf(steady.id)).toEqual({ workflowId: steady.id, workflowName: 'Metrics steady', lastVersion: '2.0.0', ...reference(counted.filter((run) => run.workflowId === steady.id)) });
    expect(rowOf(failing.id)).toMatchObject({ lastVersion: null, runs: 2, failures: 2, errorRate: 1 });
    expect(rowOf(waiting.id)).toEqual({
      workflowId: waiting.id, workflowName: 'Metrics waiting', lastVersion: null, runs: 0, failures: 0, errorRate: 0, ...NO_LATENCY, wall: NO_LATENCY, tokens: 0, credits: 0,
    });
  });

  it('groups by version, each keyed by workflow and version', async () => {
    const response = await metrics({ ...range, groupBy: 'version' });
    const counted = runs.filter((run) => finished(run.status));
    expect(response.series.map((series) => [series.key, series.label, series.workflowId])).toEqual([
      [`${failing.id}@draft`, 'Metrics failing draft', failing.id],
      [`${steady.id}@1.0.0`, 'Metrics steady 1.0.0', steady.id],
      [`${steady.id}@2.0.0`, 'Metrics steady 2.0.0', steady.id],
    ]);
    expect(seriesByKey(response)).toEqual(expectedSeries(counted, (run) => `${run.workflowId}@${run.version}`, reference));
  });

  it("groups by model over the model calls' own durations, tokens and credits", async () => {
    const response = await metrics({ ...range, groupBy: 'model' });
    const steps = runs
      .filter((run) => finished(run.status))
      .flatMap((run) => run.steps.filter((step) => step.kind === 'model').map((step) => ({ ...asStepItem(step), startedAt: run.startedAt })));
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect(response.series.every((series) => series.workflowId === null && series.label === series.key)).toBe(true);
    expect(seriesByKey(response)).toEqual(expectedSeries(steps, (step) => step.model!, reference));
    // The total stays the runs' figures, as the table per workflow is.
    expect(response.total.runs).toBe(5);
  });

  it("groups by node over the nodes visited, labelled with the node's name at the latest run", async () => {
    const response = await metrics({ ...range, groupBy: 'node' });
    const steps = runs
      .filter((run) => finished(run.status))
      .flatMap((run) => run.steps.filter((step) => step.parentId === null).map((step) => ({ ...asStepItem(step), startedAt: run.startedAt, workflowId: run.workflowId })));
    expect(seriesByKey(response)).toEqual(expectedSeries(steps, (step) => `${step.workflowId}:${step.nodeId}`, reference));
    const agent = response.series.find((series) => series.key === `${steady.id}:agent`)!;
    expect(agent).toMatchObject({ label: 'Answer agent v2', workflowId: steady.id, total: { runs: 3 } });
    expect(response.series.find((series) => series.key === `${failing.id}:orders`)).toMatchObject({ label: 'Orders', total: { runs: 2, failures: 2, errorRate: 1 } });
  });
});

describe('a deleted workflow', () => {
  it('keeps its runs in the figures under the name it had, and leaves the table per workflow', async () => {
    clock = D + 10 * DAY;
    const token = await member();
    const gone = await createWorkflow(t, token, 'Metrics gone', { draft: simpleGraph() });
    await runToEnd(t, token, gone.id, { version: 'draft' });
    expect((await t.call('DELETE', `/api/workspaces/1001/workflows/${gone.id}`, { token })).status).toBe(200);
    const response = await metrics({ from: new Date(D + 10 * DAY).toISOString(), to: new Date(D + 11 * DAY).toISOString(), groupBy: 'version' });
    expect(response.series.map((series) => [series.key, series.label, series.total.runs])).toEqual([[`${gone.id}@draft`, 'Metrics gone draft', 1]]);
    expect(response.total.runs).toBe(1);
    expect(response.workflows.map((row) => row.workflowId)).not.toContain(gone.id);
  });
});

describe('a run that waited for a reviewer', () => {
  it('records its active time without the wait, and metrics measure latency in active time, wall time beside it', async () => {
    clock = D + 20 * DAY;
    let token = await member();
    const approved = (await startRun(t, token, waiting.id, { version: 'draft' })).data as Run;
    expect((await settledRun(t, token, approved.id)).status).toBe('waiting');
    // The reviewer went to lunch.
    clock += 4 * HOUR;
    token = await member();
    expect((await t.call('POST', `/api/workspaces/1001/runs/${approved.id}/resume`, { token, body: { decision: 'approve' } })).status).toBe(200);
    const run = await settledRun(t, token, approved.id);

    expect(run.status).toBe('succeeded');
    expect(run.waitingMs).toBeGreaterThanOrEqual(4 * HOUR);
    expect(run.activeMs).toBe(run.durationMs! - run.waitingMs);
    expect(run.activeMs).toBeLessThan(60_000);
    const review = run.steps.find((step) => step.name === 'Reviewed agent')!;
    expect(review.waitingMs).toBeGreaterThanOrEqual(4 * HOUR);
    expect(review.durationMs! - review.waitingMs).toBeLessThan(60_000);
    expect(run.steps.filter((step) => step !== review).every((step) => step.waitingMs === 0)).toBe(true);

    const day = { from: new Date(D + 20 * DAY).toISOString(), to: new Date(D + 21 * DAY).toISOString() };
    const response = await metrics(day);
    expect(response.total).toMatchObject({ runs: 1, p50: run.activeMs, p95: run.activeMs, p99: run.activeMs, wall: { p50: run.durationMs, p95: run.durationMs, p99: run.durationMs } });
    const byNode = await metrics({ ...day, groupBy: 'node' });
    expect(byNode.series.find((series) => series.label === 'Reviewed agent')!.total).toMatchObject({ p95: review.durationMs! - review.waitingMs, wall: { p95: review.durationMs } });
  });

  it('counts the wait up to the end when the reviewer rejects or the run is cancelled', async () => {
    clock = D + 22 * DAY;
    const token = await member();
    const rejected = (await startRun(t, token, waiting.id, { version: 'draft' })).data as Run;
    const cancelled = (await startRun(t, token, waiting.id, { version: 'draft' })).data as Run;
    for (const run of [rejected, cancelled]) expect((await settledRun(t, token, run.id)).status).toBe('waiting');
    clock += 2 * HOUR;
    expect((await t.call('POST', `/api/workspaces/1001/runs/${rejected.id}/resume`, { token, body: { decision: 'reject', message: 'No' } })).status).toBe(200);
    expect((await t.call('POST', `/api/workspaces/1001/runs/${cancelled.id}/cancel`, { token })).status).toBe(200);
    for (const { id } of [rejected, cancelled]) {
      const run = await settledRun(t, token, id);
      expect(run.waitingMs).toBeGreaterThanOrEqual(2 * HOUR);
      expect(run.activeMs).toBe(run.durationMs! - run.waitingMs);
      expect(run.activeMs).toBeLessThan(60_000);
    }
  });
});

describe('figures by hour', () => {
  it('gives every hour from the one holding `from` to the one holding `to`, the empty ones with zeros', async () => {
    const from = new Date(D + 30 * 60_000).toISOString();
    const to = new Date(D + 3 * HOUR).toISOString();
    const response = await metrics({ from, to, interval: 'hour' });
    const hour = (ms: number) => new Date(Math.floor(ms / HOUR) * HOUR).toISOString();
    const starts = [0, 1, 2, 3].map((n) => new Date(D + n * HOUR).toISOString());
    expect(response.series[0]!.points.map((point) => point.start)).toEqual(starts);
    const counted = runs.filter((run) => finished(run.status) && run.startedAt >= from && run.startedAt <= to);
    expect(counted).toHaveLength(3);
    const points = response.series[0]!.points;
    starts.forEach((start, index) => {
      expect(points[index]).toEqual({ start, ...reference(counted.filter((run) => hour(Date.parse(run.startedAt)) === start)) });
    });
  });
});

describe('release markers', () => {
  it('lists the versions published in the range, oldest first, with their release type, and none from before it', async () => {
    const response = await metrics(range);
    expect(response.markers.map(({ workflowId, workflowName, version, releaseType }) => ({ workflowId, workflowName, version, releaseType }))).toEqual([
      { workflowId: steady.id, workflowName: 'Metrics steady', version: '1.0.0', releaseType: 'major' },
      { workflowId: steady.id, workflowName: 'Metrics steady', version: '2.0.0', releaseType: 'major' },
    ]);
    expect(Date.parse(response.markers[0]!.at)).toBeLessThanOrEqual(Date.parse(response.markers[1]!.at));
    const later = await metrics({ from: new Date(Date.now() + DAY).toISOString(), to: new Date(Date.now() + 2 * DAY).toISOString() });
    expect(later.markers).toEqual([]);
  });

  it("marks the seeded workflows' releases of the last 31 days, and splits Claims triage's runs at its latest release", async () => {
    const from = T0 - 31 * DAY;
    const response = await metrics({ from: new Date(from).toISOString(), to: new Date(T0).toISOString(), groupBy: 'version' });
    const seeded = t.mock.store
      .records.list('1001', 'workflow')
      .flatMap((workflow) => t.mock.store.versions.list('1001', workflow.id).map((version) => ({ ...version, workflowName: workflow.name })))
      .filter((version) => Date.parse(version.createdAt) >= from && Date.parse(version.createdAt) <= T0)
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    expect(response.markers).toEqual(seeded.map((version) => ({ at: version.createdAt, workflowId: version.workflowId, workflowName: version.workflowName, version: version.version, releaseType: version.releaseType })));

    const claims = seeded.find((version) => version.workflowName === 'Claims triage')!;
    const runsOf = async (version: string) => {
      const client = t.client(await member());
      const page = await client.call('runs.list', { params: { wid: '1001' }, query: { workflowId: claims.workflowId, version, from: new Date(from).toISOString(), limit: '200' } });
      return page.items.filter((run) => finished(run.status) && run.startedAt <= new Date(T0).toISOString());
    };
    const released = response.series.find((series) => series.key === `${claims.workflowId}@${claims.version}`)!;
    // Seeded runs take seconds: their percentiles come from the rollups' sketches, within its accuracy.
    expect(released.total).toEqual(withinSketchAccuracy(reference(await runsOf(claims.version))));
    expect(released.points.every((point) => point.runs === 0 || point.start >= dayOf(claims.createdAt))).toBe(true);
  });
});

describe('one workflow', () => {
  it("limits series, total, markers and the table to the workflow asked for", async () => {
    const response = await metrics({ ...range, groupBy: 'workflow', workflowId: failing.id });
    expect(response.series.map((series) => series.key)).toEqual([failing.id]);
    expect(response.total).toMatchObject({ runs: 2, failures: 2 });
    expect(response.markers).toEqual([]);
    expect(response.workflows).toEqual([expect.objectContaining({ workflowId: failing.id, runs: 2 })]);
    const nodes = await metrics({ ...range, groupBy: 'node', workflowId: steady.id });
    expect(nodes.series.every((series) => series.workflowId === steady.id)).toBe(true);
  });

  it("answers 404 for a workflow that is not in the workspace, another workspace's included", async () => {
    const token = await member();
    for (const workflowId of ['no-such-workflow', sandbox.id]) {
      const res = await t.call('POST', '/api/workspaces/1001/metrics', { token, body: { ...range, workflowId } });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe('Workflow not found');
    }
  });
});

describe('a bad request', () => {
  it('answers 400 listing each problem', async () => {
    const token = await member();
    const call = (body: unknown) => t.call('POST', '/api/workspaces/1001/metrics', { token, body });
    const bad = await call({ from: 'yesterday', to: '2026-13-01', interval: 'week', groupBy: 'tag', extra: 1 });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Validation failed');
    expect(bad.json.errors).toEqual(
      expect.arrayContaining([
        'from: from must be an ISO date-time',
        'to: to must be an ISO date-time',
        'interval: interval must be hour or day',
        'groupBy: groupBy must be one of none, workflow, version, model, node, environment',
      ]),
    );
    expect(bad.json.errors).toHaveLength(5);
    expect((await call({})).json.errors).toEqual(['from: from must be an ISO date-time', 'to: to must be an ISO date-time']);
    expect((await call({ from: range.to, to: range.from })).json.errors).toEqual(['to: to must not be before from']);
    const tooMany = await call({ from: '2026-01-01T00:00:00Z', to: '2026-06-01T00:00:00Z', interval: 'hour' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.errors).toEqual(['interval: The range holds more than 2208 intervals: choose a longer interval or a shorter range']);
    expect((await call({ from: '2026-01-01T00:00:00Z', to: '2026-06-01T00:00:00Z', interval: 'day' })).status).toBe(200);
  });
});

describe('workspace isolation', () => {
  it("never counts another workspace's runs, and refuses a workspace the user may not enter", async () => {
    const sandboxMetrics = await metrics({ ...range, groupBy: 'workflow' }, '1002');
    expect(sandboxMetrics.series.map((series) => [series.key, series.total.runs])).toEqual([[sandbox.id, 1]]);
    expect(sandboxMetrics.total.runs).toBe(1);
    expect(sandboxMetrics.workflows.map((row) => row.workflowId)).toContain(sandbox.id);
    const own = await metrics({ ...range, groupBy: 'workflow' });
    expect(own.series.map((series) => series.key)).not.toContain(sandbox.id);
    expect(own.workflows.map((row) => row.workflowId)).not.toContain(sandbox.id);

    const outsider = await t.login('outsider');
    expect((await t.call('POST', '/api/workspaces/1001/metrics', { token: outsider, body: range })).status).toBe(403);
    expect((await t.call('POST', '/api/workspaces/1001/metrics', { token: await member(), wid: '1002', body: range })).status).toBe(403);
  });
});

describe('a store written before the rollups', () => {
  it('gains them on open, built from its runs and steps, and answers as the rollups kept while the runs finished do', () => {
    const before = new Store({ snapshot: t.mock.store.snapshot() });
    before.db.exec('DROP TABLE metric_rollups');
    const rebuilt = new Store({ snapshot: before.snapshot() });
    before.close();
    try {
      const workflows = t.mock.store.records.list('1001', 'workflow') as WorkflowRecord[];
      // The seeded month and the days of this file's runs, from the middle of an hour to the middle of another.
      const request = { workspaceId: '1001', from: new Date(T0 - 31 * DAY + 1_234_567), to: new Date(D + 30 * DAY + 7_654_321), workflows, workflowId: null, environment: null };
      for (const groupBy of METRIC_GROUPS) {
        for (const interval of ['hour', 'day'] as const) {
          const kept = workspaceMetrics(t.mock.store, new MetricsQuery(t.mock.store), { ...request, groupBy, interval });
          expect(kept.total.runs).toBeGreaterThan(10);
          expect(workspaceMetrics(rebuilt, new MetricsQuery(rebuilt), { ...request, groupBy, interval })).toEqual(kept);
        }
      }
    } finally {
      rebuilt.close();
    }
  });
});

describe('a store written before the metric columns', () => {
  it('gains them on start, filled from the runs and steps it holds, waits for human input read back from the log', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'metrics-store-'));
    try {
      const old = new Database(path.join(dataDir, 'mock-api.sqlite'));
      old.exec(runTablesSchema);
      const at = '2026-11-20T10:00:00.000Z';
      const run = (id: string, status: string, durationMs: number) => ({ id, workflowId: 'w1', workflowName: 'Old workflow', version: '1.0.0', status, startedAt: at, durationMs, tokens: 10, credits: 0.5 });
      const insert = old.prepare('INSERT INTO runs (workspace_id, id, workflow_id, status, version, trigger, started_at, json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
      insert.run('1001', 'r1', 'w1', 'succeeded', '1.0.0', 'api', at, JSON.stringify(run('r1', 'succeeded', 100)));
      insert.run('1001', 'r2', 'w1', 'failed', '1.0.0', 'api', at, JSON.stringify(run('r2', 'failed', 300)));
      // r3 waited four hours for a reviewer: its step logged the wait 200 ms after it started.
      insert.run('1001', 'r3', 'w1', 'succeeded', '1.0.0', 'api', at, JSON.stringify(run('r3', 'succeeded', 4 * HOUR + 500)));
      const step = { id: 's1', parentId: null, nodeId: 'agent', kind: 'agent', name: 'Old agent', status: 'succeeded', durationMs: 80, tokens: { prompt: 3, completion: 4 }, credits: 0.25, model: null };
      const insertStep = old.prepare('INSERT INTO run_steps (run_id, id, json) VALUES (?, ?, ?)');
      insertStep.run('r1', 's1', JSON.stringify(step));
      const reviewStart = Date.parse(at) + 100;
      const reviewed = { ...step, id: 's3', nodeId: 'review', name: 'Old review', tokens: { prompt: 0, completion: 0 }, credits: 0, startedAt: new Date(reviewStart).toISOString(), endedAt: new Date(reviewStart + 4 * HOUR + 300).toISOString(), durationMs: 4 * HOUR + 300 };
      insertStep.run('r3', 's3', JSON.stringify(reviewed));
      const waitLine = { id: 'l1', ts: new Date(reviewStart + 200).toISOString(), runId: 'r3', spanId: 's3', message: 'Old review is waiting for human input' };
      old.prepare('INSERT INTO run_logs (workspace_id, run_id, ts, level, json) VALUES (?, ?, ?, ?, ?)').run('1001', 'r3', waitLine.ts, 'info', JSON.stringify(waitLine));
      old.close();

      for (let start = 0; start < 2; start++) {
        const store = new Store({ dataDir });
        const request = { workspaceId: '1001', from: new Date('2026-11-20T00:00:00Z'), to: new Date('2026-11-20T23:00:00Z'), interval: 'day' as const, workflows: [], workflowId: null, environment: null };
        const byWorkflow = workspaceMetrics(store, new MetricsQuery(store), { ...request, groupBy: 'workflow' });
        // r3 waited 4 h 100 ms (from its wait's log line to its step's end): 400 ms active.
        expect(byWorkflow.total).toEqual({
          runs: 3, failures: 1, errorRate: 1 / 3, p50: 300, p95: 400, p99: 400, wall: { p50: 300, p95: 4 * HOUR + 500, p99: 4 * HOUR + 500 }, tokens: 30, credits: 1.5,
        });
        expect(byWorkflow.series.map((series) => series.label)).toEqual(['Old workflow']);
        const byNode = workspaceMetrics(store, new MetricsQuery(store), { ...request, groupBy: 'node' });
        expect(byNode.series.map((series) => [series.key, series.label, series.total.tokens, series.total.p50, series.total.wall.p50])).toEqual([
          ['w1:agent', 'Old agent', 7, 80, 80],
          ['w1:review', 'Old review', 0, 200, 4 * HOUR + 300],
        ]);
        const records = new RunRecords(store);
        expect(records.run('1001', 'r3')).toMatchObject({ durationMs: 4 * HOUR + 500, activeMs: 400, waitingMs: 4 * HOUR + 100 });
        expect(records.run('1001', 'r1')).toMatchObject({ durationMs: 100, activeMs: 100, waitingMs: 0 });
        expect(records.steps('r3')[0]).toMatchObject({ waitingMs: 4 * HOUR + 100 });
        store.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
