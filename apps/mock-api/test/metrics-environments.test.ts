import { METRIC_GROUPS, NO_ENVIRONMENT, operations, type MetricsResponse, type RunWithSteps } from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MetricsQuery } from '../src/metrics/metrics-query';
import { workspaceMetrics } from '../src/metrics/workspace-metrics';
import { Store } from '../src/store/store';
import type { WorkflowRecord } from '../src/workflows/workflow-records';
import { moveEnvironment, workflowWithVersions } from './support/environments';
import { runToEnd } from './support/runs';
import { startTestServer, type TestServer } from './support/server';
import type { Workflow } from './support/workflows';

/* Metrics by environment and the environments' moves as markers (design sections 1.6 and 3.3). */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = Date.now();
const D = Math.ceil((T0 + 1) / DAY) * DAY;
let clock = T0;
const tick = () => new Date((clock += 5));
let t: TestServer;
let workflow: Workflow;
let other: Workflow;
const member = () => t.login('member');
const range = { from: new Date(D).toISOString(), to: new Date(D + 3 * DAY).toISOString() };

async function metrics(body: Record<string, unknown>): Promise<MetricsResponse> {
  const res = await t.call('POST', '/api/workspaces/1001/metrics', { token: await member(), body });
  if (res.status !== 200) throw new Error(`metrics: ${res.status} ${res.text}`);
  return operations['metrics.workspace'].response.parse(res.data);
}

async function moved(workflowId: string, name: string, body: Record<string, unknown>) {
  const res = await moveEnvironment(t, await member(), workflowId, name, body);
  if (res.status !== 200) throw new Error(`moving ${name}: ${res.status} ${res.text}`);
}

async function ran(workflowId: string, body: Record<string, unknown>): Promise<RunWithSteps> {
  const run = await runToEnd(t, await member(), workflowId, body);
  expect(run.status).toBe('succeeded');
  return run;
}

beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0, now: tick });
  const token = await member();
  workflow = await workflowWithVersions(t, token, 'Answers by environment', 2);
  other = await workflowWithVersions(t, token, 'Other answers', 1);

  // Day 0, an hour in: production on 1.0.0, staging on 2.0.0; two runs on production, one on
  // staging, and two that name no environment (a version, the draft).
  clock = D + HOUR;
  await moved(workflow.id, 'production', { version: '1.0.0' });
  await moved(workflow.id, 'staging', { version: '2.0.0' });
  await ran(workflow.id, {});
  await ran(workflow.id, { environment: 'production' });
  await ran(workflow.id, { environment: 'staging' });
  await ran(workflow.id, { version: '1.0.0' });
  await ran(workflow.id, { version: 'draft' });

  // Day 1: a canary on production, staging to 1.0.0 and rolled back to 2.0.0, a run on staging,
  // and another workflow's production.
  clock = D + DAY + 2 * HOUR;
  await moved(workflow.id, 'production', { canary: { version: '2.0.0', percent: 20 } });
  await moved(workflow.id, 'staging', { version: '1.0.0' });
  await moved(workflow.id, 'staging', { rollback: true });
  await ran(workflow.id, { environment: 'staging' });
  await moved(other.id, 'production', { version: '1.0.0' });
  await ran(other.id, {});
  clock = D + 3 * DAY;
});
afterAll(() => t.close());

const totals = (response: MetricsResponse) => response.series.map((series) => [series.key, series.label, series.total.runs]);

describe('metrics grouped by environment', () => {
  it("counts each environment's runs, and the runs that named none under '—'", async () => {
    const response = await metrics({ ...range, groupBy: 'environment', workflowId: workflow.id });
    expect(response.groupBy).toBe('environment');
    expect(totals(response)).toEqual([
      ['production', 'production', 2],
      ['staging', 'staging', 2],
      [NO_ENVIRONMENT.key, '—', 2],
    ]);
    expect(response.series.every((series) => series.workflowId === null)).toBe(true);
    // Day by day: staging's runs are one on day 0 and one on day 1.
    expect(response.series.find((series) => series.key === 'staging')!.points.map((point) => point.runs)).toEqual([1, 1, 0, 0]);
  });

  it("sums an environment's runs across the workspace's workflows", async () => {
    const response = await metrics({ ...range, groupBy: 'environment' });
    expect(totals(response)).toEqual([
      ['production', 'production', 3],
      ['staging', 'staging', 2],
      [NO_ENVIRONMENT.key, '—', 2],
    ]);
  });
});

describe('metrics of one environment', () => {
  it('count only the runs started through it, in the series, the total and the table per workflow', async () => {
    const response = await metrics({ ...range, groupBy: 'version', environment: 'production' });
    expect(totals(response)).toEqual([
      [`${workflow.id}@1.0.0`, 'Answers by environment 1.0.0', 2],
      [`${other.id}@1.0.0`, 'Other answers 1.0.0', 1],
    ]);
    expect(response.total.runs).toBe(3);
    expect(response.workflows.filter((row) => row.runs > 0).map((row) => [row.workflowName, row.runs])).toEqual([
      ['Answers by environment', 2],
      ['Other answers', 1],
    ]);
  });

  it("limit the model and node groups to the steps of the environment's runs", async () => {
    const all = await metrics({ ...range, groupBy: 'node', workflowId: workflow.id });
    const staging = await metrics({ ...range, groupBy: 'node', workflowId: workflow.id, environment: 'staging' });
    expect(staging.series.map((series) => series.key)).toEqual(all.series.map((series) => series.key));
    for (const series of staging.series) expect(series.total.runs).toBe(2);
    for (const series of all.series) expect(series.total.runs).toBe(6);
  });

  it('count nothing for an environment no run named, and refuse a name against the rule', async () => {
    expect((await metrics({ ...range, environment: 'canary-eu' })).total.runs).toBe(0);
    const res = await t.call('POST', '/api/workspaces/1001/metrics', { token: await member(), body: { ...range, environment: 'Not a name' } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual(['environment: Use 1–30 characters: lowercase letters, digits and -']);
  });

  it('answer the same from the runs of a partial hour as from the rollups of a whole one', async () => {
    // The runs of day 0 started after D + 1 h + 5 ms: from D + 1 h + 1 ms, that hour is read from its runs.
    const hour = { to: new Date(D + 2 * HOUR - 1).toISOString(), interval: 'hour' };
    for (const body of [{ groupBy: 'environment' }, { groupBy: 'model', environment: 'staging' }, { groupBy: 'version', environment: 'production' }]) {
      const whole = await metrics({ ...hour, ...body, from: new Date(D + HOUR).toISOString() });
      const partial = await metrics({ ...hour, ...body, from: new Date(D + HOUR + 1).toISOString() });
      expect(partial.series).toEqual(whole.series);
      expect(partial.total).toEqual(whole.total);
      expect(whole.total.runs).toBeGreaterThan(0);
    }
  });
});

describe('move markers', () => {
  it("list the environments' moves in the range beside the releases, oldest first, with kind, from and to", async () => {
    const response = await metrics(range);
    expect(response.moves.map(({ workflowName, environment, kind, from, to, canary }) => [workflowName, environment, kind, from, to, canary])).toEqual([
      ['Answers by environment', 'production', 'deploy', null, '1.0.0', null],
      ['Answers by environment', 'staging', 'deploy', null, '2.0.0', null],
      ['Answers by environment', 'production', 'canary', '1.0.0', '1.0.0', { version: '2.0.0', percent: 20 }],
      ['Answers by environment', 'staging', 'deploy', '2.0.0', '1.0.0', null],
      ['Answers by environment', 'staging', 'rollback', '1.0.0', '2.0.0', null],
      ['Other answers', 'production', 'deploy', null, '1.0.0', null],
    ]);
    expect(response.moves[0]!.at).toBe(new Date(Date.parse(response.moves[0]!.at)).toISOString());
    expect(response.moves.every((move, index) => index === 0 || move.at >= response.moves[index - 1]!.at)).toBe(true);
    // The releases were published before the range: the version markers stay as they were.
    expect(response.markers).toEqual([]);
  });

  it('keep to the workflow and environment asked for, and to the range', async () => {
    const staging = await metrics({ ...range, workflowId: workflow.id, environment: 'staging' });
    expect(staging.moves.map((move) => [move.environment, move.kind, move.to])).toEqual([
      ['staging', 'deploy', '2.0.0'],
      ['staging', 'deploy', '1.0.0'],
      ['staging', 'rollback', '2.0.0'],
    ]);
    const limited = await metrics({ ...range, workflowId: other.id });
    expect(limited.moves.map((move) => move.workflowName)).toEqual(['Other answers']);
    const dayZero = await metrics({ from: range.from, to: new Date(D + DAY - 1).toISOString() });
    expect(dayZero.moves.map((move) => move.kind)).toEqual(['deploy', 'deploy']);
  });
});

describe('a store whose rollups were kept before environments', () => {
  it('builds them again on open, split by environment, and answers every grouping, limited or not, as the rollups kept while the runs finished do', () => {
    const before = new Store({ snapshot: t.mock.store.snapshot() });
    // The rollups as they were kept before: no environment column.
    before.db.exec(`DROP TABLE metric_rollups; CREATE TABLE metric_rollups (workspace_id TEXT NOT NULL, span TEXT NOT NULL, dimension TEXT NOT NULL,
      bucket TEXT NOT NULL, workflow_id TEXT NOT NULL, group_key TEXT NOT NULL, label TEXT, latest TEXT NOT NULL, runs INTEGER NOT NULL,
      failures INTEGER NOT NULL, tokens INTEGER NOT NULL, credits REAL NOT NULL, active BLOB NOT NULL, wall BLOB NOT NULL)`);
    const rebuilt = new Store({ snapshot: before.snapshot() });
    before.close();
    try {
      const workflows = t.mock.store.records.list('1001', 'workflow') as WorkflowRecord[];
      const request = { workspaceId: '1001', from: new Date(D + 1_234_567), to: new Date(D + 2 * DAY + 7_654_321), workflows, workflowId: null };
      for (const environment of [null, 'production', 'staging']) {
        for (const groupBy of METRIC_GROUPS) {
          for (const interval of ['hour', 'day'] as const) {
            const kept = workspaceMetrics(t.mock.store, new MetricsQuery(t.mock.store), { ...request, environment, groupBy, interval });
            expect(kept.total.runs).toBeGreaterThan(0);
            expect(workspaceMetrics(rebuilt, new MetricsQuery(rebuilt), { ...request, environment, groupBy, interval })).toEqual(kept);
          }
        }
      }
    } finally {
      rebuilt.close();
    }
  });
});
