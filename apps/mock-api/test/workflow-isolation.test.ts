import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { workflowsPath } from './support/workflows';

let t: TestServer;
let member: string;
let outsider: string;
beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0 });
  member = await t.login('member');
  outsider = await t.login('outsider');
});
afterAll(() => t.close());

// Seeded in the enterprise workspace only.
const workflowId = 'workflow-1001-1';
const tagId = 'workflowTag-1001-1';

/** Every call on one workflow, its versions and its tag, for a workspace in the path. */
const calls = (wid: string): [string, string, unknown?][] => [
  ['GET', workflowsPath(wid)],
  ['GET', workflowsPath(wid, `/${workflowId}`)],
  ['PUT', workflowsPath(wid, `/${workflowId}`), { name: 'Taken over', description: '', tagIds: [], draft: { nodes: [], edges: [] }, revision: 4 }],
  ['DELETE', workflowsPath(wid, `/${workflowId}`)],
  ['GET', workflowsPath(wid, `/${workflowId}/versions`)],
  ['POST', workflowsPath(wid, `/${workflowId}/versions`), { releaseType: 'major', notes: '', revision: 4 }],
  ['GET', workflowsPath(wid, `/${workflowId}/versions/1.0.0`)],
  ['POST', workflowsPath(wid, `/${workflowId}/versions/1.0.0/restore`)],
  ['GET', workflowsPath(wid, `/${workflowId}/diff?from=1.0.0&to=draft`)],
  ['POST', workflowsPath(wid, `/${workflowId}/check`)],
  ['GET', workflowsPath(wid, `/${workflowId}/export`)],
  ['PUT', `/api/workspaces/${wid}/workflow-tags/${tagId}`, { name: 'taken', colour: 'red', description: '' }],
  ['DELETE', `/api/workspaces/${wid}/workflow-tags/${tagId}`],
];

const leaks = (text: string) => ['Claims triage', 'Triage agent', 'claims intake', '"data"'].filter((secret) => text.toLowerCase().includes(secret.toLowerCase()));

describe("another workspace's workflows, versions and tags", () => {
  it('answer 403 and no data to a user outside the workspace, or when the header names another one', async () => {
    for (const [method, path, body] of calls('1001')) {
      for (const [token, wid] of [[outsider, '1001'], [member, '1002']] as const) {
        const res = await t.call(method, path, { token, wid, body });
        expect(res.status, `${method} ${path} as ${wid === '1001' ? 'outsider' : 'member with header 1002'}`).toBe(403);
        expect(leaks(res.text)).toEqual([]);
      }
    }
  });

  it('are not found through a workspace the user may open, and are left untouched', async () => {
    const before = t.mock.store.records.get('1001', 'workflow', workflowId);
    const versions = t.mock.store.versions.list('1001', workflowId);
    for (const [method, path, body] of calls('1002').slice(1)) {
      const res = await t.call(method, path, { token: member, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(leaks(res.text)).toEqual([]);
    }
    const list = await t.call('GET', workflowsPath('1002'), { token: member });
    expect((list.data as { id: string }[]).some((workflow) => workflow.id === workflowId)).toBe(false);
    expect(t.mock.store.records.get('1001', 'workflow', workflowId)).toEqual(before);
    expect(t.mock.store.versions.list('1001', workflowId)).toEqual(versions);
    expect(t.mock.store.records.get('1001', 'workflowTag', tagId)).toBeDefined();
  });

  it('cannot be imported into by an outsider', async () => {
    const res = await t.call('POST', workflowsPath('1001', '/import'), { token: outsider, body: { dryRun: true } });
    expect(res.status).toBe(403);
  });
});
