import { operations, RUN_BATCH_MAX, type RunBatch, type RunWithSteps } from '@agentdeck/api-client';
import { REPLAY_MESSAGES } from '@agentdeck/api-client/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingModelGateway, lookupChain, ownClaim, partnerClaim } from './support/replays';
import { publishedWorkflow, runToEnd } from './support/runs';
import { startTestServer, type TestServer } from './support/server';
import { publishableGraph, readWorkflow, saveDraft, type Workflow } from './support/workflows';

/* Re-running many runs as a batch (design section 2.1c). */

// Each model call waits a few turns, so the replays running side by side overlap.
const counted = countingModelGateway(20);
let t: TestServer;
let member: string;
let workflow: Workflow;
let failedRuns: RunWithSteps[];
let succeededRun: RunWithSteps;
/** A claim no fix of the lookup finds: its message names no policy either. */
const unknownClaim = { message: 'Burst pipe flooded the basement.', metadata: { policy_number: 'policy 5521' } };

beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0, modelGateway: counted.gateway, batchConcurrency: 2 });
  member = await t.login('member');
  workflow = await publishedWorkflow(t, member, 'Batched lookup', lookupChain());
  failedRuns = [];
  for (const input of [partnerClaim, partnerClaim, partnerClaim, partnerClaim, unknownClaim]) failedRuns.push(await runToEnd(t, member, workflow.id, { version: '1.0.0', input }));
  succeededRun = await runToEnd(t, member, workflow.id, { version: '1.0.0', input: ownClaim });
  await saveDraft(t, member, await readWorkflow(t, member, workflow.id), lookupChain('{{input.message}}'));
});
afterAll(() => t.close());

const batchesPath = (rest = '', wid = '1001') => `/api/workspaces/${wid}/run-batches${rest}`;

/** Starts a batch (202 expected) and answers it once its replays have ended. */
async function batchToEnd(body: Record<string, unknown>): Promise<{ started: RunBatch; ended: RunBatch }> {
  const res = await t.call('POST', batchesPath(), { token: member, body });
  expect(res.status, res.text).toBe(202);
  const started = operations['runBatches.create'].response.parse(res.data);
  await t.mock.runBatches.idle();
  await t.mock.engine.idle();
  const read = await t.call('GET', batchesPath(`/${started.id}`), { token: member });
  expect(read.status).toBe(200);
  return { started, ended: operations['runBatches.get'].response.parse(read.data) };
}

describe('a batch of replays', () => {
  it('re-runs the runs named on the draft at most N at a time and says how many failed runs now succeed', async () => {
    const runIds = [...failedRuns, succeededRun].map((run) => run.id);
    const { started, ended } = await batchToEnd({ runIds, draft: true });

    expect(started).toMatchObject({ status: 'running', version: 'draft', fromNodeId: null, concurrency: 2, endedAt: null });
    expect(started.progress).toEqual({ total: 6, queued: 6, running: 0, finished: 0 });
    expect(ended.status).toBe('completed');
    expect(ended.endedAt).not.toBeNull();
    expect(ended.progress).toEqual({ total: 6, queued: 0, running: 0, finished: 6 });
    expect(ended.outcome).toEqual({ originalsFailed: 5, nowSucceed: 4, originalsSucceeded: 1, nowFail: 0, refused: 0 });
    expect(ended.pairs.map((pair) => [pair.original.runId, pair.original.status, pair.replay?.status])).toEqual([
      ...failedRuns.map((run, index) => [run.id, 'failed', index < 4 ? 'succeeded' : 'failed']),
      [succeededRun.id, 'succeeded', 'succeeded'],
    ]);
    // Two replays at a time: their model calls overlapped, never three of them.
    expect(counted.peak()).toBe(2);

    const replay = await t.call('GET', `/api/workspaces/1001/runs/${ended.pairs[0]!.replay!.runId}`, { token: member });
    expect(replay.data).toMatchObject({ trigger: 'replay', replayOf: failedRuns[0]!.id, version: 'draft' });
  });

  it('re-runs every finished run a filter matches, from a node, with each refusal kept on its pair', async () => {
    const { ended } = await batchToEnd({ filter: { workflowId: workflow.id, status: 'failed', trigger: 'api' }, draft: true, fromNodeId: 'writer' });
    // The lookup failed in each original: the writer's replay cannot reuse it.
    expect(ended.progress.total).toBe(5);
    expect(ended.outcome).toMatchObject({ originalsFailed: 5, nowSucceed: 0, refused: 5 });
    expect(ended.pairs[0]).toMatchObject({
      replay: null,
      refused: `${REPLAY_MESSAGES.cannotReuse}: nodes.lookup: Node ‘Lookup’ did not finish in the original run, so its output cannot be reused; re-run from an earlier node.`,
    });
  });
});

describe('a batch asked wrongly', () => {
  const refused = async (body: Record<string, unknown>, wid = '1001') => {
    const res = await t.call('POST', batchesPath('', wid), { token: member, body });
    expect(res.status, res.text).toBe(400);
    return res.json.errors;
  };

  it('is a 400 listing each problem', async () => {
    expect(await refused({ draft: true })).toEqual([`runIds: ${REPLAY_MESSAGES.batchRuns}`]);
    expect(await refused({ runIds: ['a'], filter: {}, version: '1.0.0', draft: true })).toEqual([`runIds: ${REPLAY_MESSAGES.batchRunsTwice}`, `version: ${REPLAY_MESSAGES.targetTwice}`]);
    expect(await refused({ runIds: Array.from({ length: RUN_BATCH_MAX + 1 }, (_, index) => `run-${index}`), draft: true })).toEqual([`runIds: ${REPLAY_MESSAGES.batchTooMany}`]);
    expect(await refused({ runIds: ['no-such-run', failedRuns[0]!.id], draft: true })).toEqual(['runIds: No run no-such-run in this workspace']);
    expect(await refused({ filter: { workflowId: workflow.id, status: 'running' }, draft: true })).toEqual([REPLAY_MESSAGES.filterEmpty]);
    expect(await refused({ filter: { status: 'sometimes' }, draft: true })).toHaveLength(1);
    expect(await refused({ runIds: [failedRuns[0]!.id], version: '9.0.0' })).toEqual(["version: Version 9.0.0 of 'Batched lookup' is not published"]);
  });

  it('on a version, takes the runs of one workflow only', async () => {
    const other = await publishedWorkflow(t, member, 'Another batched workflow', publishableGraph());
    const run = await runToEnd(t, member, other.id, { version: '1.0.0', input: ownClaim });
    expect(await refused({ runIds: [failedRuns[0]!.id, run.id], version: '1.0.0' })).toEqual([`version: ${REPLAY_MESSAGES.batchWorkflows}`]);
  });

  it('is a 404 for a batch the workspace does not have', async () => {
    const res = await t.call('GET', batchesPath('/no-such-batch'), { token: member });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(REPLAY_MESSAGES.batchNotFound);
  });
});
