import { operations, type RunComparison, type RunWithSteps } from '@agentdeck/api-client';
import { REPLAY_MESSAGES } from '@agentdeck/api-client/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupChain, ownClaim, partnerClaim, replay, replayToEnd } from './support/replays';
import { publishedWorkflow, runToEnd, runsPath } from './support/runs';
import { startTestServer, type TestServer } from './support/server';
import { publishableGraph, readWorkflow, saveDraft, type Workflow } from './support/workflows';

/* Comparing two runs of one workflow (design section 2.1c), and who may compare and replay runs. */

let t: TestServer;
let member: string;
let workflow: Workflow;
let failed: RunWithSteps;
let fixed: RunWithSteps;

beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0 });
  member = await t.login('member');
  workflow = await publishedWorkflow(t, member, 'Compared lookup', lookupChain());
  failed = await runToEnd(t, member, workflow.id, { version: '1.0.0', input: partnerClaim });
  await saveDraft(t, member, await readWorkflow(t, member, workflow.id), lookupChain('{{input.message}}'));
  fixed = await replayToEnd(t, member, failed.id, { draft: true, fromNodeId: 'lookup' });
});
afterAll(() => t.close());

const compare = (a: string, b: string, token = member, wid = '1001') => t.call('GET', runsPath(wid, `/compare?a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}`), { token, wid });

describe('comparing a replay with its original', () => {
  it('shows per node each side’s status, figures and whether input and output changed, the failed tool now succeeding and the nodes after it now reached', async () => {
    const res = await compare(failed.id, fixed.id);
    expect(res.status).toBe(200);
    const comparison: RunComparison = operations['runs.compare'].response.parse(res.data);
    expect(comparison.a).toMatchObject({ id: failed.id, status: 'failed' });
    expect(comparison.b).toMatchObject({ id: fixed.id, status: 'succeeded', replayOf: failed.id });
    expect(comparison.a).not.toHaveProperty('steps');

    const rows = comparison.nodes.map((node) => [node.label, node.matchedBy, node.a.status, node.b.status, node.statusChanged, node.inputChanged, node.outputChanged]);
    expect(rows).toEqual([
      ['Trigger', 'id', 'succeeded', 'reused', false, false, false],
      ['Passages', 'id', 'succeeded', 'reused', false, false, false],
      // The same input (what the reused retrieval passed on), read with fixed arguments.
      ['Lookup', 'id', 'failed', 'succeeded', true, false, true],
      ['Writer', null, null, 'succeeded', true, true, true],
      ['Output', null, null, 'succeeded', true, true, true],
    ]);
    const lookup = comparison.nodes[2]!;
    expect(lookup.a.error).toBe("The API tool 'Policy Lookup' answered 404 Not Found");
    expect(lookup.b.error).toBeNull();
    expect(comparison.nodes[1]!.b.reusedFrom).toEqual({ runId: failed.id, stepId: comparison.nodes[1]!.a.stepId });
    const writer = comparison.nodes[3]!;
    expect(writer.a).toMatchObject({ nodeId: null, stepId: null, durationMs: null, tokens: 0, credits: 0 });
    const writerStep = fixed.steps.find((step) => step.nodeId === 'writer' && step.parentId === null)!;
    expect(writer.b).toMatchObject({ nodeId: 'writer', stepId: writerStep.id, tokens: writerStep.tokens.prompt + writerStep.tokens.completion, credits: writerStep.credits });
    expect(writer.b.tokens).toBeGreaterThan(0);
  });

  it('matches a node by its label when its id changed', async () => {
    const graph = lookupChain('{{input.message}}');
    const renamed = {
      ...graph,
      nodes: graph.nodes.map((node) => (node.id === 'writer' ? { ...node, id: 'writer-2' } : node)),
      edges: graph.edges.map((edge) => ({ ...edge, source: edge.source === 'writer' ? 'writer-2' : edge.source, target: edge.target === 'writer' ? 'writer-2' : edge.target })),
    };
    await saveDraft(t, member, await readWorkflow(t, member, workflow.id), renamed);
    const again = await replayToEnd(t, member, fixed.id, { draft: true });
    const comparison = operations['runs.compare'].response.parse((await compare(fixed.id, again.id)).data);
    const writer = comparison.nodes.find((node) => node.label === 'Writer')!;
    expect(writer).toMatchObject({ matchedBy: 'label', a: { nodeId: 'writer' }, b: { nodeId: 'writer-2' }, outputChanged: false });
    expect(comparison.nodes.filter((node) => node.label === 'Writer')).toHaveLength(1);
  });
});

describe('comparing runs asked wrongly', () => {
  it('is a 400 for runs of two workflows, naming why', async () => {
    const other = await publishedWorkflow(t, member, 'Another workflow', publishableGraph());
    const run = await runToEnd(t, member, other.id, { version: '1.0.0', input: ownClaim });
    const res = await compare(failed.id, run.id);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: REPLAY_MESSAGES.differentWorkflows });
  });

  it('is a 404 naming the unknown run, and a 400 without both runs', async () => {
    const unknown = await compare(failed.id, 'no-such-run');
    expect(unknown.status).toBe(404);
    expect(unknown.json.errors).toEqual(['b: No run no-such-run in this workspace']);
    const missing = await t.call('GET', runsPath('1001', '/compare'), { token: member });
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual(['a: a is required', 'b: b is required']);
  });
});

describe("another workspace's runs", () => {
  it('cannot be compared, replayed or re-run in a batch by a user outside the workspace (403), and leak nothing', async () => {
    const outsider = await t.login('outsider');
    const calls = [
      compare(failed.id, fixed.id, outsider),
      replay(t, outsider, failed.id, { version: '1.0.0' }),
      t.call('POST', '/api/workspaces/1001/run-batches', { token: outsider, body: { runIds: [failed.id], draft: true } }),
      t.call('GET', '/api/workspaces/1001/run-batches/any', { token: outsider }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.text).not.toContain('Lookup');
    }
  });

  it('are not found through a workspace the user may open', async () => {
    const res = await compare(failed.id, fixed.id, member, '1002');
    expect(res.status).toBe(404);
    expect((await replay(t, member, failed.id, { version: '1.0.0' }, '1002')).status).toBe(404);
    const batch = await t.call('POST', '/api/workspaces/1002/run-batches', { token: member, body: { runIds: [failed.id], draft: true } });
    expect(batch.status).toBe(400);
    expect(batch.json.errors).toEqual([`runIds: No run ${failed.id} in this workspace`]);
  });

  it('cannot be replayed in a deleted workspace, which is read-only', async () => {
    const admin = await t.login('admin');
    const res = await replay(t, admin, failed.id, { version: '1.0.0' }, '1003');
    expect(res.status).toBe(403);
  });
});
