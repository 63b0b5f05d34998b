import { operations, type Run, type RunWithSteps } from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RunEngine } from '../src/runs/engine';
import { deterministicModelGateway } from '../src/runs/model-gateway';
import { seedId } from '../src/seed/records';
import { Store } from '../src/store/store';
import { createRecord, graphOf, hangingModelGateway, node, readEvents, runsPath, runToEnd, settledRun, startRun } from './support/runs';
import { startTestServer, type TestServer } from './support/server';
import { createWorkflow } from './support/workflows';

/* Branches side by side and joins (design section 2.1a), through the API. */

let t: TestServer;
let member: string;
beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0 });
  member = await t.login('member');
});
afterAll(() => t.close());

const stepNamed = (run: RunWithSteps, name: string) => run.steps.find((step) => step.name === name && step.parentId === null);
const topLevel = (run: RunWithSteps) => run.steps.filter((step) => step.parentId === null);

const topic = (topicId: string) => ({ messageBrokerId: seedId('messageBroker', '1001', 1), topicId, requestStructure: '{"session_id":"string","message":"string"}' });
/** An agent's human review through the Claims Kafka topics. */
const humanInput = { enableHumanInput: true, instruction: 'Check the draft', enableBroker: true, option: 'messageBroker', retryCount: 5, topicProducer: topic('human-review-requests'), topicConsumer: topic('human-review-responses') };

/** trigger → 'Drafter' (agent) and 'Passages' (retrieval) side by side → 'Writer' (agent, the join) → output. */
const fanOutAndJoin = (drafter = node.agent('drafter', 'Drafter')) =>
  graphOf(
    [node.trigger(), drafter, node.retrieval('passages', 'Passages', 'vector', seedId('vectorRag', '1001', 1)), node.agent('writer', 'Writer'), node.output()],
    [['trigger', 'passages'], ['trigger', 'drafter'], ['passages', 'writer'], ['drafter', 'writer'], ['writer', 'output']],
  );

describe('a run with branches', () => {
  it('runs the branches after a node together and gives the join both outputs keyed by label', async () => {
    const workflow = await createWorkflow(t, member, 'Fan out and join', { draft: fanOutAndJoin() });
    const run = await runToEnd(t, member, workflow.id, { version: 'draft', input: { message: 'What does the policy cover?', metadata: {} } });

    expect(run.status).toBe('succeeded');
    // Passages started before the Drafter's model call: the branches ran side by side.
    const names = run.steps.map((step) => step.name);
    expect(names.indexOf('Passages')).toBe(names.indexOf('Drafter') + 1);
    const writerInput = stepNamed(run, 'Writer')!.input as Record<string, unknown>;
    expect(Object.keys(writerInput)).toEqual(['Drafter', 'Passages']);
    expect(writerInput).toEqual({ Drafter: stepNamed(run, 'Drafter')!.output, Passages: stepNamed(run, 'Passages')!.output });
    expect(topLevel(run).filter((step) => step.name === 'Writer')).toHaveLength(1);
    expect(run.output).toBe(stepNamed(run, 'Writer')!.output);
  });

  it('records each node of the branch not taken as a skipped step that took no time, spent nothing and counts in no figure', async () => {
    const graph = graphOf(
      [
        node.trigger(),
        node.condition('route', 'Route', [{ id: 'urgent', label: 'Urgent', expression: 'input.message == "urgent"' }]),
        node.output('urgent-answer', 'Urgent answer'),
        node.agent('drafter', 'Drafter'),
        node.output('drafted-answer', 'Drafted answer'),
      ],
      [['trigger', 'route'], ['route', 'urgent-answer', 'urgent'], ['route', 'drafter', 'else'], ['drafter', 'drafted-answer']],
    );
    const workflow = await createWorkflow(t, member, 'Skipped branch', { draft: graph });
    const run = await runToEnd(t, member, workflow.id, { version: 'draft', input: { message: 'urgent', metadata: {} } });

    expect(run).toMatchObject({ status: 'succeeded', output: 'urgent', error: null, tokens: 0, credits: 0 });
    expect(run.steps.map((step) => [step.name, step.status])).toEqual([
      ['Trigger', 'succeeded'],
      ['Route', 'succeeded'],
      ['Drafter', 'skipped'],
      ['Drafted answer', 'skipped'],
      ['Urgent answer', 'succeeded'],
    ]);
    for (const name of ['Drafter', 'Drafted answer']) {
      const step = stepNamed(run, name)!;
      expect(step).toMatchObject({ durationMs: 0, input: null, output: null, error: null, credits: 0, tokens: { prompt: 0, completion: 0 } });
      expect(step.endedAt).toBe(step.startedAt);
    }

    const events = await readEvents(t, member, run.id);
    const skippedIds = new Set(run.steps.filter((step) => step.status === 'skipped').map((step) => step.id));
    const stepEvents = events.filter((event) => (event.event === 'step.started' || event.event === 'step.finished') && skippedIds.has(event.data.id));
    expect(stepEvents.map((event) => [event.event, (event.data as { name: string }).name])).toEqual([
      ['step.finished', 'Drafter'],
      ['step.finished', 'Drafted answer'],
    ]);
    const lines = events.flatMap((event) => (event.event === 'log' && skippedIds.has(event.data.spanId) ? [[event.data.level, event.data.message]] : []));
    expect(lines).toEqual([
      ['debug', 'Drafter skipped'],
      ['debug', 'Drafted answer skipped'],
    ]);

    const range = { from: new Date(Date.parse(run.startedAt) - 60_000).toISOString(), to: new Date(Date.now() + 60_000).toISOString() };
    const byNode = await t.call('POST', '/api/workspaces/1001/metrics', { token: member, body: { ...range, groupBy: 'node', workflowId: workflow.id } });
    const metrics = operations['metrics.workspace'].response.parse(byNode.data);
    expect(metrics.series.map((series) => series.label).sort()).toEqual(['Route', 'Trigger', 'Urgent answer']);
    expect(metrics.total).toMatchObject({ failures: 0, tokens: 0, credits: 0 });
  });

  it('lets a branch go on while another waits for human input, and waits once nothing else can run', async () => {
    const reviewed = node.agent('drafter', 'Drafter', { humanInput });
    const workflow = await createWorkflow(t, member, 'Reviewed branch', { draft: fanOutAndJoin(reviewed) });
    const run = await runToEnd(t, member, workflow.id, { version: 'draft', input: { message: 'What does the policy cover?', metadata: {} } });

    expect(run.status).toBe('waiting');
    expect(stepNamed(run, 'Drafter')).toMatchObject({ status: 'waiting' });
    expect(stepNamed(run, 'Passages')).toMatchObject({ status: 'succeeded' });
    expect(stepNamed(run, 'Writer')).toBeUndefined();

    expect((await t.call('POST', runsPath('1001', `/${run.id}/resume`), { token: member, body: { decision: 'approve', message: '' } })).status).toBe(200);
    const finished = await settledRun(t, member, run.id);
    expect(finished.status).toBe('succeeded');
    expect(Object.keys(stepNamed(finished, 'Writer')!.input as object)).toEqual(['Drafter', 'Passages']);
  });

  it('goes on with the walk it stored when a waiting run is approved after a restart', async () => {
    const workflow = await createWorkflow(t, member, 'Reviewed across a restart', { draft: fanOutAndJoin(node.agent('drafter', 'Drafter', { humanInput })) });
    const run = await runToEnd(t, member, workflow.id, { version: 'draft', input: { message: 'What does the policy cover?', metadata: {} } });
    expect(run.status).toBe('waiting');

    const restarted = new Store({ snapshot: t.mock.store.snapshot() });
    try {
      const engine = new RunEngine({ store: restarted, gateway: deterministicModelGateway(0), timeoutMs: 5000, clock: () => new Date() });
      engine.resume('1001', run.id, 'approve', '');
      await engine.settled(run.id);
      expect(engine.run('1001', run.id)).toMatchObject({ status: 'succeeded' });
      const writer = engine.detail('1001', run.id)!.steps.find((step) => step.name === 'Writer')!;
      expect(Object.keys(writer.input as object)).toEqual(['Drafter', 'Passages']);
    } finally {
      restarted.close();
    }
  });

  it('waits on each branch waiting for human input in turn, and goes on once both are approved', async () => {
    const reviewed = (nodeId: string, label: string) => node.agent(nodeId, label, { humanInput: { ...humanInput, instruction: `Check ${label}` } });
    const graph = graphOf(
      [node.trigger(), reviewed('first', 'First draft'), reviewed('second', 'Second draft'), node.agent('writer', 'Writer'), node.output()],
      [['trigger', 'first'], ['trigger', 'second'], ['first', 'writer'], ['second', 'writer'], ['writer', 'output']],
    );
    const workflow = await createWorkflow(t, member, 'Two reviews', { draft: graph });
    const run = await runToEnd(t, member, workflow.id, { version: 'draft', input: { message: 'Draft two replies', metadata: {} } });
    expect(run.status).toBe('waiting');
    expect([stepNamed(run, 'First draft')!.status, stepNamed(run, 'Second draft')!.status]).toEqual(['waiting', 'waiting']);

    const approve = () => t.call('POST', runsPath('1001', `/${run.id}/resume`), { token: member, body: { decision: 'approve', message: '' } });
    expect((await approve()).status).toBe(200);
    const halfway = await settledRun(t, member, run.id);
    expect(halfway.status).toBe('waiting');
    expect([stepNamed(halfway, 'First draft')!.status, stepNamed(halfway, 'Second draft')!.status]).toEqual(['succeeded', 'waiting']);
    expect(stepNamed(halfway, 'Writer')).toBeUndefined();

    expect((await approve()).status).toBe(200);
    const finished = await settledRun(t, member, run.id);
    expect(finished.status).toBe('succeeded');
    expect(Object.keys(stepNamed(finished, 'Writer')!.input as object)).toEqual(['First draft', 'Second draft']);
  });

  it('fails the run when a branch fails, and cancels the branch still running', async () => {
    const hanging = hangingModelGateway();
    const slow = await startTestServer({ historyRuns: 0, modelGateway: hanging.gateway });
    try {
      const token = await slow.login('member');
      const toolId = await createRecord(slow, token, 'tools/api', {
        name: 'closed_api',
        description: 'An API on a closed port',
        configurations: { url: 'http://127.0.0.1:9/orders', method: 'GET', headers: [], payload: '{}', authorization: { authType: 'none' }, promotedVariables: '{}' },
      });
      const graph = graphOf(
        [node.trigger(), node.agent('slow', 'Slow agent'), node.tool('orders', 'Orders', { toolType: 'api', toolId }), node.agent('writer', 'Writer'), node.output()],
        [['trigger', 'slow'], ['trigger', 'orders'], ['slow', 'writer'], ['orders', 'writer'], ['writer', 'output']],
      );
      const workflow = await createWorkflow(slow, token, 'Failing branch', { draft: graph });
      const started = (await startRun(slow, token, workflow.id, { version: 'draft' })).data as Run;
      const run = await settledRun(slow, token, started.id);

      expect(hanging.calls()).toBe(1);
      expect(run.status).toBe('failed');
      expect(run.error).toMatch(/^The API tool 'closed_api' at http:\/\/127\.0\.0\.1:9\/orders could not be reached: /);
      expect(topLevel(run).map((step) => [step.name, step.status])).toEqual([
        ['Trigger', 'succeeded'],
        ['Slow agent', 'cancelled'],
        ['Orders', 'failed'],
      ]);
      expect(run.steps.find((step) => step.kind === 'model')).toMatchObject({ status: 'cancelled' });
    } finally {
      await slow.close();
    }
  });
});
