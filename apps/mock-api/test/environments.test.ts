import { operations } from '@agentdeck/api-client';
import { ENVIRONMENT_MESSAGES } from '@agentdeck/api-client/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environmentOf, environmentsPath, historyOf, moveEnvironment, workflowWithVersions } from './support/environments';
import { startTestServer, type TestServer } from './support/server';
import { workflowsPath, type Workflow } from './support/workflows';

/* Environments, moves and rollback (design section 1.6), through the API. */

let t: TestServer;
let member: string;
let admin: string;
let workflow: Workflow;

beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0 });
  member = await t.login('member');
  admin = await t.login('admin');
  workflow = await workflowWithVersions(t, member, 'Released answers', 3);
});
afterAll(() => t.close());

describe('environments', () => {
  it('has production and staging on every workflow, pointing at no version', async () => {
    const res = await t.call('GET', environmentsPath(workflow.id), { token: member });
    expect(res.status).toBe(200);
    const environments = operations['environments.list'].response.parse(res.data);
    expect(environments.map(({ name, version, protected: isProtected, canary }) => ({ name, version, isProtected, canary }))).toEqual([
      { name: 'production', version: null, isProtected: false, canary: null },
      { name: 'staging', version: null, isProtected: false, canary: null },
    ]);
  });

  it('adds one with a name of the rule, refuses a name against it, a second of one name, and deleting production', async () => {
    const bad = await t.call('POST', environmentsPath(workflow.id), { token: member, body: { name: 'QA Env' } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([`name: ${ENVIRONMENT_MESSAGES.name}`]);
    const long = await t.call('POST', environmentsPath(workflow.id), { token: member, body: { name: 'a'.repeat(31) } });
    expect(long.json.errors).toEqual([`name: ${ENVIRONMENT_MESSAGES.name}`]);

    const created = await t.call('POST', environmentsPath(workflow.id), { token: member, body: { name: 'qa-2' } });
    expect(created.status).toBe(201);
    expect(operations['environments.create'].response.parse(created.data)).toMatchObject({ name: 'qa-2', version: null, revision: 0 });
    const twice = await t.call('POST', environmentsPath(workflow.id), { token: member, body: { name: 'qa-2' } });
    expect(twice.status).toBe(409);

    expect((await t.call('DELETE', environmentsPath(workflow.id, '/production'), { token: member })).json.message).toBe(ENVIRONMENT_MESSAGES.fixed);
    expect((await t.call('DELETE', environmentsPath(workflow.id, '/qa-2'), { token: member })).status).toBe(200);
    expect((await t.call('GET', environmentsPath(workflow.id, '/qa-2/history'), { token: member })).status).toBe(404);
  });

  it('answers 404 for an unknown environment, version or workflow, and 400 listing each bad field', async () => {
    expect((await t.call('GET', environmentsPath(workflow.id, '/nowhere/history'), { token: member })).json.message).toBe(ENVIRONMENT_MESSAGES.notFound);
    const unknownVersion = await moveEnvironment(t, member, workflow.id, 'staging', { version: '9.0.0' });
    expect(unknownVersion.status).toBe(404);
    expect(unknownVersion.json.errors).toEqual(['version: Version 9.0.0 is not published']);
    expect((await t.call('GET', environmentsPath('no-such-workflow'), { token: member })).status).toBe(404);

    const bad = await moveEnvironment(t, member, workflow.id, 'staging', { version: '1.0', canary: { version: '2.0.0', percent: 60 } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual(['version: A version is written major.minor.patch, such as 1.2.0', `canary.percent: ${ENVIRONMENT_MESSAGES.percent}`]);
    const zero = await moveEnvironment(t, member, workflow.id, 'staging', { canary: { version: '2.0.0', percent: 0 } });
    expect(zero.json.errors).toEqual([`canary.percent: ${ENVIRONMENT_MESSAGES.percent}`]);
  });

  it("keeps another workspace's workflows out of reach", async () => {
    const res = await t.call('GET', environmentsPath(workflow.id, '', '1002'), { token: member, wid: '1002' });
    expect(res.status).toBe(404);
    const outsider = await t.login('outsider');
    const moved = await t.call('PUT', environmentsPath(workflow.id, '/staging'), { token: outsider, body: { revision: 0, version: '1.0.0' } });
    expect(moved.status).toBe(403);
    const crossed = await t.call('PUT', environmentsPath(workflow.id, '/staging'), { token: member, wid: '1002', body: { revision: 0, version: '1.0.0' } });
    expect(crossed.status).toBe(403);
    const deletedWorkspace = await t.call('POST', environmentsPath('any', '', '1003'), { token: member, wid: '1003', body: { name: 'qa' } });
    expect(deletedWorkspace.status).toBe(403);
  });
});

describe('moves', () => {
  it('deploys, keeps each move, and rolls back one step as a move of its own', async () => {
    const first = await moveEnvironment(t, member, workflow.id, 'staging', { version: '1.0.0', reason: 'First release' });
    expect(first.status).toBe(200);
    expect(operations['environments.move'].response.parse(first.data).environment).toMatchObject({ version: '1.0.0', canary: null });
    await moveEnvironment(t, member, workflow.id, 'staging', { version: '3.0.0' });
    const back = await moveEnvironment(t, member, workflow.id, 'staging', { rollback: true, reason: 'Answers got worse' });
    expect(back.status).toBe(200);
    expect(await environmentOf(t, member, workflow.id, 'staging')).toMatchObject({ version: '1.0.0' });

    const history = await historyOf(t, member, workflow.id, 'staging');
    expect(history.map(({ kind, from, to, reason, by, status, gate }) => ({ kind, from, to, reason, by: by.name, status, gate }))).toEqual([
      { kind: 'rollback', from: '3.0.0', to: '1.0.0', reason: 'Answers got worse', by: 'Max Member', status: 'moved', gate: null },
      { kind: 'deploy', from: '1.0.0', to: '3.0.0', reason: null, by: 'Max Member', status: 'moved', gate: null },
      { kind: 'deploy', from: null, to: '1.0.0', reason: 'First release', by: 'Max Member', status: 'moved', gate: null },
    ]);
    const again = await moveEnvironment(t, member, workflow.id, 'staging', { rollback: true });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(ENVIRONMENT_MESSAGES.noPrevious);
  });

  it('answers the second of two moves from one revision with 409 and the current environment', async () => {
    const { revision } = await environmentOf(t, member, workflow.id, 'staging');
    const one = await moveEnvironment(t, member, workflow.id, 'staging', { revision, version: '2.0.0' });
    const two = await moveEnvironment(t, member, workflow.id, 'staging', { revision, version: '3.0.0' });
    expect(one.status).toBe(200);
    expect(two.status).toBe(409);
    expect(two.json).toMatchObject({ message: ENVIRONMENT_MESSAGES.changed, errors: [`revision: The environment is at revision ${revision + 1}, not ${revision}`] });
    expect((two.json as { current?: unknown }).current).toMatchObject({ name: 'staging', version: '2.0.0', revision: revision + 1 });
  });

  it('lets only an admin protect an environment or move a protected one, saying who can', async () => {
    const refused = await moveEnvironment(t, member, workflow.id, 'production', { protected: true });
    expect(refused.status).toBe(403);
    expect((await moveEnvironment(t, admin, workflow.id, 'production', { protected: true })).status).toBe(200);
    const move = await moveEnvironment(t, member, workflow.id, 'production', { version: '1.0.0' });
    expect(move.status).toBe(403);
    expect(move.json.message).toBe(ENVIRONMENT_MESSAGES.protectedMove);
    expect((await moveEnvironment(t, admin, workflow.id, 'production', { version: '1.0.0' })).status).toBe(200);
  });

  it('starts a canary of another version and ends it with a rollback', async () => {
    expect((await moveEnvironment(t, member, workflow.id, 'staging', { canary: { version: '2.0.0', percent: 20 } })).json.errors).toEqual([
      `canary.version: ${ENVIRONMENT_MESSAGES.canarySame}`,
    ]);
    const started = await moveEnvironment(t, member, workflow.id, 'staging', { canary: { version: '3.0.0', percent: 20 } });
    expect(started.status).toBe(200);
    expect(operations['environments.move'].response.parse(started.data).environment).toMatchObject({ version: '2.0.0', canary: { version: '3.0.0', percent: 20 } });
    await moveEnvironment(t, member, workflow.id, 'staging', { rollback: true });
    expect(await environmentOf(t, member, workflow.id, 'staging')).toMatchObject({ version: '2.0.0', canary: null });
    const history = await historyOf(t, member, workflow.id, 'staging');
    expect(history.slice(0, 2).map(({ kind, from, to, canary }) => ({ kind, from, to, canary }))).toEqual([
      { kind: 'rollback', from: '2.0.0', to: '2.0.0', canary: null },
      { kind: 'canary', from: '2.0.0', to: '2.0.0', canary: { version: '3.0.0', percent: 20 } },
    ]);
  });
});

describe('a deleted workflow', () => {
  it('takes its environments and their history with it', async () => {
    const doomed = await workflowWithVersions(t, member, 'Doomed answers', 1);
    await moveEnvironment(t, member, doomed.id, 'staging', { version: '1.0.0' });
    expect((await t.call('DELETE', workflowsPath('1001', `/${doomed.id}`), { token: member })).status).toBe(200);
    expect(t.mock.store.db.prepare('SELECT COUNT(*) AS n FROM environment_moves WHERE workflow_id = ?').get(doomed.id)).toEqual({ n: 0 });
    expect(t.mock.store.db.prepare('SELECT COUNT(*) AS n FROM workflow_environments WHERE workflow_id = ?').get(doomed.id)).toEqual({ n: 0 });
  });
});
