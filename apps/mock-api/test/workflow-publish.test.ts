import { operations } from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createWorkflow, publish, publishableGraph, readWorkflow, saveDraft, withAgent, workflowsPath, type Workflow } from './support/workflows';

let t: TestServer;
let member: string;
beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0 });
  member = await t.login('member');
});
afterAll(() => t.close());

const reread = (workflow: Workflow) => readWorkflow(t, member, workflow.id);

describe('publishing a workflow', () => {
  it('publishes the first version as 1.0.0 by the signed-in user, and sets the latest version', async () => {
    const workflow = await createWorkflow(t, member, 'Publish first');
    const res = await publish(t, member, workflow, { releaseType: 'minor', notes: 'First cut' });
    expect(res.status).toBe(200);
    const version = operations['workflows.publish'].response.parse(res.data);
    expect(version).toMatchObject({
      workflowId: workflow.id,
      version: '1.0.0',
      releaseType: 'minor',
      suggestedType: 'minor',
      notes: 'First cut',
      createdBy: { id: 'u-member', name: 'Max Member' },
      graph: workflow.draft,
    });
    expect(version.reason).toBeUndefined();
    expect(await reread(workflow)).toMatchObject({ latestVersion: '1.0.0', revision: workflow.revision });
  });

  it("refuses a draft unchanged since the latest version with 'Nothing changed since version 1.0.0'", async () => {
    const workflow = await createWorkflow(t, member, 'Publish unchanged');
    expect((await publish(t, member, workflow)).status).toBe(200);
    const moved = await saveDraft(t, member, workflow, { ...workflow.draft, nodes: workflow.draft.nodes.map((node) => ({ ...node, position: { x: node.position.x + 40, y: 10 } })) });
    expect(moved.draftChanged).toBe(false);
    const again = await publish(t, member, moved);
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ message: 'Nothing changed since version 1.0.0', errors: ['Nothing changed since version 1.0.0'] });
  });

  it('asks for a reason when the type is lower than suggested, and keeps the reason given', async () => {
    const workflow = await createWorkflow(t, member, 'Publish with reason');
    expect((await publish(t, member, workflow)).status).toBe(200);
    // An agent's model parameters are a patch; its prompt template is minor; removing a node is major.
    const graph = publishableGraph();
    graph.nodes = graph.nodes.filter((node) => node.id !== 'agent');
    graph.edges = [{ id: 'trigger-output', source: 'trigger', target: 'output' }];
    const saved = await saveDraft(t, member, workflow, graph);

    const refused = await publish(t, member, saved, { releaseType: 'minor' });
    expect(refused.status).toBe(400);
    const message = 'A reason is required when the release type is lower than suggested (major)';
    expect(refused.json).toEqual({ message, errors: [`reason: ${message}`] });
    expect((await publish(t, member, saved, { releaseType: 'patch', reason: '   ' })).status).toBe(400);

    const accepted = await publish(t, member, saved, { releaseType: 'minor', reason: 'Nobody called the agent yet' });
    expect(accepted.status).toBe(200);
    expect(accepted.data).toMatchObject({ version: '1.1.0', releaseType: 'minor', suggestedType: 'major', reason: 'Nobody called the agent yet' });
    const stored = await t.call('GET', workflowsPath('1001', `/${workflow.id}/versions/1.1.0`), { token: member });
    expect(stored.data).toMatchObject({ reason: 'Nobody called the agent yet' });
  });

  it('raises the part its release type names', async () => {
    let workflow = await createWorkflow(t, member, 'Publish semver');
    expect((await publish(t, member, workflow)).data).toMatchObject({ version: '1.0.0' });
    workflow = await saveDraft(t, member, workflow, withAgent(workflow.draft, { modelParameters: { temperature: 0.4 } }));
    expect(workflow).toMatchObject({ latestVersion: '1.0.0', draftChanged: true });
    expect((await publish(t, member, workflow, { releaseType: 'patch' })).data).toMatchObject({ version: '1.0.1', suggestedType: 'patch' });
    expect(await reread(workflow)).toMatchObject({ latestVersion: '1.0.1', draftChanged: false });
    workflow = await saveDraft(t, member, workflow, withAgent(workflow.draft, { promptTemplateId: 'promptTemplate-1001-2' }));
    expect((await publish(t, member, workflow, { releaseType: 'minor' })).data).toMatchObject({ version: '1.1.0', suggestedType: 'minor' });
    workflow = await saveDraft(t, member, workflow, withAgent(workflow.draft, { tools: [{ id: 'apiTool-1001-1', type: 'API' }] }));
    expect((await publish(t, member, workflow, { releaseType: 'major' })).data).toMatchObject({ version: '2.0.0', suggestedType: 'minor' });

    const list = await t.client(member).call('workflows.versions', { params: { wid: '1001', id: workflow.id } });
    expect(list.map((version) => version.version)).toEqual(['2.0.0', '1.1.0', '1.0.1', '1.0.0']);
    expect(list.every((version) => !('graph' in version))).toBe(true);
  });

  it("refuses a draft that fails the check, listing each problem's message", async () => {
    const graph = withAgent(publishableGraph(), { llmId: 'llm-that-never-was', promptTemplateId: '' });
    graph.nodes.push({ id: 'stray', kind: 'output', label: 'Stray', position: { x: 0, y: 300 }, data: { format: 'json' } });
    const workflow = await createWorkflow(t, member, 'Publish failing check', { draft: graph });
    const res = await publish(t, member, workflow);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: 'The workflow cannot be published until its check passes',
      errors: [
        "'Stray' cannot be reached from the trigger",
        "'Answer agent': Please select a prompt instruction",
        "'Answer agent' uses a LLM that is not in this workspace",
      ],
    });
    const check = await t.client(member).call('workflows.check', { params: { wid: '1001', id: workflow.id } });
    expect(check.ok).toBe(false);
    expect(check.problems.map((problem) => problem.message)).toEqual(res.json.errors);
    expect((await t.client(member).call('workflows.versions', { params: { wid: '1001', id: workflow.id } }))).toEqual([]);
  });

  it('names a record deleted since it was chosen', async () => {
    const client = t.client(member);
    const prompt = await client.resource('promptTemplate').create('1001', {
      name: 'doomed_prompt',
      description: 'Deleted by the publish test',
      configurations: { prompt_template: 'Answer the question politely.' },
    });
    const workflow = await createWorkflow(t, member, 'Publish deleted prompt', { draft: withAgent(publishableGraph(), { promptTemplateId: prompt.id }) });
    expect((await client.call('workflows.check', { params: { wid: '1001', id: workflow.id } })).ok).toBe(true);
    await client.resource('promptTemplate').remove('1001', prompt.id);
    const res = await publish(t, member, workflow);
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual(["'Answer agent' uses the prompt template 'doomed_prompt', which was deleted"]);
  });

  it('refuses a publish from a revision older than the draft with 409', async () => {
    const workflow = await createWorkflow(t, member, 'Publish stale');
    const saved = await saveDraft(t, member, workflow, withAgent(workflow.draft, { description: 'Answers with more care than before' }));
    const res = await publish(t, member, workflow);
    expect(res.status).toBe(409);
    expect(res.json.errors).toEqual(['revision: The draft is at revision 1, not 0']);
    expect((res.json as { current?: unknown }).current).toEqual(saved);
    expect((await t.client(member).call('workflows.versions', { params: { wid: '1001', id: workflow.id } }))).toEqual([]);
  });
});

describe('versions are immutable', () => {
  it('has no route to change or delete a version, and answers 404 for an unknown one', async () => {
    const workflow = await createWorkflow(t, member, 'Immutable versions');
    const version = (await publish(t, member, workflow)).data as { version: string };
    const path = workflowsPath('1001', `/${workflow.id}/versions/${version.version}`);
    const put = await t.call('PUT', path, { token: member, body: { notes: 'Rewritten history' } });
    expect(put.status).toBe(404);
    expect(put.json.message).toBe(`No route for PUT ${path.replace('/api', '')}`);
    expect((await t.call('DELETE', path, { token: member })).status).toBe(404);
    expect((await t.call('GET', path, { token: member })).data).toEqual(version);

    const unknown = await t.call('GET', workflowsPath('1001', `/${workflow.id}/versions/9.9.9`), { token: member });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("Version 9.9.9 of 'Immutable versions' not found");
  });

  it('restores a version into the draft as a new revision, leaving the versions as they were', async () => {
    const client = t.client(member);
    let workflow = await createWorkflow(t, member, 'Restore me');
    const first = workflow.draft;
    await publish(t, member, workflow);
    workflow = await saveDraft(t, member, workflow, withAgent(first, { promptTemplateId: 'promptTemplate-1001-2' }));
    await publish(t, member, workflow, { releaseType: 'minor' });
    const before = await client.call('workflows.versions', { params: { wid: '1001', id: workflow.id } });

    const restored = await client.call('workflows.restore', { params: { wid: '1001', id: workflow.id, version: '1.0.0' } });
    expect(restored).toMatchObject({ id: workflow.id, revision: workflow.revision + 1, latestVersion: '1.1.0', draft: first });
    expect(await client.call('workflows.versions', { params: { wid: '1001', id: workflow.id } })).toEqual(before);
    expect((await t.call('POST', workflowsPath('1001', `/${workflow.id}/versions/3.0.0/restore`), { token: member })).status).toBe(404);
  });
});

describe('diff and check', () => {
  it('compares the draft or any version with another, with the suggested type', async () => {
    const client = t.client(member);
    let workflow = await createWorkflow(t, member, 'Diff me');
    await publish(t, member, workflow);
    workflow = await saveDraft(t, member, workflow, withAgent(workflow.draft, { modelParameters: { temperature: 0.9 } }));

    const diff = await client.call('workflows.diff', { params: { wid: '1001', id: workflow.id }, query: { from: '1.0.0', to: 'draft' } });
    expect(diff).toMatchObject({ from: '1.0.0', to: 'draft', suggested: 'patch' });
    expect(diff.changes).toEqual([expect.objectContaining({ nodeId: 'agent', change: 'changed', releaseType: 'patch' })]);
    const same = await client.call('workflows.diff', { params: { wid: '1001', id: workflow.id }, query: { from: '1.0.0', to: '1.0.0' } });
    expect(same).toEqual({ from: '1.0.0', to: '1.0.0', changes: [], suggested: null });

    const unknown = await t.call('GET', workflowsPath('1001', `/${workflow.id}/diff?from=4.0.0&to=5.0.0`), { token: member });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual(['from: Version 4.0.0 is not published', 'to: Version 5.0.0 is not published']);
    const bad = await t.call('GET', workflowsPath('1001', `/${workflow.id}/diff?from=latest`), { token: member });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toHaveLength(1);
  });

  it('checks the draft against the workspace', async () => {
    const workflow = await createWorkflow(t, member, 'Check me');
    expect(await t.client(member).call('workflows.check', { params: { wid: '1001', id: workflow.id } })).toEqual({ ok: true, problems: [] });
  });
});
