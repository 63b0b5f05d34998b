import type { ApiClient, Run } from '@agentdeck/api-client';
import { afterAll, describe, expect, it } from 'vitest';
import { byStatus, clientFor, executions, isFinished, listedRuns, signIn, startRun, until } from './support/process-runs';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { publishableGraph } from './support/workflows';

/**
 * Load of runs (issue 24) against the real server entry in a child process: runs started from
 * many connections at once are all kept once each and all finish. What a SIGKILL leaves, and how
 * runs resume after it, is `run-resume.test.ts`.
 */

const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
});

/** The mock API in a child process with the flags; no seeded run history, which the tests do not read. */
async function startServer(flags: string[]): Promise<ServerProcess> {
  const server = await startServerProcess(['--history-runs', '0', ...flags]);
  servers.push(server);
  return server;
}

/** trigger → agent → output, saved as a draft that passes the publish check (runs start it as `draft`). */
async function agentWorkflow(api: ApiClient, name: string): Promise<string> {
  const workflow = await api.resource('workflow').create('1001', { name, description: 'Run by the durability tests', tagIds: [], draft: publishableGraph() });
  return workflow.id;
}

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
