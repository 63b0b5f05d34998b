import { checkGraph } from '@agentdeck/api-client/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceLookups } from '../src/workflows/lookups';
import { startTestServer, type TestServer } from './support/server';
import { workflowsPath, type Workflow } from './support/workflows';

let t: TestServer;
let member: string;
beforeAll(async () => {
  t = await startTestServer();
  member = await t.login('member');
});
afterAll(() => t.close());

const seeded = () => t.mock.store.records.list('1001', 'workflow') as Workflow[];

describe('the seeded workflows', () => {
  it('are four in the enterprise workspace, with three tags, and none elsewhere', () => {
    expect(seeded().map((workflow) => workflow.name)).toEqual(['Claims triage', 'Support intake', 'Policy Q&A', 'Policy brief']);
    expect(t.mock.store.records.list('1001', 'workflowTag').map((tag) => [tag.name, tag.colour])).toEqual([
      ['claims', 'indigo'],
      ['support', 'green'],
      ['experimental', 'amber'],
    ]);
    for (const wid of ['1002', '1003']) {
      expect(t.mock.store.records.list(wid, 'workflow')).toEqual([]);
      expect(t.mock.store.records.list(wid, 'workflowTag')).toEqual([]);
    }
  });

  it('pass the publish check against the workspace, drafts and every version alike', async () => {
    const { resolve } = workspaceLookups(t.mock.store, '1001');
    for (const workflow of seeded()) {
      const check = await t.client(member).call('workflows.check', { params: { wid: '1001', id: workflow.id } });
      expect(check, workflow.name).toEqual({ ok: true, problems: [] });
      for (const version of t.mock.store.versions.list('1001', workflow.id)) {
        expect(checkGraph(version.graph, { resolve }), `${workflow.name} ${version.version}`).toEqual([]);
      }
    }
  });

  it('each have two or more versions of different release types, the latest one named on the workflow', async () => {
    const histories = await Promise.all(
      seeded().map(async (workflow) => ({
        workflow,
        versions: await t.client(member).call('workflows.versions', { params: { wid: '1001', id: workflow.id } }),
      })),
    );
    expect(histories.map(({ workflow, versions }) => [workflow.name, versions.map((version) => `${version.version} ${version.releaseType}`)])).toEqual([
      ['Claims triage', ['2.0.0 major', '1.1.0 minor', '1.0.0 major']],
      ['Support intake', ['1.1.0 minor', '1.0.0 major']],
      ['Policy Q&A', ['1.1.1 patch', '1.1.0 minor', '1.0.0 major']],
      ['Policy brief', ['1.1.0 minor', '1.0.0 major']],
    ]);
    for (const { workflow, versions } of histories) {
      expect(workflow.latestVersion).toBe(versions[0]!.version);
      // Each published with the type the diff suggested.
      expect(versions.slice(0, -1).every((version) => version.releaseType === version.suggestedType)).toBe(true);
      expect(versions.every((version) => version.createdBy.name === 'Ada Admin')).toBe(true);
    }
  });

  it("keep one draft ahead of its latest version, and the others' drafts equal to theirs", async () => {
    const ahead = await Promise.all(
      seeded().map(async (workflow) => {
        const res = await t.call('GET', workflowsPath('1001', `/${workflow.id}/diff?from=${workflow.latestVersion}&to=draft`), { token: member });
        return [workflow.name, (res.data as { suggested: string | null }).suggested];
      }),
    );
    expect(ahead).toEqual([
      ['Claims triage', 'patch'],
      ['Support intake', null],
      ['Policy Q&A', null],
      ['Policy brief', null],
    ]);
    expect(seeded().map((workflow) => workflow.draftChanged)).toEqual([true, false, false, false]);
  });
});
