import { operations, type Run, type RunStep } from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { DEFAULT_HISTORY_RUNS, parseServerArgs } from '../src/options';
import { seedId } from '../src/seed/records';
import { runToEnd } from './support/runs';
import { startTestServer, type TestServer } from './support/server';
import { experimentsPath } from './support/testing-studio';

const DAY_MS = 86_400_000;
/** The default history: the first three workflows' runs, and Policy brief's (seeded later, in a stream of its own). */
const HISTORY_RUNS = DEFAULT_HISTORY_RUNS + DEFAULT_HISTORY_RUNS / 10;
const id = (key: Parameters<typeof seedId>[0], n: number) => seedId(key, '1001', n);

let t: TestServer;
let member: string;
let runs: Run[];
beforeAll(async () => {
  t = await startTestServer();
  await t.mock.ready;
  member = await t.login('member');
  runs = t.mock.store.db.prepare<[], { json: string }>("SELECT json FROM runs WHERE workspace_id = '1001' ORDER BY seq").all().map((row) => JSON.parse(row.json) as Run);
});
afterAll(() => t.close());

const stepsOf = (runId: string) => t.mock.engine.detail('1001', runId)!.steps;
const countBy = <T>(items: T[], key: (item: T) => string) => items.reduce((counts, item) => counts.set(key(item), (counts.get(key(item)) ?? 0) + 1), new Map<string, number>());

describe('the seeded history', () => {
  it('holds the default number of runs of the first three workflows and a tenth as many of Policy brief, two or more versions each, over about 30 days', () => {
    // The seeded testing studio's experiments add their runs after the history's.
    expect(runs.filter((run) => run.trigger !== 'experiment')).toHaveLength(HISTORY_RUNS);
    const versions = new Map<string, Set<string>>();
    for (const run of runs) versions.set(run.workflowName, (versions.get(run.workflowName) ?? new Set()).add(run.version));
    expect([...versions.keys()].sort()).toEqual(['Claims triage', 'Policy Q&A', 'Policy brief', 'Support intake']);
    for (const [name, seen] of versions) expect(seen.size, name).toBeGreaterThanOrEqual(2);
    const started = runs.map((run) => Date.parse(run.startedAt));
    const now = Date.now();
    expect(now - Math.min(...started)).toBeGreaterThan(29 * DAY_MS);
    expect(now - Math.min(...started)).toBeLessThan(31 * DAY_MS);
    expect(now - Math.max(...started)).toBeLessThan(DAY_MS);
    const days = new Set(started.map((at) => Math.floor((now - at) / DAY_MS)));
    expect(days.size).toBeGreaterThanOrEqual(29);
  });

  it('has succeeded, failed, blocked and waiting runs, each with steps, log lines, durations and the tokens of its models', () => {
    const statuses = countBy(runs, (run) => run.status);
    for (const status of ['succeeded', 'failed', 'blocked', 'waiting']) expect(statuses.get(status), status).toBeGreaterThan(0);
    expect(statuses.get('succeeded')! / runs.length).toBeGreaterThan(0.5);
    for (const run of runs) {
      const steps = stepsOf(run.id);
      expect(steps.length, run.id).toBeGreaterThan(0);
      expect(t.mock.engine.logs('1001', run.id).length, run.id).toBeGreaterThanOrEqual(steps.length);
      const models = steps.filter((step) => step.kind === 'model');
      expect(run.tokens).toBe(models.reduce((sum, step) => sum + step.tokens.prompt + step.tokens.completion, 0));
    }
    const finished = runs.filter((run) => run.endedAt !== null);
    expect(finished.every((run) => run.durationMs! > 0)).toBe(true);
    expect(runs.find((run) => run.status === 'blocked')!.error).toMatch(/^Blocked by the guardrail '(Prompt injection|Bias detection)'/);
  });

  it("times Support intake's waits for a reviewer apart: hours of wall time, seconds of active time", () => {
    const finished = runs.filter((run) => run.endedAt !== null);
    for (const run of finished) expect(run.activeMs, run.id).toBe(run.durationMs! - run.waitingMs);
    const reviewed = finished.filter((run) => run.workflowName === 'Support intake' && run.waitingMs > 0);
    expect(reviewed.length).toBeGreaterThan(5);
    expect(reviewed.every((run) => run.waitingMs >= 5 * 60_000 && run.activeMs! < 60_000)).toBe(true);
    expect(finished.filter((run) => run.workflowName !== 'Support intake').every((run) => run.waitingMs === 0)).toBe(true);
  });

  it('gives each model its own latency', () => {
    const modelSteps = runs.flatMap((run) => stepsOf(run.id)).filter((step): step is RunStep & { durationMs: number } => step.kind === 'model' && step.durationMs !== null);
    const mean = (model: string) => {
      const durations = modelSteps.filter((step) => step.model === model).map((step) => step.durationMs);
      return durations.reduce((sum, each) => sum + each, 0) / durations.length;
    };
    expect(mean('gpt-4o')).toBeGreaterThan(100);
    expect(mean('mistral:7b-instruct')).toBeGreaterThan(100);
    expect(Math.abs(mean('gpt-4o') - mean('mistral:7b-instruct'))).toBeGreaterThan(50);
  });

  it("raises Claims triage's error rate in the days after 2.0.0, when its policy lookup step meets a partner's own policy references", () => {
    const released = Date.parse(t.mock.store.versions.list('1001', id('workflow', 1)).find((version) => version.version === '2.0.0')!.createdAt);
    const claims = runs.filter((run) => run.workflowName === 'Claims triage' && run.endedAt !== null);
    const errorRate = (some: Run[]) => some.filter((run) => run.status === 'failed').length / some.length;
    const afterRelease = (run: Run) => Date.parse(run.startedAt) >= released && Date.parse(run.startedAt) < released + 4 * DAY_MS;
    const surge = claims.filter(afterRelease);
    expect(surge.length).toBeGreaterThan(5);
    expect(errorRate(surge)).toBeGreaterThan(3 * errorRate(claims.filter((run) => !afterRelease(run))));
    expect(surge.some((run) => run.status === 'failed' && String(run.input.metadata?.policy_number).startsWith('BRK/'))).toBe(true);
  });

  it("counts each finished run in its workflow's executions, as the usage dashboard reads them", () => {
    const finished = countBy(runs.filter((run) => run.endedAt !== null), (run) => run.workflowName);
    const executions = new Map<string, number>();
    for (const row of t.mock.store.usage.executions('1001')) executions.set(row.workflowName, (executions.get(row.workflowName) ?? 0) + row.count);
    for (const [name, count] of finished) expect(executions.get(name), name).toBe(count);
  });

  it('called the demo REST API and the demo MCP server of the mock API offline, and their steps succeeded', () => {
    const steps = runs.filter((run) => run.workflowName === 'Claims triage' && run.status === 'succeeded').flatMap((run) => stepsOf(run.id));
    const succeeded = (name: string) => steps.filter((step) => step.name === name && step.status === 'succeeded');
    expect(succeeded('Policy lookup').length).toBeGreaterThan(0);
    expect(succeeded('Policy lookup')[0]!.output).toMatchObject({ status: 200, response: { holder_name: 'Jane Doe' } });
    expect(succeeded('demo_tools.search_docs').length).toBeGreaterThan(0);
    expect(succeeded('demo_tools.get_weather')[0]!.output).toEqual({ text: expect.stringContaining('partly cloudy') });
  });

  it('is the same from two seeds: same ids, times, statuses, steps and outputs', async () => {
    const now = new Date('2026-11-20T12:00:00.000Z');
    const seedAt = async () => {
      const mock = createApp({ store: 'memory', log: null, now: () => now });
      await mock.ready;
      const rows = mock.store.db.prepare<[], { run: string; steps: string }>('SELECT r.json AS run, (SELECT group_concat(s.json) FROM run_steps s WHERE s.run_id = r.id) AS steps FROM runs r ORDER BY r.seq').all();
      await mock.close();
      return rows;
    };
    const [first, second] = [await seedAt(), await seedAt()];
    expect(first.filter((row) => (JSON.parse(row.run) as Run).trigger !== 'experiment')).toHaveLength(HISTORY_RUNS);
    expect(second).toEqual(first);
  });
});

describe('seeded runs through the runs calls', () => {
  it('lists them like any other, filtered and paged, and answers one with its steps', async () => {
    const client = t.client(member);
    const claims = runs.filter((run) => run.workflowId === id('workflow', 1));
    const first = await client.call('runs.list', { params: { wid: '1001' }, query: { workflowId: id('workflow', 1), limit: '20' } });
    expect(first.items.map((run) => run.id)).toEqual(claims.slice(-20).reverse().map((run) => run.id));
    const next = await client.call('runs.list', { params: { wid: '1001' }, query: { workflowId: id('workflow', 1), limit: '20', cursor: first.nextCursor! } });
    expect(next.items[0]!.id).toBe(claims.at(-21)!.id);
    const waiting = await client.call('runs.list', { params: { wid: '1001' }, query: { status: 'waiting' } });
    expect(waiting.items.length).toBeGreaterThan(0);
    expect(waiting.items.every((run) => run.workflowName === 'Support intake')).toBe(true);
    const one = await client.call('runs.get', { params: { wid: '1001', runId: claims.at(-1)!.id } });
    expect(one.steps.map((step) => step.id)).toEqual(stepsOf(claims.at(-1)!.id).map((step) => step.id));
  });

  it('runs a seeded workflow again over the network: its policy lookup and MCP tool steps succeed against the demo servers', async () => {
    const run = await runToEnd(t, member, id('workflow', 1), { input: { message: 'Policy POL-20431: a tree fell on the car.', metadata: { policy_number: 'POL-20431' } } });
    expect(run).toMatchObject({ status: 'succeeded', version: '2.0.0' });
    const named = (name: string) => run.steps.find((step) => step.name === name);
    expect(named('Policy lookup')).toMatchObject({ status: 'succeeded', output: { status: 200 } });
    expect(named('demo_tools.search_docs')).toMatchObject({ status: 'succeeded', attributes: { url: `${t.origin}/demo-mcp/mcp` } });
  });
});

describe('the history option', () => {
  it('seeds --history-runs runs, points the seeded tools at --port, and refuses a count that is not whole', () => {
    const { options } = parseServerArgs(['--history-runs', '100000', '--port', '4555'], {}, '/tmp/data');
    expect(options).toMatchObject({ historyRuns: 100000, origin: 'http://127.0.0.1:4555' });
    expect(parseServerArgs([], {}, '/tmp/data').options.historyRuns).toBe(DEFAULT_HISTORY_RUNS);
    expect(() => parseServerArgs(['--history-runs', 'many'], {}, '/tmp/data')).toThrow('--history-runs must be a whole number');
  });
});

describe('the seeded testing studio', () => {
  it('has a report on first start: Policy Q&A 1.1.0 against 1.0.0, the gender question regressed first', async () => {
    const list = operations['experiments.list'].response.parse((await t.call('GET', experimentsPath('1001'), { token: member })).data);
    expect(list.map((experiment) => [experiment.version, experiment.status, experiment.datasetVersion])).toEqual([
      ['1.1.0', 'completed', 2],
      ['1.0.0', 'completed', 2],
    ]);
    const report = operations['experiments.get'].response.parse((await t.call('GET', experimentsPath('1001', `/${list[0]!.id}`), { token: member })).data);
    expect(report.items[0]).toMatchObject({ input: { message: 'Can the premium differ by gender for the same cover?' }, outcome: 'regressed', runStatus: 'blocked' });
    expect(report.comparison).toMatchObject({ regressed: 1, improved: 0, unchanged: 5 });
    expect(runs.filter((run) => run.trigger === 'experiment')).toHaveLength(12);
  });
});
