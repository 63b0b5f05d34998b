import type { BrokerMessage, Run } from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../src/seed/records';
import { chainOf, hangingModelGateway, node, publishedWorkflow, runsPath, runToEnd, settledRun, startRun } from './support/runs';
import { startTestServer, type TestServer } from './support/server';
import { createWorkflow } from './support/workflows';

let t: TestServer;
let member: string;
beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0 });
  member = await t.login('member');
});
afterAll(() => t.close());

const claimsKafka = seedId('messageBroker', '1001', 1);
const ordersMsk = seedId('messageBroker', '1001', 2);
const messagesPath = (brokerId: string) => `/api/workspaces/1001/message-queues/${brokerId}/messages`;
const topic = (topicId: string) => ({ messageBrokerId: claimsKafka, topicId, requestStructure: '{"session_id":"string","message":"string"}' });

/** trigger → reviewed agent → output, the agent asking a person through the Claims Kafka topics. */
const reviewedGraph = () =>
  chainOf([
    node.trigger(),
    node.agent('agent', 'Reviewed agent', {
      humanInput: {
        enableHumanInput: true,
        instruction: 'Approve refunds above 500 EUR',
        enableBroker: true,
        option: 'messageBroker',
        retryCount: 5,
        topicProducer: topic('human-review-requests'),
        topicConsumer: topic('human-review-responses'),
      },
    }),
    node.output(),
  ]);

async function waitingRun(name: string) {
  const workflow = await createWorkflow(t, member, name, { draft: reviewedGraph() });
  const run = await runToEnd(t, member, workflow.id, { version: 'draft', input: { message: 'Refund 800 EUR to C-7', metadata: {} } });
  expect(run.status).toBe('waiting');
  return run;
}

describe('human review', () => {
  it('waits, publishes the request to the producer topic, and goes on when the call approves', async () => {
    const run = await waitingRun('Reviewed by call');
    expect(run.steps.find((step) => step.name === 'Reviewed agent')).toMatchObject({ status: 'waiting' });
    const requests = (await t.call('GET', `${messagesPath(claimsKafka)}?topicId=human-review-requests`, { token: member })).data as BrokerMessage[];
    expect(requests[0]).toMatchObject({ sessionId: run.id, runId: run.id, messageType: 'human_input_request', attributes: { message: 'Approve refunds above 500 EUR' } });

    const resumed = await t.call('POST', runsPath('1001', `/${run.id}/resume`), { token: member, body: { decision: 'approve', message: 'Fine by me' } });
    expect(resumed.status).toBe(200);
    const finished = await settledRun(t, member, run.id);
    expect(finished.status).toBe('succeeded');
    expect(finished.steps.find((step) => step.name === 'Reviewed agent')).toMatchObject({ status: 'succeeded', attributes: { decision: 'approve', reviewerMessage: 'Fine by me' } });
    expect(finished.output).toBe(finished.steps.find((step) => step.kind === 'model')!.output);
  });

  it('goes on when approved, for a run that began waiting before the walking rules (its stored state a queue)', async () => {
    const run = await waitingRun('Waiting across the upgrade');
    const { db } = t.mock.store;
    const stored = JSON.parse((db.prepare('SELECT state FROM runs WHERE id = ?').get(run.id) as { state: string }).state) as Record<string, unknown>;
    const answer = run.steps.find((step) => step.name === 'Reviewed agent')!.output;
    const queued = { graph: stored.graph, values: stored.values, sessionId: stored.sessionId, waiting: stored.waiting, lastOutput: answer, pending: ['output'], visited: ['trigger', 'agent'] };
    db.prepare('UPDATE runs SET state = ? WHERE id = ?').run(JSON.stringify(queued), run.id);

    expect((await t.call('POST', runsPath('1001', `/${run.id}/resume`), { token: member, body: { decision: 'approve' } })).status).toBe(200);
    const finished = await settledRun(t, member, run.id);
    expect(finished).toMatchObject({ status: 'succeeded', output: answer });
    expect(finished.steps.filter((step) => step.parentId === null).map((step) => step.name)).toEqual(['Trigger', 'Reviewed agent', 'Output']);
  });

  it('fails the run when the reviewer rejects, and answers 409 to a second decision', async () => {
    const run = await waitingRun('Rejected by call');
    const rejected = await t.call('POST', runsPath('1001', `/${run.id}/resume`), { token: member, body: { decision: 'reject', message: 'Too much' } });
    expect(rejected.data).toMatchObject({ status: 'failed', error: 'Rejected in human review: Too much' });
    const again = await t.call('POST', runsPath('1001', `/${run.id}/resume`), { token: member, body: { decision: 'approve' } });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('The run is not waiting for human input');
  });

  it('goes on when a message with the same session arrives on the consumer topic', async () => {
    const run = await waitingRun('Reviewed by message');
    const publish = (body: Record<string, unknown>) => t.call('POST', messagesPath(claimsKafka), { token: member, body: { topicId: 'human-review-responses', sessionId: run.id, ...body } });
    const incomplete = await publish({ messageType: 'human_input_response', attributes: { decision: 'approve' } });
    expect(incomplete.status).toBe(400);
    expect(incomplete.json.errors).toEqual(['attributes.message: Message attribute is required to resume a waiting run']);

    const res = await publish({ messageType: 'human_input_response', attributes: { decision: 'approve', message: 'Approved by the supervisor' } });
    expect(res.status).toBe(201);
    expect((res.data as { run: Run }).run.status).toBe('running');
    const finished = await settledRun(t, member, run.id);
    expect(finished.status).toBe('succeeded');
    const responses = (await t.call('GET', `${messagesPath(claimsKafka)}?topicId=human-review-responses`, { token: member })).data as BrokerMessage[];
    expect(responses[0]).toMatchObject({ runId: run.id, sessionId: run.id, attributes: { message: 'Approved by the supervisor' } });
  });
});

describe('broker triggers', () => {
  it("refuses a message without Message Type with a 400 naming it, and starts no run", async () => {
    const before = ((await t.call('GET', runsPath('1001'), { token: member })).data as { items: Run[] }).items.length;
    const res = await t.call('POST', messagesPath(ordersMsk), {
      token: member,
      body: { topicId: 'order-updates', attributes: { workflowId: seedId('workflow', '1001', 2), message: 'Order SO-1042 shipped' } },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: 'The message lacks fields it needs', errors: ['messageType: Message Type is required to start a workflow run'] });
    expect(((await t.call('GET', runsPath('1001'), { token: member })).data as { items: Run[] }).items.length).toBe(before);
  });

  it('names every missing field: Workflow ID and Message attribute too', async () => {
    const res = await t.call('POST', messagesPath(ordersMsk), { token: member, body: { topicId: 'order-updates', messageType: 'order_update' } });
    expect(res.json.errors).toEqual([
      'attributes.workflowId: Workflow ID is required to start a workflow run',
      'attributes.message: Message attribute is required to start a workflow run',
    ]);
  });

  it('starts a run of the listening workflow from a complete message, its attributes as metadata', async () => {
    const workflow = await publishedWorkflow(t, member, 'Order listener', chainOf([node.trigger({ mode: 'broker', messageBrokerId: ordersMsk, topicId: 'order-updates' }), node.output()]));
    const res = await t.call('POST', messagesPath(ordersMsk), {
      token: member,
      body: { topicId: 'order-updates', messageType: 'order_update', sessionId: 'S-9', attributes: { workflowId: workflow.id, message: 'Order SO-1042 shipped', orderId: 'SO-1042' } },
    });
    expect(res.status).toBe(201);
    const started = (res.data as { run: Run }).run;
    expect(started).toMatchObject({ trigger: 'broker', version: '1.0.0', input: { message: 'Order SO-1042 shipped', metadata: { orderId: 'SO-1042', messageType: 'order_update', sessionId: 'S-9' } } });
    const run = await settledRun(t, member, started.id);
    expect(run).toMatchObject({ status: 'succeeded', output: 'Order SO-1042 shipped' });
    expect(run.steps[0]!.reads).toEqual([{ kind: 'topic', id: `${ordersMsk}/order-updates`, name: 'Orders MSK: Order updates' }]);
  });
});

describe('cancel', () => {
  it('cancels a waiting run, and answers 409 once it has finished', async () => {
    const run = await waitingRun('Cancelled while waiting');
    const res = await t.call('POST', runsPath('1001', `/${run.id}/cancel`), { token: member });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ status: 'cancelled', error: 'The run was cancelled' });
    expect((await settledRun(t, member, run.id)).steps.find((step) => step.name === 'Reviewed agent')!.status).toBe('cancelled');
    expect((await t.call('POST', runsPath('1001', `/${run.id}/cancel`), { token: member })).status).toBe(409);
  });

  it('cancels a running run in the middle of its model call', async () => {
    const hanging = hangingModelGateway();
    const slow = await startTestServer({ historyRuns: 0, modelGateway: hanging.gateway });
    try {
      const token = await slow.login('member');
      const workflow = await createWorkflow(slow, token, 'Cancelled while running', { draft: chainOf([node.trigger(), node.agent('agent', 'Slow agent'), node.output()]) });
      const started = (await startRun(slow, token, workflow.id, { version: 'draft' })).data as Run;
      while (hanging.calls() === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      const res = await slow.call('POST', runsPath('1001', `/${started.id}/cancel`), { token });
      expect(res.data).toMatchObject({ status: 'cancelled' });
      const run = await settledRun(slow, token, started.id);
      expect(run.steps.map((step) => [step.kind, step.status])).toEqual([['trigger', 'succeeded'], ['agent', 'cancelled'], ['model', 'cancelled']]);
    } finally {
      await slow.close();
    }
  });
});
