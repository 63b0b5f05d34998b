import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { operations, type LogLine, type Run, type RunEvent } from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_BEARER_TOKEN } from '../src/demo/api';
import { seedId } from '../src/seed/records';
import { addVaultKey, chainOf, createRecord, node, readEvents, runsPath, runToEnd, settledRun, startRun } from './support/runs';
import { startTestServer, type TestServer } from './support/server';
import { createWorkflow } from './support/workflows';

let t: TestServer;
let member: string;
beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0 });
  member = await t.login('member');
});
afterAll(() => t.close());

const simpleGraph = () => chainOf([node.trigger(), node.agent('agent', 'Answer agent'), node.output()]);

describe('the events stream', () => {
  it('replays a finished run in order and closes; with Last-Event-ID it sends only what came after', async () => {
    const workflow = await createWorkflow(t, member, 'Streamed', { draft: simpleGraph() });
    const run = await runToEnd(t, member, workflow.id, { version: 'draft', input: { message: 'Hello', metadata: {} } });
    const events = await readEvents(t, member, run.id);

    expect(events.map((event) => event.id)).toEqual(events.map((_, index) => index + 1));
    expect(events[0]).toMatchObject({ event: 'run.status', data: { status: 'queued' } });
    expect(events.at(-1)).toMatchObject({ event: 'run.finished', data: { status: 'succeeded', output: run.output } });
    const started = events.filter((event) => event.event === 'step.started').map((event) => (event.data as { name: string }).name);
    expect(started).toEqual(['Trigger', 'Answer agent', 'GPT-4o Production', 'Output']);
    const logs = events.filter((event): event is Extract<RunEvent, { event: 'log' }> => event.event === 'log').map((event) => event.data);
    const ended = logs.find((line) => line.message === 'Answer agent succeeded')!;
    const agentStep = run.steps.find((step) => step.name === 'Answer agent')!;
    expect(ended).toMatchObject({ level: 'info', runId: run.id, workflowId: workflow.id, workflowName: 'Streamed', version: 'draft', nodeId: 'agent', node: 'Answer agent', spanId: agentStep.id, durationMs: agentStep.durationMs });
    expect(logs.find((line) => line.message === 'GPT-4o Production succeeded')).toMatchObject({ node: 'Answer agent', nodeId: 'agent' });

    // The run is read with its last event's id, so a stream opened after it repeats nothing.
    expect(run.lastEventId).toBe(events.length);
    // A log line is kept once, in its row of the log index beside its searchable columns, not in the run's log too.
    expect(t.mock.store.db.prepare("SELECT COUNT(*) AS n FROM run_events WHERE run_id = ? AND event = 'log'").get(run.id)).toEqual({ n: 0 });
    expect(t.mock.store.db.prepare('SELECT COUNT(*) AS n FROM run_logs WHERE run_id = ? AND json IS NOT NULL').get(run.id)).toEqual({ n: logs.length });
    expect(t.mock.engine.logs('1001', run.id)).toEqual(logs);

    const rest = await readEvents(t, member, run.id, { lastEventId: 5 });
    expect(rest).toEqual(events.slice(5));
    expect(await readEvents(t, member, run.id, { lastEventId: events.length })).toEqual([]);
  });

  it('follows a live run: a client reconnecting with Last-Event-ID misses nothing', async () => {
    const graph = chainOf([
      node.trigger(),
      node.agent('agent', 'Reviewed agent', { humanInput: { enableHumanInput: true, instruction: 'Check it', enableBroker: false, option: 'messageBroker', retryCount: 5 } }),
      node.output(),
    ]);
    const workflow = await createWorkflow(t, member, 'Streamed live', { draft: graph });
    const started = (await startRun(t, member, workflow.id, { version: 'draft' })).data as Run;
    await settledRun(t, member, started.id);

    // The first connection reads what the waiting run has done, then drops.
    const controller = new AbortController();
    const response = await fetch(`${t.origin}${runsPath('1001', `/${started.id}/events`)}`, {
      headers: { authorization: `Bearer ${member}`, 'x-workspace-id': '1001' },
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    let seen = '';
    while (!seen.includes('event: run.status\ndata: {') || !/"status":"waiting"/.test(seen)) seen += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    const lastSeen = Math.max(...[...seen.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1])));

    await t.call('POST', runsPath('1001', `/${started.id}/resume`), { token: member, body: { decision: 'approve' } });
    await settledRun(t, member, started.id);
    const rest = await readEvents(t, member, started.id, { lastEventId: lastSeen });
    const all = await readEvents(t, member, started.id);
    expect(rest[0]!.id).toBe(lastSeen + 1);
    expect(all.slice(lastSeen)).toEqual(rest);
    expect(rest.at(-1)).toMatchObject({ event: 'run.finished', data: { status: 'succeeded' } });
  });
});

describe('records', () => {
  it("counts a finished run in its workflow's executions and adds its tokens and credits to usage", async () => {
    const workflow = await createWorkflow(t, member, 'Counted', { draft: simpleGraph() });
    const range = { from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date(Date.now() + 86_400_000).toISOString() };
    const usage = async (type: string) => (await t.call('POST', '/api/workspaces/1001/usage', { token: member, body: { ...range, type, groupBy: 'model' } })).data as Record<string, { usage: number; model?: string; workflowName?: string; executionCount?: number }[]>;
    const openAiTokens = async () => (await usage('tokens')).tokens!.filter((row) => row.model === 'OpenAI').reduce((sum, row) => sum + row.usage, 0);
    const tokensBefore = await openAiTokens();

    const run = await runToEnd(t, member, workflow.id, { version: 'draft', input: { message: 'Count me', metadata: {} } });
    await runToEnd(t, member, workflow.id, { version: 'draft', input: { message: 'Count me', metadata: {} } });
    const executions = (await t.call('POST', '/api/workspaces/1001/usage', { token: member, body: { ...range, type: 'workflows' } })).data as { workflows: { workflowName: string; executionCount: number }[] };
    expect(executions.workflows.find((row) => row.workflowName === 'Counted')?.executionCount).toBe(2);
    expect(await openAiTokens()).toBeCloseTo(tokensBefore + (2 * run.tokens) / 1000, 6);
  });

  it('keeps no secret value in a run, its steps, its events or its log lines', async () => {
    await addVaultKey(t, member, 'records_orders_token', DEMO_API_BEARER_TOKEN);
    const toolId = await createRecord(t, member, 'tools/api', {
      name: 'records_orders',
      description: 'The demo orders API',
      configurations: { url: `${t.origin}/demo-api/secure/orders`, method: 'GET', headers: [], payload: '{}', authorization: { authType: 'bearer', meta: { token: 'records_orders_token' } }, promotedVariables: '{}' },
    });
    const graph = chainOf([node.trigger(), node.tool('orders', 'Orders', { toolType: 'api', toolId, secrets: [{ name: 'signature', vaultKey: 'records_orders_token' }] }), node.output()]);
    const workflow = await createWorkflow(t, member, 'No secrets', { draft: graph });
    const run = await runToEnd(t, member, workflow.id, { version: 'draft' });
    expect(run.status).toBe('succeeded');
    const texts = [JSON.stringify(run), JSON.stringify(await readEvents(t, member, run.id)), JSON.stringify(t.mock.engine.logs('1001', run.id))];
    for (const text of texts) expect(text).not.toContain(DEMO_API_BEARER_TOKEN);
    expect(JSON.stringify(run.steps)).toContain('vault:records_orders_token');
  });

  it('survives a restart of the mock API', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mock-api-runs-'));
    try {
      const first = await startTestServer({ store: { dataDir } });
      const token = await first.login('member');
      const workflow = await createWorkflow(first, token, 'Durable', { draft: simpleGraph() });
      const run = await runToEnd(first, token, workflow.id, { version: 'draft' });
      await first.close();
      const second = await startTestServer({ store: { dataDir } });
      try {
        const again = await second.call('GET', runsPath('1001', `/${run.id}`), { token });
        expect(again.status).toBe(200);
        expect(again.data).toEqual(run);
        const lines = second.mock.engine.logs('1001', run.id) as LogLine[];
        expect(lines.length).toBeGreaterThan(0);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a restart', () => {
  it('leaves a run waiting for human input waiting, and it goes on when approved after the restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mock-api-runs-'));
    try {
      const first = await startTestServer({ store: { dataDir } });
      const token = await first.login('member');
      const graph = chainOf([
        node.trigger(),
        node.agent('agent', 'Reviewed agent', { humanInput: { enableHumanInput: true, instruction: 'Check it', enableBroker: false, option: 'messageBroker', retryCount: 5 } }),
        node.output(),
      ]);
      const workflow = await createWorkflow(first, token, 'Waiting across a restart', { draft: graph });
      const run = await runToEnd(first, token, workflow.id, { version: 'draft' });
      expect(run.status).toBe('waiting');
      await first.close();
      const second = await startTestServer({ store: { dataDir } });
      try {
        expect(await settledRun(second, token, run.id)).toMatchObject({ status: 'waiting', steps: run.steps });
        expect((await second.call('POST', runsPath('1001', `/${run.id}/resume`), { token, body: { decision: 'approve' } })).status).toBe(200);
        const finished = await settledRun(second, token, run.id);
        expect(finished.status).toBe('succeeded');
        expect(finished.steps.map((step) => [step.name, step.status])).toEqual([
          ['Trigger', 'succeeded'],
          ['Reviewed agent', 'succeeded'],
          ...run.steps.filter((step) => step.parentId !== null).map((step) => [step.name, step.status]),
          ['Output', 'succeeded'],
        ]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("fails a run it finds running whose state cannot be read (the run had ended), with the error 'interrupted', and counts it as finished", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mock-api-runs-'));
    try {
      const first = await startTestServer({ store: { dataDir } });
      const token = await first.login('member');
      const workflow = await createWorkflow(first, token, 'Interrupted', { draft: simpleGraph() });
      const run = await runToEnd(first, token, workflow.id, { version: 'draft' });
      // As a SIGKILL would leave it: acknowledged and running, with nothing executing it.
      const running = { ...run, status: 'running', endedAt: null, durationMs: null } as const;
      first.mock.engine.journal.append({ workspaceId: '1001', run: running, event: 'run.status', data: running });
      await first.close();
      const second = await startTestServer({ store: { dataDir } });
      try {
        const again = (await second.call('GET', runsPath('1001', `/${run.id}`), { token })).data as Run;
        expect(again).toMatchObject({ status: 'failed', error: 'interrupted' });
        expect(again.endedAt).not.toBeNull();
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the run list', () => {
  it('filters by workflow, status and version and pages newest first with a cursor', async () => {
    const workflow = await createWorkflow(t, member, 'Listed', { draft: simpleGraph() });
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) ids.push((await runToEnd(t, member, workflow.id, { version: 'draft' })).id);
    const page = async (query: string) => operations['runs.list'].response.parse((await t.call('GET', runsPath('1001', `?workflowId=${workflow.id}&${query}`), { token: member })).data);
    const first = await page('limit=2&status=succeeded&version=draft');
    expect(first.items.map((run) => run.id)).toEqual([ids[2], ids[1]]);
    const second = await page(`limit=2&cursor=${first.nextCursor}`);
    expect(second).toEqual({ items: [expect.objectContaining({ id: ids[0] })], nextCursor: null });
    expect((await page('status=failed')).items).toEqual([]);
  });

  it('answers 400 listing each problem of a bad query or body, never a 500', async () => {
    const list = await t.call('GET', runsPath('1001', '?limit=0&status=done&cursor=nope'), { token: member });
    expect(list.status).toBe(400);
    expect(list.json.errors).toHaveLength(2);
    expect((await t.call('GET', runsPath('1001', '?cursor=nope'), { token: member })).json.errors).toEqual(['cursor: Not a cursor this list gave']);
    const workflow = await createWorkflow(t, member, 'Bad input', { draft: simpleGraph() });
    const start = await startRun(t, member, workflow.id, { version: '9.9.9', input: { message: 3 } });
    expect(start.status).toBe(400);
    expect((await startRun(t, member, workflow.id, { version: '9.9.9' })).json.errors).toEqual(["version: Version 9.9.9 of 'Bad input' is not published"]);
    const resume = await t.call('POST', runsPath('1001', '/no-such-run/resume'), { token: member, body: { decision: 'maybe' } });
    expect(resume.json.errors).toEqual(['decision: decision must be approve or reject']);
  });
});

describe('the typed client', () => {
  it('starts, reads, lists and resumes runs and reads broker messages with every answer checked against the contract', async () => {
    const client = t.client(member);
    const workflow = await createWorkflow(t, member, 'Typed client', { draft: simpleGraph() });
    const started = await client.call('runs.start', { params: { wid: '1001', id: workflow.id }, body: { version: 'draft', input: { message: 'Hi', metadata: {} } } });
    await t.mock.engine.idle();
    const run = await client.call('runs.get', { params: { wid: '1001', runId: started.id } });
    expect(run.status).toBe('succeeded');
    const page = await client.call('runs.list', { params: { wid: '1001' }, query: { workflowId: workflow.id } });
    expect(page.items.map((each) => each.id)).toEqual([started.id]);
    const messages = await client.call('brokerMessages.list', { params: { wid: '1001', id: seedId('messageBroker', '1001', 1) }, query: { topicId: 'human-review-requests' } });
    expect(Array.isArray(messages)).toBe(true);
  });
});

describe('workspace isolation', () => {
  it("finds another workspace's run nowhere, and refuses a workspace the user may not enter", async () => {
    const workflow = await createWorkflow(t, member, 'Isolated', { draft: simpleGraph() });
    const run = await runToEnd(t, member, workflow.id, { version: 'draft' });
    expect((await t.call('GET', runsPath('1002', `/${run.id}`), { token: member })).status).toBe(404);
    expect((await t.call('GET', runsPath('1002', `/${run.id}/events`), { token: member })).status).toBe(404);
    expect((await t.call('POST', runsPath('1002', `/${run.id}/cancel`), { token: member })).status).toBe(404);
    const list = (await t.call('GET', runsPath('1002'), { token: member })).data as { items: Run[] };
    expect(list.items.map((each) => each.id)).not.toContain(run.id);
    const outsider = await t.login('outsider');
    expect((await t.call('GET', runsPath('1001', `/${run.id}`), { token: outsider })).status).toBe(403);
    expect((await t.call('GET', runsPath('1001', `/${run.id}`), { token: member, wid: '1002' })).status).toBe(403);
  });
});
