import { operations, type RunWithSteps } from '@agentdeck/api-client';
import { REPLAY_MESSAGES } from '@agentdeck/api-client/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingModelGateway, demoCallsOf, lookupChain, ownClaim, partnerClaim, replay, replayToEnd, topLevelSteps, withNodeData } from './support/replays';
import { chainOf, node, publishedWorkflow, runToEnd, runsPath, settledRun } from './support/runs';
import { startTestServer, type TestServer } from './support/server';
import { readWorkflow, saveDraft, type Workflow } from './support/workflows';

/* Re-run and replay from a node (design section 2.1c), through the API. */

const counted = countingModelGateway();
let t: TestServer;
let member: string;
let workflow: Workflow;
/** A run of 1.0.0 that failed at 'Lookup': the demo API answered 404 to the partner's reference. */
let failed: RunWithSteps;
/** A run of 1.0.0 that succeeded. */
let succeeded: RunWithSteps;

beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0, modelGateway: counted.gateway });
  member = await t.login('member');
  workflow = await publishedWorkflow(t, member, 'Replayed lookup', lookupChain());
  failed = await runToEnd(t, member, workflow.id, { version: '1.0.0', input: partnerClaim });
  succeeded = await runToEnd(t, member, workflow.id, { version: '1.0.0', input: ownClaim });
});
afterAll(() => t.close());

/** Saves the workflow's draft as the chain with the lookup's argument fixed: the claim's message names the policy the demo API knows. */
async function saveFixedDraft(changes: (graph: ReturnType<typeof lookupChain>) => ReturnType<typeof lookupChain> = (graph) => graph) {
  workflow = await saveDraft(t, member, await readWorkflow(t, member, workflow.id), changes(lookupChain('{{input.message}}')));
}

const statuses = (run: RunWithSteps) => topLevelSteps(run).map((step) => [step.name, step.status]);

describe('a re-run', () => {
  it('runs the original input again on its version, as a new run that names the original', async () => {
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe("The API tool 'Policy Lookup' answered 404 Not Found");

    const res = await replay(t, member, failed.id, { version: '1.0.0' });
    expect(res.status).toBe(202);
    const started = operations['runs.replay'].response.parse(res.data);
    expect(started).toMatchObject({ trigger: 'replay', replayOf: failed.id, version: '1.0.0', input: failed.input, workflowId: workflow.id });
    const rerun = await settledRun(t, member, started.id);
    expect(rerun).toMatchObject({ status: 'failed', error: failed.error });
    expect(topLevelSteps(rerun).some((step) => step.status === 'reused')).toBe(false);
  });

  it('takes an edited input, and runs on the draft when asked', async () => {
    await saveFixedDraft();
    const onVersion = await replayToEnd(t, member, failed.id, { version: '1.0.0', input: ownClaim });
    expect(onVersion).toMatchObject({ status: 'succeeded', input: ownClaim, replayOf: failed.id });
    const onDraft = await replayToEnd(t, member, failed.id, { draft: true });
    expect(onDraft).toMatchObject({ status: 'succeeded', version: 'draft', input: failed.input, trigger: 'replay' });
  });

  it('can be listed by its trigger', async () => {
    const res = await t.call('GET', runsPath('1001', `?trigger=replay&workflowId=${workflow.id}`), { token: member });
    expect(res.status).toBe(200);
    expect((res.data as { items: unknown[] }).items.length).toBeGreaterThan(0);
  });
});

describe('a replay from a node', () => {
  it('reuses the outputs of the nodes before it, calling neither the models nor the demo API for them, and runs the node and what follows', async () => {
    await saveFixedDraft();
    const callsBefore = counted.calls();
    const run = await replayToEnd(t, member, failed.id, { draft: true, fromNodeId: 'lookup' });

    expect(run).toMatchObject({ status: 'succeeded', trigger: 'replay', replayOf: failed.id, version: 'draft' });
    expect(statuses(run)).toEqual([
      ['Trigger', 'reused'],
      ['Passages', 'reused'],
      ['Lookup', 'succeeded'],
      ['Writer', 'succeeded'],
      ['Output', 'succeeded'],
    ]);
    const original = new Map(topLevelSteps(failed).map((step) => [step.nodeId, step]));
    for (const step of topLevelSteps(run).filter((each) => each.status === 'reused')) {
      expect(step.reusedFrom).toEqual({ runId: failed.id, stepId: original.get(step.nodeId)!.id });
      expect(step).toMatchObject({ output: original.get(step.nodeId)!.output, input: original.get(step.nodeId)!.input, tokens: { prompt: 0, completion: 0 }, credits: 0, durationMs: 0 });
    }
    // The lookup read its input from the reused retrieval's output, as in the original.
    expect(topLevelSteps(run)[2]!.input).toEqual(original.get('lookup')!.input);

    // One model call, the Writer's; one demo API request, the Lookup's: none for the reused steps.
    expect(counted.calls() - callsBefore).toBe(1);
    const lookupStep = topLevelSteps(run).find((step) => step.nodeId === 'lookup')!;
    expect((await demoCallsOf(t, run.id)).map((seen) => seen.key)).toEqual([`${run.id}:${lookupStep.id}`]);
    // The run spent the Writer's tokens only.
    const writer = run.steps.find((step) => step.kind === 'model')!;
    expect(run.tokens).toBe(writer.tokens.prompt + writer.tokens.completion);
  });

  it('counts its reused steps as no node run in the metrics, and spends nothing on them', async () => {
    await saveFixedDraft();
    const hour = 3_600_000;
    const body = { from: new Date(Date.now() - hour).toISOString(), to: new Date(Date.now() + hour).toISOString(), interval: 'hour', groupBy: 'node', workflowId: workflow.id };
    const nodeRuns = async () => {
      const res = await t.call('POST', '/api/workspaces/1001/metrics', { token: member, body });
      expect(res.status, res.text).toBe(200);
      return Object.fromEntries(operations['metrics.workspace'].response.parse(res.data).series.map((series) => [series.label, series.total.runs]));
    };
    const before = await nodeRuns();
    await replayToEnd(t, member, failed.id, { draft: true, fromNodeId: 'lookup' });
    const after = await nodeRuns();
    expect({ Trigger: after.Trigger, Passages: after.Passages }).toEqual({ Trigger: before.Trigger, Passages: before.Passages });
    expect(after.Lookup).toBe(before.Lookup! + 1);
    expect(after.Writer).toBe((before.Writer ?? 0) + 1);
  });

  it('points a step reused twice at the step that ran', async () => {
    await saveFixedDraft();
    const first = await replayToEnd(t, member, failed.id, { draft: true, fromNodeId: 'lookup' });
    const second = await replayToEnd(t, member, first.id, { draft: true, fromNodeId: 'writer' });
    expect(statuses(second).map(([, status]) => status)).toEqual(['reused', 'reused', 'reused', 'succeeded', 'succeeded']);
    const trigger = topLevelSteps(second)[0]!;
    expect(trigger.reusedFrom).toEqual({ runId: failed.id, stepId: topLevelSteps(failed)[0]!.id });
    const lookup = topLevelSteps(second)[2]!;
    expect(lookup.reusedFrom).toEqual({ runId: first.id, stepId: topLevelSteps(first)[2]!.id });
  });

  it('from the trigger runs the whole graph', async () => {
    const run = await replayToEnd(t, member, succeeded.id, { version: '1.0.0', fromNodeId: 'trigger' });
    expect(statuses(run).every(([, status]) => status === 'succeeded')).toBe(true);
  });
});

describe('a replay from a node is refused with a 400 naming the node', () => {
  const refusal = async (runId: string, body: Record<string, unknown>) => {
    const res = await replay(t, member, runId, body);
    expect(res.status, res.text).toBe(400);
    return { message: res.json.message, errors: res.json.errors };
  };

  it('when the chosen graph lacks a node before it, which changes the edges into the next', async () => {
    const graph = lookupChain();
    await saveDraft(t, member, await readWorkflow(t, member, workflow.id), {
      ...graph,
      nodes: graph.nodes.filter((node) => node.id !== 'passages'),
      edges: [{ id: 'trigger-lookup', source: 'trigger', target: 'lookup' }, ...graph.edges.filter((edge) => edge.source !== 'trigger' && edge.source !== 'passages')],
    });
    expect(await refusal(succeeded.id, { draft: true, fromNodeId: 'writer' })).toEqual({
      message: REPLAY_MESSAGES.cannotReuse,
      errors: [
        'nodes.passages: Node ‘Passages’ is not in the chosen graph any more; re-run from an earlier node.',
        'nodes.lookup: Node ‘Lookup’ changed since the original run (its input); re-run from an earlier node.',
      ],
    });
  });

  it('when a node before it changed what its output depends on', async () => {
    await saveFixedDraft((graph) => withNodeData(graph, 'passages', { query: 'Claims like {{input.message}}' }));
    // The lookup's arguments changed too (fixed in the draft): each node is named.
    expect(await refusal(succeeded.id, { draft: true, fromNodeId: 'writer' })).toEqual({
      message: REPLAY_MESSAGES.cannotReuse,
      errors: [
        'nodes.passages: Node ‘Passages’ changed since the original run (its query); re-run from an earlier node.',
        'nodes.lookup: Node ‘Lookup’ changed since the original run (its arguments); re-run from an earlier node.',
      ],
    });
  });

  it('when a tool before it is another tool now', async () => {
    await saveDraft(t, member, await readWorkflow(t, member, workflow.id), withNodeData(lookupChain(), 'lookup', { toolId: 'apiTool-1001-2' }));
    expect((await refusal(succeeded.id, { draft: true, fromNodeId: 'writer' })).errors).toEqual([
      'nodes.lookup: Node ‘Lookup’ changed since the original run (its tool); re-run from an earlier node.',
    ]);
  });

  it('when the original ran on a draft since changed: what its steps recorded using is compared', async () => {
    await saveFixedDraft();
    const onDraft = await replayToEnd(t, member, succeeded.id, { draft: true });
    await saveFixedDraft((graph) => withNodeData(graph, 'passages', { query: 'Claims like {{input.message}}' }));
    expect((await refusal(onDraft.id, { draft: true, fromNodeId: 'writer' })).errors).toEqual([
      'nodes.passages: Node ‘Passages’ changed since the original run (its query); re-run from an earlier node.',
    ]);
    await saveFixedDraft();
    const replayed = await replayToEnd(t, member, onDraft.id, { draft: true, fromNodeId: 'writer' });
    expect(statuses(replayed).map(([, status]) => status)).toEqual(['reused', 'reused', 'reused', 'succeeded', 'succeeded']);
  });

  it('when a node before it did not finish in the original run', async () => {
    await saveFixedDraft();
    expect((await refusal(failed.id, { draft: true, fromNodeId: 'writer' })).errors).toEqual([
      'nodes.lookup: Node ‘Lookup’ did not finish in the original run, so its output cannot be reused; re-run from an earlier node.',
    ]);
  });

  it('when the node is not in the chosen graph, or the input changes', async () => {
    expect(await refusal(succeeded.id, { version: '1.0.0', fromNodeId: 'nowhere' })).toEqual({ message: 'Validation failed', errors: ['fromNodeId: The chosen graph has no node ‘nowhere’'] });
    expect((await refusal(succeeded.id, { version: '1.0.0', fromNodeId: 'writer', input: partnerClaim })).errors).toEqual([REPLAY_MESSAGES.inputChanged]);
  });
});

describe('a replay asked wrongly', () => {
  it('is a 400 listing each problem', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, [`version: ${REPLAY_MESSAGES.target}`]],
      [{ version: '1.0.0', draft: true }, [`version: ${REPLAY_MESSAGES.targetTwice}`]],
      [{ version: 'latest', fromNodeId: '' }, ['version: A version is written major.minor.patch, such as 1.2.0', 'fromNodeId: fromNodeId must not be empty']],
      [{ draft: false }, ['draft: draft must be true when given']],
    ];
    for (const [body, errors] of cases) {
      const res = await replay(t, member, failed.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.errors, JSON.stringify(body)).toEqual(expect.arrayContaining(errors));
    }
    const unpublished = await replay(t, member, failed.id, { version: '9.0.0' });
    expect(unpublished.status).toBe(400);
    expect(unpublished.json.errors).toEqual(["version: Version 9.0.0 of 'Replayed lookup' is not published"]);
  });

  it('is a 409 for a run that has not finished', async () => {
    const topic = (topicId: string) => ({ messageBrokerId: 'messageBroker-1001-1', topicId, requestStructure: '{"session_id":"string","message":"string"}' });
    const humanInput = { enableHumanInput: true, instruction: 'Check the draft', enableBroker: true, option: 'messageBroker', retryCount: 5, topicProducer: topic('human-review-requests'), topicConsumer: topic('human-review-responses') };
    const reviewed = await publishedWorkflow(t, member, 'Reviewed answer', chainOf([node.trigger(), node.agent('writer', 'Writer', { humanInput }), node.output()]));
    const waiting = await runToEnd(t, member, reviewed.id, { version: '1.0.0', input: ownClaim });
    expect(waiting.status).toBe('waiting');
    const res = await replay(t, member, waiting.id, { version: '1.0.0' });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(REPLAY_MESSAGES.notFinished);
  });

  it('is a 404 for a run the workspace does not have', async () => {
    const res = await replay(t, member, 'no-such-run', { version: '1.0.0' });
    expect(res.status).toBe(404);
  });
});
