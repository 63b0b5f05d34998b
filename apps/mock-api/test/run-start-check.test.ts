import { operations, type Run, type WorkflowNode } from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../src/seed/records';
import { chainOf, node, publishedWorkflow, startRun } from './support/runs';
import { startTestServer, validBody, type TestServer } from './support/server';
import { createDataset, experimentsPath } from './support/testing-studio';
import { createWorkflow } from './support/workflows';

/**
 * Every way a run starts runs the publish check on the graph it will walk (design section 2.1a):
 * a graph failing it starts no run, a 400 with the problems; a broker message is kept with them.
 */
let t: TestServer;
let member: string;
beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0 });
  member = await t.login('member');
});
afterAll(() => t.close());

const ordersMsk = seedId('messageBroker', '1001', 2);
const NO_OUTPUT = ['The workflow needs at least one output', "nodes.agent: 'Answer agent' leads nowhere: connect it to the next step"];
const DRAFT_REFUSED = { message: 'The draft does not pass the publish check', errors: NO_OUTPUT };

/** A draft the check refuses: an agent after the trigger and no output. */
const draftWithoutOutput = (name: string, trigger = node.trigger()) => createWorkflow(t, member, name, { draft: chainOf([trigger, node.agent('agent', 'Answer agent')]) });
const runsOf = (workflowId: string): Run[] => t.mock.engine.list('1001', { workflowId, limit: 100 }).items;

/** Version 1.0.0 of a workflow whose agent's model was deleted after publishing, and the 400 that names it. */
async function versionLosingItsModel(name: string, beforeTheLoss: (workflowId: string) => Promise<void> = async () => {}) {
  const llm = await t.client(member).resource('llm').create('1001', validBody('llm', `start_check_${name}`));
  const agent = node.agent('agent', 'Answer agent');
  const graph = chainOf([node.trigger(), { ...agent, data: { ...agent.data, llmId: llm.id } } as WorkflowNode, node.output()]);
  const workflow = await publishedWorkflow(t, member, `Version losing its model (${name})`, graph);
  await beforeTheLoss(workflow.id);
  await t.client(member).resource('llm').remove('1001', llm.id);
  const refused = {
    message: 'The version does not pass the publish check',
    errors: [`nodes.agent: 'Answer agent' uses the LLM '${llm.name}', which was deleted`],
  };
  return { workflow, refused };
}

describe('a start from the API or the editor', () => {
  it.each(['api', 'editor'])('refuses a draft failing the check with its problems and starts no run (trigger %s)', async (trigger) => {
    const workflow = await draftWithoutOutput(`Unchecked ${trigger} draft`);
    const res = await startRun(t, member, workflow.id, { version: 'draft', trigger });
    expect(res.status).toBe(400);
    expect(res.json).toEqual(DRAFT_REFUSED);
    expect(runsOf(workflow.id)).toEqual([]);
  });

  it('refuses a published version naming a model deleted since, naming it, and starts no run', async () => {
    const { workflow, refused } = await versionLosingItsModel('api');
    const res = await startRun(t, member, workflow.id, { version: '1.0.0' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual(refused);
    expect(runsOf(workflow.id)).toEqual([]);
  });

  it('checks again once a record the graph names is deleted, though the same graph passed it at the start before', async () => {
    const { workflow, refused } = await versionLosingItsModel('after a run', async (workflowId) => {
      expect((await startRun(t, member, workflowId, { version: '1.0.0' })).status).toBe(202);
    });
    const res = await startRun(t, member, workflow.id, { version: '1.0.0' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual(refused);
    expect(runsOf(workflow.id)).toHaveLength(1);
  });
});

describe('an experiment', () => {
  it('refuses a draft failing the check with its problems, and keeps no experiment and starts no run', async () => {
    const workflow = await draftWithoutOutput('Unchecked experiment draft');
    const dataset = await createDataset(t, member, 'Start check', [{ input: { message: 'Where is my order?' } }]);
    const res = await t.call('POST', experimentsPath('1001'), { token: member, body: { datasetId: dataset.id, workflowId: workflow.id, version: 'draft', scorers: [{ kind: 'exactMatch' }] } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual(DRAFT_REFUSED);
    expect((await t.call('GET', experimentsPath('1001', `?datasetId=${dataset.id}`), { token: member })).data).toEqual([]);
    expect(runsOf(workflow.id)).toEqual([]);
  });

  it('refuses a published version naming a model deleted since', async () => {
    const { workflow, refused } = await versionLosingItsModel('experiment');
    const dataset = await createDataset(t, member, 'Start check on a version', [{ input: { message: 'Where is my order?' } }]);
    const res = await t.call('POST', experimentsPath('1001'), { token: member, body: { datasetId: dataset.id, workflowId: workflow.id, version: '1.0.0', scorers: [{ kind: 'exactMatch' }] } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual(refused);
    expect(runsOf(workflow.id)).toEqual([]);
  });
});

describe('a broker message', () => {
  it('starts no run when the listening draft fails the check: a 400 with the problems, the message kept with them', async () => {
    const workflow = await draftWithoutOutput('Unchecked broker draft', node.trigger({ mode: 'broker', messageBrokerId: ordersMsk, topicId: 'order-updates' }));
    const body = { topicId: 'order-updates', messageType: 'order_update', attributes: { workflowId: workflow.id, message: 'Order SO-1042 shipped' } };
    const res = await t.call('POST', `/api/workspaces/1001/message-queues/${ordersMsk}/messages`, { token: member, body });
    expect(res.status).toBe(400);
    expect(res.json).toEqual(DRAFT_REFUSED);
    expect(runsOf(workflow.id)).toEqual([]);

    const listed = await t.call('GET', `/api/workspaces/1001/message-queues/${ordersMsk}/messages?topicId=order-updates`, { token: member });
    const [newest] = operations['brokerMessages.list'].response.parse(listed.data);
    expect(newest).toMatchObject({ ...body, runId: null, refused: { reason: DRAFT_REFUSED.message, problems: NO_OUTPUT } });
  });
});
