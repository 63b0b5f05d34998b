import { createServer } from 'node:net';
import { createApiClient, FINISHED_RUN_STATUSES, type ApiClient, type Run } from '@agentdeck/api-client';

/** Helpers for tests that drive the mock API in a child process (`server-process.ts`) over HTTP. */

// Every call asks for no added latency: `--latency` also slows the models, which is what some tests want.
export const noLatency = { 'x-mock-latency': '0' };

export const clientFor = (origin: string, token: string): ApiClient =>
  createApiClient({ baseUrl: `${origin}/api`, getToken: () => token, validateResponses: true, headers: noLatency, timeoutMs: 60_000 });

export async function signIn(origin: string): Promise<string> {
  const { token } = await createApiClient({ baseUrl: `${origin}/api`, headers: noLatency }).call('auth.login', {
    body: { username: 'member', password: 'password123' },
  });
  return token;
}

/** A raw call to workspace 1001's API, failing with the answer unless its status is `expected`. */
export async function callWorkspace<T>(origin: string, token: string, method: string, rest: string, body: unknown, expected: number): Promise<T> {
  const response = await fetch(`${origin}/api/workspaces/1001${rest}`, {
    method,
    headers: { ...noLatency, authorization: `Bearer ${token}`, 'x-workspace-id': '1001', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${method} ${rest}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** Starts a run with a raw call, so the test sees the status itself: the acknowledgement is the 202. */
export function startRun(origin: string, token: string, workflowId: string, message: string): Promise<Run> {
  return callWorkspace<Run>(origin, token, 'POST', `/workflows/${workflowId}/runs`, { version: 'draft', input: { message, metadata: {} } }, 202);
}

/** Every run of the workflow, through the list call a page of `limit` at a time, following the cursor. */
export async function listedRuns(api: ApiClient, workflowId: string, limit: number): Promise<Run[]> {
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
export async function until(check: () => Promise<boolean>, explain: () => string, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${explain()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The workflow's executions in the workspace's usage this year and next (a run counts in the month it ends). */
export async function executions(api: ApiClient, workflowName: string): Promise<number> {
  const year = new Date().getUTCFullYear();
  const usage = await api.call('usage.workspace', {
    params: { wid: '1001' },
    body: { type: 'workflows', from: `${year - 1}-01-01T00:00:00Z`, to: `${year + 1}-12-31T23:59:59Z` },
  });
  return usage.workflows?.find((row) => row.workflowName === workflowName)?.executionCount ?? 0;
}

export const isFinished = (run: Run) => (FINISHED_RUN_STATUSES as readonly string[]).includes(run.status);
export const byStatus = (runs: Run[]) => runs.reduce<Record<string, number>>((counts, run) => ({ ...counts, [run.status]: (counts[run.status] ?? 0) + 1 }), {});

/** A request the demo REST API was called with, by its `Idempotency-Key` (`GET /demo-api/idempotency-keys`). */
export interface SeenKey {
  key: string;
  method: string;
  path: string;
  count: number;
}

/** The `Idempotency-Key`s the demo REST API of the mock API at `origin` has seen, each with how many requests carried it. */
export async function demoKeysSeen(origin: string): Promise<SeenKey[]> {
  const response = await fetch(`${origin}/demo-api/idempotency-keys`);
  return ((await response.json()) as { keys: SeenKey[] }).keys;
}

/** A port free now, for a server that must come back on the same address (its tools call it there). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
