import { resourceOperations, starterGraph, type ResourceListItem } from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createWorkflow, publish, publishableGraph, readWorkflow, saveDraft, withAgent, workflowsPath } from './support/workflows';

let t: TestServer;
let member: string;
beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0 });
  member = await t.login('member');
});
afterAll(() => t.close());

const list = async () => (await t.call('GET', workflowsPath('1001'), { token: member })).data as ResourceListItem<'workflow'>[];

describe('creating a workflow', () => {
  it('starts from the starter graph at revision 0 with nothing published', async () => {
    const res = await t.call('POST', workflowsPath('1001'), { token: member, body: { name: 'Drafts starter', description: '' } });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ name: 'Drafts starter', tagIds: [], draft: starterGraph(), revision: 0, latestVersion: null, draftChanged: false, isReadOnly: false });
  });

  it('refuses a tag that is not in the workspace, naming it', async () => {
    const res = await t.call('POST', workflowsPath('1001'), {
      token: member,
      body: { name: 'Drafts tagged', description: '', tagIds: ['workflowTag-1001-1', 'no-such-tag', 'workflowTag-1002-1'] },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: 'Validation failed',
      errors: [
        "tagIds.1: The workflow tag 'no-such-tag' is not in this workspace",
        "tagIds.2: The workflow tag 'workflowTag-1002-1' is not in this workspace",
      ],
    });
    expect((await list()).some((workflow) => workflow.name === 'Drafts tagged')).toBe(false);
  });

  it('refuses a second workflow of the same name with 409', async () => {
    await createWorkflow(t, member, 'Drafts twin');
    const res = await t.call('POST', workflowsPath('1001'), { token: member, body: { name: 'drafts TWIN', description: '' } });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ message: 'A Workflow with this name already exists in this workspace', errors: ['name: Already exists'] });
  });
});

describe('reading workflows (design section 1.5)', () => {
  it('lists each workflow without its draft graph, with its node count', async () => {
    const workflow = await createWorkflow(t, member, 'Drafts listed');
    const res = await t.call('GET', workflowsPath('1001'), { token: member });
    expect(res.status).toBe(200);
    const listed = (res.data as Record<string, unknown>[]).find((each) => each.id === workflow.id);
    const { draft, ...summary } = workflow;
    expect(listed).toEqual({ ...summary, nodeCount: draft.nodes.length });
    expect((res.data as Record<string, unknown>[]).every((each) => !('draft' in each) && typeof each.nodeCount === 'number')).toBe(true);
    expect(resourceOperations('workflow').list.response.safeParse(res.data).success).toBe(true);
  });

  it('answers one workflow with its draft', async () => {
    const workflow = await createWorkflow(t, member, 'Drafts read one');
    const saved = await saveDraft(t, member, workflow, withAgent(workflow.draft, { description: 'Read back whole' }));
    const res = await t.call('GET', workflowsPath('1001', `/${workflow.id}`), { token: member });
    expect(res.status).toBe(200);
    expect(res.data).toEqual(saved);
  });

  it("answers 404 for a workflow the workspace does not have, with the resource's message", async () => {
    const res = await t.call('GET', workflowsPath('1001', '/no-such-workflow'), { token: member });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'Workflow not found', errors: [] });
  });
});

describe('saving the draft', () => {
  it('raises the revision by one on every save', async () => {
    const workflow = await createWorkflow(t, member, 'Drafts saved');
    const once = await saveDraft(t, member, workflow, withAgent(workflow.draft, { description: 'Answers the question briefly' }));
    const twice = await saveDraft(t, member, once, once.draft);
    expect([once.revision, twice.revision]).toEqual([1, 2]);
    expect(twice.draft).toEqual(once.draft);
  });

  it('refuses a save from an older revision with 409 and the stored workflow, writing nothing', async () => {
    const workflow = await createWorkflow(t, member, 'Drafts conflict');
    const theirs = await saveDraft(t, member, workflow, withAgent(workflow.draft, { description: 'Saved first in another tab' }));
    const res = await t.call('PUT', workflowsPath('1001', `/${workflow.id}`), {
      token: member,
      body: { name: 'Drafts conflict renamed', description: 'Mine', tagIds: [], draft: publishableGraph(), revision: 0 },
    });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      message: 'This workflow was changed by someone else',
      errors: ['revision: The draft is at revision 1, not 0'],
      current: theirs,
    });
    expect(await readWorkflow(t, member, workflow.id)).toEqual(theirs);
  });

  it('refuses a save without a revision, listing it', async () => {
    const workflow = await createWorkflow(t, member, 'Drafts no revision');
    const res = await t.call('PUT', workflowsPath('1001', `/${workflow.id}`), {
      token: member,
      body: { name: workflow.name, description: '', tagIds: [], draft: workflow.draft },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual(['revision: Required']);
  });

  it('refuses to change or delete a read-only workflow with 403', async () => {
    const workflow = await createWorkflow(t, member, 'Drafts read-only');
    // No route makes a record read-only; the store does, as the seed does for other resources.
    t.mock.store.records.save('1001', 'workflow', { ...workflow, isReadOnly: true }, workflow.name, {}, 'update');
    const readOnly = { ...workflow, isReadOnly: true };
    const put = await saveDraft(t, member, readOnly, workflow.draft).catch((error: Error) => error.message);
    expect(put).toMatch(/^saving Drafts read-only: 403 /);
    expect((await t.call('DELETE', workflowsPath('1001', `/${workflow.id}`), { token: member })).status).toBe(403);
    expect((await publish(t, member, readOnly)).status).toBe(403);
    expect((await t.call('POST', workflowsPath('1001', `/${workflow.id}/check`), { token: member })).status).toBe(200);
  });
});

describe('deleting a workflow', () => {
  it('deletes its versions with it', async () => {
    const workflow = await createWorkflow(t, member, 'Drafts deleted');
    expect((await publish(t, member, workflow)).status).toBe(200);
    expect(t.mock.store.versions.list('1001', workflow.id)).toHaveLength(1);
    expect((await t.call('DELETE', workflowsPath('1001', `/${workflow.id}`), { token: member })).status).toBe(200);
    expect(t.mock.store.versions.list('1001', workflow.id)).toEqual([]);
    expect((await t.call('GET', workflowsPath('1001', `/${workflow.id}/versions`), { token: member })).status).toBe(404);
  });
});
