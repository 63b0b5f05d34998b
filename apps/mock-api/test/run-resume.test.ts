import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Run, RunWithSteps } from '@agentdeck/api-client';
import { afterAll, describe, expect, it } from 'vitest';
import { byStatus, callWorkspace, clientFor, demoKeysSeen, executions, freePort, listedRuns, signIn, startRun, until } from './support/process-runs';
import { chainOf, node } from './support/runs';
import { startServerProcess, type ServerProcess } from './support/server-process';

/**
 * Runs resume after a SIGKILL (design section 2.1b, issue 38), against the real server entry in a
 * child process on the disk store: killed while 50 runs are mid-way, then started again on the
 * same folder (and port: the tools call it there), every run goes on from where it was and
 * succeeds. The demo API keeps each tool call's `Idempotency-Key` in the store, so the test counts
 * how often each (run, step) was called across the kill.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'mock-api-runs-resume-'));
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(port: number): Promise<ServerProcess> {
  // No seeded run history: only the test's runs are unfinished at the restart. A tool call waits
  // up to a minute: 50 runs on a busy machine can hold the server's answers for more than the default 5 s.
  const server = await startServerProcess(['--history-runs', '0', '--data-dir', dataDir, '--port', String(port), '--tool-timeout', '60000']);
  servers.push(server);
  return server;
}

/** The slow call's delay: long beside a poll of the keys the demo API saw. */
const SLOW_MS = 3000;

const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);

async function apiTool(origin: string, token: string, name: string, url: string): Promise<string> {
  const configurations = { url, method: 'GET', headers: [], payload: '{}', authorization: { authType: 'none' }, promotedVariables: '{}' };
  return (await callWorkspace<{ id: string }>(origin, token, 'POST', '/tools/api', { name, description: 'Called by the resume test', configurations }, 201)).id;
}

describe('runs across a SIGKILL', () => {
  it('resume where they were: 50 runs killed mid-way all succeed, no finished step is called again, a running one at most once more', async () => {
    const began = Date.now();
    const port = await freePort();
    const first = await startServer(port);
    const token = await signIn(first.origin);
    const api = clientFor(first.origin, token);
    const quick = await apiTool(first.origin, token, 'Quick orders', `${first.origin}/demo-api/orders`);
    const slow = await apiTool(first.origin, token, 'Slow orders', `${first.origin}/demo-api/slow?delay_ms=${SLOW_MS}`);
    const workflowName = 'Resumed after a kill';
    const graph = chainOf([
      node.trigger(),
      node.tool('quick', 'Quick lookup', { toolType: 'api', toolId: quick }),
      node.tool('slow', 'Slow lookup', { toolType: 'api', toolId: slow }),
      node.output(),
    ]);
    const workflow = await api.resource('workflow').create('1001', { name: workflowName, description: 'Killed mid-way by a test', tagIds: [], draft: graph });

    const ready = Date.now();
    const started = await Promise.all(Array.from({ length: 50 }, (_, index) => startRun(first.origin, token, workflow.id, `Resume test run ${index}.`)));
    const ids = started.map((run) => run.id);

    // Mid-way: at least 10 runs have finished their quick lookup and their slow call has reached the demo API.
    let slowCalls = 0;
    await until(
      async () => {
        slowCalls = (await demoKeysSeen(first.origin)).filter((seen) => seen.path === '/slow').length;
        return slowCalls >= 10;
      },
      () => `10 slow calls in flight, found ${slowCalls}`,
      45_000,
    );
    const killedAt = Date.now();
    await first.kill();

    const second = await startServer(port);
    const restarted = Date.now();
    const again = clientFor(second.origin, token);
    let after: Run[] = [];
    await until(
      async () => {
        after = await listedRuns(again, workflow.id, 50);
        return after.length === 50 && after.every((run) => run.status === 'succeeded');
      },
      () => `50 runs succeeded, found ${JSON.stringify(byStatus(after))}: ${after.filter((run) => run.error).map((run) => run.error).join('; ')}`,
      60_000,
    );
    const resumedAt = Date.now();
    expect(after.map((run) => run.id).sort()).toEqual([...ids].sort());

    const runs: RunWithSteps[] = await Promise.all(ids.map((id) => again.call('runs.get', { params: { wid: '1001', runId: id } })));
    const counts = new Map((await demoKeysSeen(second.origin)).map((seen) => [seen.key, seen.count]));
    const toolSteps = runs.flatMap((run) => run.steps.filter((step) => step.kind === 'tool').map((step) => ({ run, step, key: `${run.id}:${step.id}` })));
    for (const run of runs) {
      // One step per node, each succeeded: a step that was running ran again as the same step.
      expect(run.steps.map((step) => `${step.nodeId} ${step.status}`), `steps of ${run.id}`).toEqual(['trigger succeeded', 'quick succeeded', 'slow succeeded', 'output succeeded']);
    }
    expect(toolSteps).toHaveLength(100);
    for (const { step, key } of toolSteps) {
      const count = counts.get(key) ?? 0;
      const finishedBeforeKill = Date.parse(step.endedAt!) < killedAt;
      if (finishedBeforeKill) expect(count, `${step.name} ${key}, finished before the kill`).toBe(1);
      else expect(count, `${step.name} ${key}`).toBeGreaterThanOrEqual(1);
      expect(count, `${step.name} ${key}`).toBeLessThanOrEqual(2);
      // A call made twice was a step the kill interrupted, which says so.
      if (count === 2) expect(step.attributes.attempts, `${step.name} ${key}`).toBe(2);
    }
    const rerun = toolSteps.filter(({ step }) => step.attributes.attempts === 2);
    expect(rerun.length, 'steps interrupted by the kill and run again').toBeGreaterThan(0);
    const finishedBefore = toolSteps.filter(({ step }) => Date.parse(step.endedAt!) < killedAt);
    expect(finishedBefore.length, 'tool steps finished before the kill').toBeGreaterThanOrEqual(10);

    // Usage counts each run once.
    expect(await executions(again, workflowName)).toBe(50);
    const twice = toolSteps.filter(({ key }) => counts.get(key) === 2).length;
    console.info(
      `resume test: ${seconds(began, Date.now())} s (server up and workflow made ${seconds(began, ready)} s, runs started to the kill ${seconds(ready, killedAt)} s, ` +
        `restart ${seconds(killedAt, restarted)} s, resumed runs done ${seconds(restarted, resumedAt)} s); at the kill ${finishedBefore.length} tool steps had finished and ${rerun.length} were running (run again); ${twice} keys seen twice`,
    );
    await second.kill();
  }, 150_000);
});
