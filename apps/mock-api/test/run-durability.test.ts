import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApiClient, FINISHED_RUN_STATUSES, type ApiClient, type Run } from '@agentdeck/api-client';
import { RUN_MESSAGES } from '@agentdeck/api-client/rules';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { publishableGraph } from './support/workflows';

/**
 * Durability and load of runs (issue 24) against the real server entry in a child process: a
 * SIGKILL on the disk store loses no acknowledged run, and runs started from many connections at
 * once are all kept once each and all finish.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'mock-api-runs-durable-'));
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  rmSync(dataDir, { recursive: true, force: true });
});

/** The mock API in a child process with the flags; no seeded run history, which the tests do not read. */
async function startServer(flags: string[]): Promise<ServerProcess> {
  const server = await startServerProcess(['--history-runs', '0', ...flags]);
  servers.push(server);
  return server;
}

// Every call asks for no added latency: `--latency` also slows the models, which is what one test wants.
const noLatency = { 'x-mock-latency': '0' };
const clientFor = (origin: string, token: string): ApiClient =>
  createApiClient({ baseUrl: `${origin}/api`, getToken: () => token, validateResponses: true, headers: noLatency, timeoutMs: 60_000 });

async function signIn(origin: string): Promise<string> {
  const { token } = await createApiClient({ baseUrl: `${origin}/api`, headers: noLatency }).call('auth.login', {
    body: { username: 'member', password: 'password123' },
  });
  return token;
}

/** trigger → agent → output, saved as a draft that passes the publish check (runs start it as `draft`). */
async function agentWorkflow(api: ApiClient, name: string): Promise<string> {
  const workflow = await api.resource('workflow').create('1001', { name, description: 'Run by the durability tests', tagIds: [], draft: publishableGraph() });
  return workflow.id;
}

/** Starts a run with a raw call, so the test sees the status itself: the acknowledgement is the 202. */
async function startRun(origin: string, token: string, workflowId: string, message: string): Promise<Run> {
  const response = await fetch(`${origin}/api/workspaces/1001/workflows/${workflowId}/runs`, {
    method: 'POST',
    headers: { ...noLatency, authorization: `Bearer ${token}`, 'x-workspace-id': '1001', 'content-type': 'application/json' },
    body: JSON.stringify({ version: 'draft', input: { message, metadata: {} } }),
  });
  const text = await response.text();
  if (response.status !== 202) throw new Error(`starting a run: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: Run }).data;
}

/** Every run of the workflow, through the list call a page of `limit` at a time, following the cursor. */
async function listedRuns(api: ApiClient, workflowId: string, limit: number): Promise<Run[]> {
  const runs: Run[] = [];
  let cursor: string | undefined;
  do {
    const page = await api.call('runs.list', { params: { wid: '1001' }, query: { workflowId, limit: String(limit), ...(cursor && { cursor }) } });
    runs.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return runs;
}

/** Polls until `check` answers true; fails with what `explain` says once the deadline passes. */
async function until(check: () => Promise<boolean>, explain: () => string, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${explain()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The workflow's executions in the workspace's usage this year and next (a run counts in the month it ends). */
async function executions(api: ApiClient, workflowName: string): Promise<number> {
  const year = new Date().getUTCFullYear();
  const usage = await api.call('usage.workspace', {
    params: { wid: '1001' },
    body: { type: 'workflows', from: `${year - 1}-01-01T00:00:00Z`, to: `${year + 1}-12-31T23:59:59Z` },
  });
  return usage.workflows?.find((row) => row.workflowName === workflowName)?.executionCount ?? 0;
}

const isFinished = (run: Run) => (FINISHED_RUN_STATUSES as readonly string[]).includes(run.status);
const byStatus = (runs: Run[]) => runs.reduce<Record<string, number>>((counts, run) => ({ ...counts, [run.status]: (counts[run.status] ?? 0) + 1 }), {});

describe('runs across a SIGKILL', () => {
  it('loses no acknowledged run: after a restart each of 50 running runs is there, finished or failed as interrupted', async () => {
    // --latency 60000 scales each model's own latency by 60: the seeded GPT-4o's 1,075 ms becomes over a minute.
    const first = await startServer(['--data-dir', dataDir, '--latency', '60000']);
    const token = await signIn(first.origin);
    const api = clientFor(first.origin, token);
    const workflowName = 'Durable across a kill';
    const workflowId = await agentWorkflow(api, workflowName);

    const started = await Promise.all(Array.from({ length: 50 }, (_, index) => startRun(first.origin, token, workflowId, `Kill test run ${index}.`)));
    const ids = started.map((run) => run.id);
    expect(new Set(ids).size).toBe(50);

    // All 50 are executing (their agent step waits on the model) when the process is killed.
    let before: Run[] = [];
    await until(
      async () => {
        before = await listedRuns(api, workflowId, 200);
        return before.length === 50 && before.every((run) => run.status === 'running');
      },
      () => `50 runs running, found ${JSON.stringify(byStatus(before))}`,
      45_000,
    );
    await first.kill();

    const second = await startServer(['--data-dir', dataDir]);
    const again = clientFor(second.origin, token);
    const after = await listedRuns(again, workflowId, 20);
    expect(after.map((run) => run.id).sort()).toEqual([...ids].sort());
    for (const run of after) {
      expect(isFinished(run), `${run.id} is ${run.status}`).toBe(true);
      if (run.status !== 'succeeded') expect(run, `run ${run.id}`).toMatchObject({ status: 'failed', error: RUN_MESSAGES.interrupted });
      expect(run.endedAt).not.toBeNull();
    }
    // The kill landed while they ran: the model answers only after a minute.
    expect(after.filter((run) => run.error === RUN_MESSAGES.interrupted).length).toBeGreaterThan(0);

    // Each run reads whole, with no step left running, and counts once in usage.
    const read = await Promise.all(ids.map((id) => again.call('runs.get', { params: { wid: '1001', runId: id } })));
    for (const run of read) {
      expect(run.steps.length, `steps of ${run.id}`).toBeGreaterThan(0);
      for (const step of run.steps) expect(step.status, `${step.name} of ${run.id}`).not.toMatch(/^(running|queued)$/);
    }
    expect(await executions(again, workflowName)).toBe(50);
    await second.kill();
  }, 90_000);
});

describe('runs under load', () => {
  it('keeps and finishes all of 200 runs started from 50 connections at once: none lost, none twice', async () => {
    // The memory store: on disk each of a run's 30 or so writes waits for its own fsync, so 200 runs
    // measure the disk (about 26 s here) rather than the engine; the SIGKILL test covers the disk.
    const server = await startServer(['--store', 'memory']);
    const token = await signIn(server.origin);
    const api = clientFor(server.origin, token);
    const workflowName = 'Loaded from 50 connections';
    const workflowId = await agentWorkflow(api, workflowName);
    const executionsBefore = await executions(api, workflowName);

    // 50 workers at once, each starting 4 runs one after another: up to 50 connections in flight together.
    const messages = Array.from({ length: 50 }, (_, worker) => Array.from({ length: 4 }, (_, index) => `Load test worker ${worker} run ${index}.`));
    const started = (
      await Promise.all(
        messages.map(async (mine) => {
          const runs: Run[] = [];
          for (const message of mine) runs.push(await startRun(server.origin, token, workflowId, message));
          return runs;
        }),
      )
    ).flat();
    const ids = started.map((run) => run.id);
    expect(ids).toHaveLength(200);
    expect(new Set(ids).size).toBe(200);

    let listed: Run[] = [];
    await until(
      async () => {
        listed = await listedRuns(api, workflowId, 50);
        return listed.length >= 200 && listed.every(isFinished);
      },
      () => `200 finished runs, found ${listed.length}: ${JSON.stringify(byStatus(listed))}`,
      75_000,
    );
    // The list's four pages hold each run once, each with the input it was started with.
    expect(listed).toHaveLength(200);
    expect(listed.map((run) => run.id).sort()).toEqual([...ids].sort());
    expect(listed.map((run) => run.input.message).sort()).toEqual(messages.flat().sort());
    expect(byStatus(listed)).toEqual({ succeeded: 200 });
    expect((await executions(api, workflowName)) - executionsBefore).toBe(200);
    await server.kill();
  }, 90_000);
});
