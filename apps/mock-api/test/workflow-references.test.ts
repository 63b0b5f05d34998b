import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, validBody, type TestServer } from './support/server';
import { createWorkflow, publishableGraph, withAgent, workflowsPath, type Workflow } from './support/workflows';

let t: TestServer;
let member: string;
beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0 });
  member = await t.login('member');
});
afterAll(() => t.close());

const stored = (workflow: Workflow) => t.mock.store.records.get('1001', 'workflow', workflow.id) as Workflow;

describe('deleting a workflow tag', () => {
  it('takes it off every workflow carrying it, leaving their drafts and revisions alone', async () => {
    const client = t.client(member);
    const [doomed, kept] = await Promise.all([
      client.resource('workflowTag').create('1001', { name: 'refs-doomed', colour: 'red', description: '' }),
      client.resource('workflowTag').create('1001', { name: 'refs-kept', colour: 'gray', description: '' }),
    ]);
    const both = await createWorkflow(t, member, 'References both tags', { tagIds: [doomed.id, kept.id] });
    const one = await createWorkflow(t, member, 'References doomed tag', { tagIds: [doomed.id] });
    const other = await createWorkflow(t, member, 'References kept tag', { tagIds: [kept.id] });

    await client.resource('workflowTag').remove('1001', doomed.id);
    expect(stored(both)).toMatchObject({ tagIds: [kept.id], revision: 0, draft: both.draft });
    expect(stored(one).tagIds).toEqual([]);
    expect(stored(other)).toEqual(other);
  });
});

describe('used-by lists the workflows using a record', () => {
  it('lists the workflows carrying a tag', async () => {
    const client = t.client(member);
    const tag = await client.resource('workflowTag').create('1001', { name: 'refs-used', colour: 'green', description: '' });
    const tagged = await createWorkflow(t, member, 'References tagged', { tagIds: [tag.id] });
    const uses = await client.call('records.usedBy', { params: { wid: '1001' }, query: { resource: 'workflowTag', id: tag.id } });
    expect(uses).toEqual([{ resource: 'workflow', id: tagged.id, name: 'References tagged', direct: true }]);
  });

  it("lists a workflow whose draft names the record, and those using it through a record the draft names", async () => {
    const client = t.client(member);
    const key = await client.resource('vault').create('1001', { keyName: 'refs_key', description: 'Made by the references test', keyValue: 'sk-refs', isActive: true });
    const llm = await client.resource('llm').create('1001', { ...validBody('llm', 'refs_model'), apiKeyReference: key.keyName });
    const workflow = await createWorkflow(t, member, 'References model user', { draft: withAgent(publishableGraph(), { llmId: llm.id }) });

    expect(await client.call('records.usedBy', { params: { wid: '1001' }, query: { resource: 'llm', id: llm.id } })).toEqual([
      { resource: 'workflow', id: workflow.id, name: 'References model user', direct: true },
    ]);
    expect(await client.call('records.usedBy', { params: { wid: '1001' }, query: { resource: 'vault', id: key.id } })).toEqual([
      { resource: 'llm', id: llm.id, name: llm.name, direct: true },
      { resource: 'workflow', id: workflow.id, name: 'References model user', direct: false },
    ]);
  });

  it('reads the seeded workflows: the API tool of the claims triage tool node', async () => {
    const uses = await t.client(member).call('records.usedBy', { params: { wid: '1001' }, query: { resource: 'apiTool', id: 'apiTool-1001-2' } });
    expect(uses).toContainEqual({ resource: 'workflow', id: 'workflow-1001-1', name: 'Claims triage', direct: true });
    expect(uses).toContainEqual({ resource: 'workflow', id: 'workflow-1001-2', name: 'Support intake', direct: true });
  });

  it("names a deleted record in the draft's check by the name it had", async () => {
    const client = t.client(member);
    const llm = await client.resource('llm').create('1001', validBody('llm', 'refs_deleted'));
    const workflow = await createWorkflow(t, member, 'References deleted model', { draft: withAgent(publishableGraph(), { llmId: llm.id }) });
    await client.resource('llm').remove('1001', llm.id);
    const check = await t.call('POST', workflowsPath('1001', `/${workflow.id}/check`), { token: member });
    expect(check.data).toEqual({ ok: false, problems: [{ rule: 'reference', nodeId: 'agent', message: `'Answer agent' uses the LLM '${llm.name}', which was deleted` }] });
  });
});
