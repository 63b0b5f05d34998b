import type { BrokerMessage, WorkflowExport, WorkflowVersion } from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../src/seed/records';
import { startTestServer, validBody, workspacePath, type TestServer } from './support/server';
import { createWorkflow, publish, readWorkflow, saveDraft, workflowsPath, type Workflow } from './support/workflows';

// The app's clock, years from the wall clock, moved by each test before it writes: a date the
// wall clock wrote would match neither.
let clock = Date.UTC(2024, 2, 1, 9, 0, 0);
const tick = () => {
  clock += 60_000;
  return new Date(clock).toISOString();
};

let t: TestServer;
let member: string;
beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0, now: () => new Date(clock) });
  member = await t.login('member');
});
afterAll(() => t.close());

describe("every date the mock API writes comes from the app's clock", () => {
  it("a created and an updated record's createdAt and updatedAt", async () => {
    const created = tick();
    const res = await t.call('POST', workspacePath('workflowTag', '1001'), { token: member, body: validBody('workflowTag', 'clock_tag') });
    expect(res.data).toMatchObject({ createdAt: created, updatedAt: created });

    const updated = tick();
    const id = (res.data as { id: string }).id;
    const put = await t.call('PUT', workspacePath('workflowTag', '1001', id), { token: member, body: validBody('workflowTag', 'clock_tag_2') });
    expect(put.data).toMatchObject({ createdAt: created, updatedAt: updated });
  });

  it("a workflow's createdAt, a saved draft's and a restored version's updatedAt, and a published version's createdAt", async () => {
    const created = tick();
    const workflow = await createWorkflow(t, member, 'Clock workflow');
    expect(workflow).toMatchObject({ createdAt: created, updatedAt: created });

    const published = tick();
    const version = (await publish(t, member, workflow)).data as WorkflowVersion;
    expect(version.createdAt).toBe(published);
    expect(await readWorkflow(t, member, workflow.id)).toMatchObject({ updatedAt: published });

    const saved = tick();
    const latest = await readWorkflow(t, member, workflow.id);
    const moved = { ...latest.draft, nodes: latest.draft.nodes.map((node) => ({ ...node, position: { x: node.position.x + 40, y: 0 } })) };
    expect(await saveDraft(t, member, latest, moved)).toMatchObject({ createdAt: created, updatedAt: saved });

    const restored = tick();
    const res = await t.call('POST', workflowsPath('1001', `/${workflow.id}/versions/1.0.0/restore`), { token: member });
    expect(res.data).toMatchObject({ updatedAt: restored });
  });

  it("an imported workflow's createdAt, and a workflow's updatedAt when its tag is deleted", async () => {
    const tag = (await t.call('POST', workspacePath('workflowTag', '1001'), { token: member, body: validBody('workflowTag', 'clock_doomed') })).data as { id: string };
    const tagged: Workflow = await createWorkflow(t, member, 'Clock tagged', { tagIds: [tag.id] });

    const untagged = tick();
    expect((await t.call('DELETE', workspacePath('workflowTag', '1001', tag.id), { token: member })).status).toBe(200);
    expect(await readWorkflow(t, member, tagged.id)).toMatchObject({ tagIds: [], updatedAt: untagged });

    const imported = tick();
    const document = (await t.call('GET', workflowsPath('1001', `/${tagged.id}/export`), { token: member })).data as WorkflowExport;
    const res = await t.call('POST', workflowsPath('1001', '/import'), { token: member, body: { document, dryRun: false, name: 'Clock imported' } });
    expect((res.data as { workflow: Workflow }).workflow).toMatchObject({ createdAt: imported, updatedAt: imported });
  });

  it("a broker message's publishedAt", async () => {
    const published = tick();
    const claimsKafka = seedId('messageBroker', '1001', 1);
    const body = { topicId: 'human-review-requests', messageType: 'note', sessionId: 'clock-session', attributes: { message: 'Kept with the clock' } };
    const res = await t.call('POST', `/api/workspaces/1001/message-queues/${claimsKafka}/messages`, { token: member, body });
    expect(res.status).toBe(201);
    expect((res.data as { message: BrokerMessage }).message.publishedAt).toBe(published);
  });

  it("a feedback key's and a feedback record's createdAt", async () => {
    const issued = tick();
    const key = await t.client(member).call('feedbackKeys.issue', { params: { wid: '1001', workflowId: 'wf-clock' } });
    expect(key.createdAt).toBe(issued);

    const sent = tick();
    const body = { session_id: 's-1', feedback_message: 'On time', feedback_data: {}, agent_id: 'agent-1001-2', api_key: key.key };
    const res = await t.call('POST', '/chatbot/feedback/wf-clock', { body });
    expect(res.data).toMatchObject({ createdAt: sent });
  });
});
