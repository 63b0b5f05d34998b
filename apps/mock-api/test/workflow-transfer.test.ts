import { operations, type WorkflowExport } from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecords } from '../src/seed/records';
import { workflowSeeds } from '../src/seed/workflows';
import { startTestServer, type TestServer } from './support/server';
import { createWorkflow, workflowsPath, type Workflow } from './support/workflows';

let t: TestServer;
let member: string;
beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0 });
  member = await t.login('member');
});
afterAll(() => t.close());

const exportOf = (id: string, wid = '1001') => t.call('GET', workflowsPath(wid, `/${id}/export`), { token: member });
const importInto = (wid: string, body: Record<string, unknown>) => t.call('POST', workflowsPath(wid, '/import'), { token: member, body });
const claimsTriage = workflowSeeds('1001').workflows[0]!;
const policyQa = workflowSeeds('1001').workflows[2]!;

describe('export', () => {
  it('holds no secret value of any seeded vault key, and gives the same bytes twice', async () => {
    const secrets = ['1001', '1002', '1003'].flatMap((wid) => seedRecords(wid).vault.map((key) => key.body.keyValue));
    for (const { id } of workflowSeeds('1001').workflows) {
      const [first, second] = [await exportOf(id), await exportOf(id)];
      expect(first.status).toBe(200);
      expect(first.text).toBe(second.text);
      for (const secret of secrets) expect(first.text).not.toContain(secret);
      expect(operations['workflows.export'].response.parse(first.data)).toMatchObject({ name: expect.any(String), version: expect.any(String) });
    }
  });

  it('writes references by resource and name, tags by name, and the latest version', async () => {
    const document = (await exportOf(claimsTriage.id)).data as WorkflowExport;
    expect(document).toMatchObject({ format: 'agentdeck.workflow', formatVersion: 1, name: 'Claims triage', version: '2.0.0' });
    expect(document.tags).toEqual([{ name: 'claims', colour: 'indigo', description: 'Claims intake and handling' }]);
    const nodes = document.graph.nodes as { id: string; data: Record<string, unknown> }[];
    expect(nodes.find((node) => node.id === 'triage')!.data.llmId).toEqual({ resource: 'llm', name: 'GPT-4o Production' });
    expect(nodes.find((node) => node.id === 'open-ticket')!.data.toolId).toEqual({ resource: 'apiTool', name: 'Create Ticket' });
    expect(JSON.stringify(document)).not.toContain('llm-1001-1');
  });
});

describe('import', () => {
  it('writes nothing on a dry run and says what it would create', async () => {
    const exported = (await exportOf(policyQa.id)).data as WorkflowExport;
    const document = { ...exported, name: 'Transfer dry run', tags: [{ name: 'dry-run-only', colour: 'red', description: '' }] };
    const before = { workflows: t.mock.store.records.list('1002', 'workflow'), tags: t.mock.store.records.list('1002', 'workflowTag') };
    const res = await importInto('1002', { document, dryRun: true });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ dryRun: true, name: 'Transfer dry run', createsTags: ['dry-run-only'], unresolved: [] });
    expect({ workflows: t.mock.store.records.list('1002', 'workflow'), tags: t.mock.store.records.list('1002', 'workflowTag') }).toEqual(before);
  });

  it('finds references by name in the workspace it imports into', async () => {
    const document = (await exportOf(policyQa.id)).data as WorkflowExport;
    const res = await importInto('1002', { document, dryRun: false, name: 'Policy Q&A from the enterprise' });
    expect(res.status).toBe(200);
    const { workflow, createsTags } = operations['workflows.import'].response.parse(res.data);
    expect(workflow).toMatchObject({ name: 'Policy Q&A from the enterprise', revision: 0, latestVersion: null });
    const agent = workflow!.draft.nodes.find((node) => node.kind === 'agent')!;
    expect(agent.data).toMatchObject({ llmId: 'llm-1002-1', promptTemplateId: 'promptTemplate-1002-2' });
    const tags = t.mock.store.records.list('1002', 'workflowTag');
    expect(tags.map((tag) => tag.name)).toEqual(expect.arrayContaining(createsTags));
    expect(workflow!.tagIds).toEqual(tags.filter((tag) => createsTags.includes(String(tag.name))).map((tag) => tag.id));
    const check = await t.client(member).call('workflows.check', { params: { wid: '1002', id: workflow!.id } });
    expect(check).toEqual({ ok: true, problems: [] });
  });

  it("imports a copy named 'X (copy)', reusing tags, and lists the references it could not resolve", async () => {
    const original = await createWorkflow(t, member, 'Transfer original', { tagIds: ['workflowTag-1001-2'] });
    const document = (await exportOf(original.id)).data as WorkflowExport;
    const nodes = document.graph.nodes as { id: string; data: Record<string, unknown> }[];
    nodes.find((node) => node.id === 'agent')!.data.llmId = { resource: 'llm', name: 'Retired model' };
    const planned = await importInto('1001', { document, dryRun: true });
    expect(planned.data).toEqual({
      dryRun: true,
      name: 'Transfer original (copy)',
      createsTags: [],
      unresolved: [{ nodeId: 'agent', label: 'Answer agent', field: 'llmId', resource: 'llm', name: 'Retired model' }],
    });

    const imported = await importInto('1001', { document, dryRun: false });
    expect(imported.status).toBe(200);
    const { workflow } = imported.data as { workflow: Workflow };
    expect(workflow).toMatchObject({ name: 'Transfer original (copy)', tagIds: ['workflowTag-1001-2'], revision: 0, latestVersion: null });
    expect(workflow.draft.nodes.find((node) => node.id === 'agent')!.data).toMatchObject({ llmId: '', promptTemplateId: 'promptTemplate-1001-1' });
    expect(((await importInto('1001', { document, dryRun: true })).data as { name: string }).name).toBe('Transfer original (copy 2)');
  });

  it('refuses a name asked for that is taken with 409, dry run or not', async () => {
    const original = await createWorkflow(t, member, 'Transfer taken');
    const document = (await exportOf(original.id)).data as WorkflowExport;
    for (const dryRun of [true, false]) {
      const res = await importInto('1001', { document, dryRun, name: 'Transfer taken' });
      expect(res.status).toBe(409);
      expect(res.json.errors).toEqual(['name: Already exists']);
    }
  });
});
