import { operations, type RunSummary } from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainOf, node, runsPath, runToEnd } from './support/runs';
import { startTestServer, type TestServer } from './support/server';
import { createWorkflow } from './support/workflows';

// The server's clock: tests move it to put runs outside the 7 days instead of waiting.
let clock = Date.UTC(2026, 10, 20, 9, 0, 0);
const days = (n: number) => n * 86_400_000;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => t.close());

const simpleGraph = () => chainOf([node.trigger(), node.agent('agent', 'Answer agent'), node.output()]);

/** `GET …/runs/summary` as a member (a fresh session: moving the clock ends old ones), checked against the contract. */
async function summary(query = '', wid = '1001'): Promise<RunSummary['workflows']> {
  const token = await t.login('member');
  const res = await t.call('GET', runsPath(wid, `/summary${query}`), { token });
  if (res.status !== 200) throw new Error(`summary: ${res.status} ${res.text}`);
  return operations['runs.summary'].response.parse(res.data).workflows;
}
const entryOf = (workflows: RunSummary['workflows'], workflowId: string) => workflows.find((entry) => entry.workflowId === workflowId);

describe('the run summary', () => {
  it("names every workflow of the workspace and agrees with the run list on the seeded history: each one's newest run, and its runs in the 7 days", async () => {
    const from = new Date(clock - days(7)).toISOString();
    const client = t.client(await t.login('member'));
    const entries = await summary();
    expect(entries.map((entry) => entry.workflowId)).toEqual(t.mock.store.records.list('1001', 'workflow').map((workflow) => workflow.id));
    const ran = entries.filter((entry) => entry.lastRun !== null);
    expect(ran.length).toBeGreaterThanOrEqual(3);
    expect(ran.some((entry) => entry.runs > 0)).toBe(true);
    for (const entry of ran) {
      const listed = [];
      let cursor: string | undefined;
      do {
        const page = await client.call('runs.list', { params: { wid: '1001' }, query: { workflowId: entry.workflowId, from, limit: '200', ...(cursor && { cursor }) } });
        listed.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(entry.runs).toBe(listed.length);
      const newest = await client.call('runs.list', { params: { wid: '1001' }, query: { workflowId: entry.workflowId, limit: '1' } });
      expect(entry.lastRun).toEqual({ id: newest.items[0]!.id, status: newest.items[0]!.status, startedAt: newest.items[0]!.startedAt, version: newest.items[0]!.version, error: newest.items[0]!.error });
    }
  });

  it("gives a workflow that never ran no last run and 0 runs, then its latest run and the count right after runs", async () => {
    const member = await t.login('member');
    const workflow = await createWorkflow(t, member, 'Summed up', { draft: simpleGraph() });
    expect(entryOf(await summary(), workflow.id)).toEqual({ workflowId: workflow.id, lastRun: null, runs: 0 });

    await runToEnd(t, member, workflow.id, { version: 'draft' });
    clock += 1000;
    const last = await runToEnd(t, member, workflow.id, { version: 'draft', input: { message: 'Second', metadata: {} } });
    expect(entryOf(await summary(), workflow.id)).toEqual({
      workflowId: workflow.id,
      lastRun: { id: last.id, status: 'succeeded', startedAt: last.startedAt, version: 'draft', error: null },
      runs: 2,
    });
  });

  it("gives a last run rejected in review its error: 'Rejected in human review' and the reviewer's message", async () => {
    const member = await t.login('member');
    const humanInput = { enableHumanInput: true, instruction: 'Check it', enableBroker: false, option: 'messageBroker' as const, retryCount: 5 };
    const workflow = await createWorkflow(t, member, 'Rejected last', { draft: chainOf([node.trigger(), node.agent('agent', 'Reviewed agent', { humanInput }), node.output()]) });
    const waiting = await runToEnd(t, member, workflow.id, { version: 'draft' });
    expect(waiting.status).toBe('waiting');
    await t.call('POST', runsPath('1001', `/${waiting.id}/resume`), { token: member, body: { decision: 'reject', message: 'Too much' } });
    expect(entryOf(await summary(), workflow.id)?.lastRun).toMatchObject({ id: waiting.id, status: 'failed', error: 'Rejected in human review: Too much' });
  });

  it('counts only the runs started in the last 7 days, or since `from`; the last run is counted wherever it started', async () => {
    const member = await t.login('member');
    const workflow = await createWorkflow(t, member, 'Windowed', { draft: simpleGraph() });
    const old = await runToEnd(t, member, workflow.id, { version: 'draft' });
    clock += days(8);
    expect(entryOf(await summary(), workflow.id)).toEqual({
      workflowId: workflow.id,
      lastRun: { id: old.id, status: 'succeeded', startedAt: old.startedAt, version: 'draft', error: null },
      runs: 0,
    });

    const recent = await runToEnd(t, await t.login('member'), workflow.id, { version: 'draft' });
    expect(entryOf(await summary(), workflow.id)).toMatchObject({ lastRun: { id: recent.id }, runs: 1 });
    expect(entryOf(await summary(`?from=${encodeURIComponent(old.startedAt)}`), workflow.id)).toMatchObject({ runs: 2 });
    expect(entryOf(await summary(`?from=${new Date(clock + 1000).toISOString()}`), workflow.id)).toMatchObject({ runs: 0 });
  });

  it('answers 400 listing the problem of a bad query, and is not read as a run called "summary"', async () => {
    const token = await t.login('member');
    const bad = await t.call('GET', runsPath('1001', '/summary?from=yesterday&limit=5'), { token });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ message: 'Validation failed', errors: ['from: from must be an ISO date-time', 'limit: Unrecognized field'] });
    expect((await t.call('GET', runsPath('1001', '/summary?from=2026-11-01T00:00:00Z'), { token })).status).toBe(200);
  });
});

describe('workspace isolation', () => {
  it("lists only the workspace's own workflows and runs, and refuses a workspace the user may not enter", async () => {
    const member = await t.login('member');
    const workflow = await createWorkflow(t, member, 'Kept apart', { draft: simpleGraph() });
    await runToEnd(t, member, workflow.id, { version: 'draft' });
    const sandbox = await summary('', '1002');
    expect(entryOf(sandbox, workflow.id)).toBeUndefined();
    expect(sandbox.every((entry) => entry.lastRun === null && entry.runs === 0)).toBe(true);

    const outsider = await t.login('outsider');
    expect((await t.call('GET', runsPath('1001', '/summary'), { token: outsider })).status).toBe(403);
    expect((await t.call('GET', runsPath('1001', '/summary'), { token: member, wid: '1002' })).status).toBe(403);
  });
});
