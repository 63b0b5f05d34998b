import { operations } from '@agentdeck/api-client';
import { ENVIRONMENT_MESSAGES, environmentHasNoVersion } from '@agentdeck/api-client/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawsCanary } from '../src/workflows/environments/run-target';
import { moveEnvironment, workflowWithVersions } from './support/environments';
import { seedId } from '../src/seed/records';
import { chainOf, node, publishedWorkflow, runsPath, settledRun, startRun } from './support/runs';
import { startTestServer, type TestServer } from './support/server';
import { publish, readWorkflow, saveDraft, type Workflow } from './support/workflows';

/* Runs by environment and the canary's split (design section 1.6). */

let t: TestServer;
let member: string;
let workflow: Workflow;

beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0 });
  member = await t.login('member');
  workflow = await workflowWithVersions(t, member, 'Answers by environment', 2);
});
afterAll(() => t.close());

const started = async (body: Record<string, unknown>) => {
  const res = await startRun(t, member, workflow.id, body);
  if (res.status !== 202) throw new Error(`starting: ${res.status} ${res.text}`);
  return settledRun(t, member, (res.data as { id: string }).id);
};

describe('a run by environment', () => {
  it('is refused with a 409 that says so when the environment points at no version, 404 when there is none', async () => {
    const empty = await startRun(t, member, workflow.id, { environment: 'staging' });
    expect(empty.status).toBe(409);
    expect(empty.json.message).toBe(environmentHasNoVersion('staging'));
    expect((await startRun(t, member, workflow.id, { environment: 'nowhere' })).status).toBe(404);
    const both = await startRun(t, member, workflow.id, { environment: 'staging', version: '1.0.0' });
    expect(both.status).toBe(400);
    expect(both.json.errors).toEqual([`environment: ${ENVIRONMENT_MESSAGES.environmentAndVersion}`]);
  });

  it('walks the version its environment points at and records both; naming nothing takes production once it points at one', async () => {
    expect(await started({})).toMatchObject({ version: '2.0.0' });
    expect((await started({})).environment).toBeUndefined();
    await moveEnvironment(t, member, workflow.id, 'staging', { version: '1.0.0' });
    expect(await started({ environment: 'staging' })).toMatchObject({ version: '1.0.0', environment: 'staging' });
    await moveEnvironment(t, member, workflow.id, 'production', { version: '1.0.0' });
    expect(await started({})).toMatchObject({ version: '1.0.0', environment: 'production' });
    const named = await started({ version: '2.0.0' });
    expect(named.version).toBe('2.0.0');
    expect(named.environment).toBeUndefined();

    const listed = await t.call('GET', runsPath('1001', `?workflowId=${workflow.id}&environment=staging`), { token: member });
    expect(listed.status).toBe(200);
    const page = operations['runs.list'].response.parse(listed.data);
    expect(page.items.map((run) => [run.environment, run.version])).toEqual([['staging', '1.0.0']]);
    const bad = await t.call('GET', runsPath('1001', '?environment=Not%20a%20name'), { token: member });
    expect(bad.json.errors).toEqual([`environment: ${ENVIRONMENT_MESSAGES.name}`]);
  });

  it('sends a canary share of sessions to the candidate, each session keeping one version', async () => {
    await moveEnvironment(t, member, workflow.id, 'production', { canary: { version: '2.0.0', percent: 20 } });
    const versionsBySession = new Map<string, Set<string>>();
    for (let index = 0; index < 100; index += 1) {
      const sessionId = `session-${index}`;
      for (let turn = 0; turn < 2; turn += 1) {
        const res = await startRun(t, member, workflow.id, { input: { message: `Question ${turn}`, metadata: { sessionId } } });
        expect(res.status).toBe(202);
        const run = res.data as { version: string; environment: string };
        expect(run.environment).toBe('production');
        versionsBySession.set(sessionId, (versionsBySession.get(sessionId) ?? new Set()).add(run.version));
      }
    }
    await t.mock.engine.idle();
    expect([...versionsBySession.values()].every((versions) => versions.size === 1)).toBe(true);
    const onCandidate = [...versionsBySession.values()].filter((versions) => versions.has('2.0.0')).length;
    expect(onCandidate).toBeGreaterThanOrEqual(10);
    expect(onCandidate).toBeLessThanOrEqual(30);
  });
});

describe('a broker run by environment', () => {
  it('walks the version of the environment its trigger message names, and is refused with a 409 when it points at none', async () => {
    const ordersMsk = seedId('messageBroker', '1001', 2);
    const listening = (label: string) => chainOf([node.trigger({ mode: 'broker', messageBrokerId: ordersMsk, topicId: 'order-updates' }), node.output('output', label)]);
    let listener = await publishedWorkflow(t, member, 'Order listener by environment', listening('Output'));
    listener = await saveDraft(t, member, await readWorkflow(t, member, listener.id), listening('Shipped order'));
    expect((await publish(t, member, listener)).status).toBe(200);
    await moveEnvironment(t, member, listener.id, 'staging', { version: '1.0.0' });
    const send = (environment: string) =>
      t.call('POST', `/api/workspaces/1001/message-queues/${ordersMsk}/messages`, {
        token: member,
        body: { topicId: 'order-updates', messageType: 'order_update', sessionId: 'S-1', attributes: { workflowId: listener.id, message: 'Order SO-7 shipped', environment } },
      });
    const res = await send('staging');
    expect(res.status).toBe(201);
    expect((res.data as { run: unknown }).run).toMatchObject({ trigger: 'broker', version: '1.0.0', environment: 'staging', input: { metadata: { sessionId: 'S-1' } } });
    const refused = await send('production');
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(environmentHasNoVersion('production'));
  });
});

describe('the canary draw', () => {
  it('sends between 16 and 24 % of 1,000 sessions to a 20 % candidate', () => {
    const drawn = Array.from({ length: 1000 }, (_, index) => drawsCanary('production', { version: '1.1.1', percent: 20 }, `simulated-${index}`));
    const share = drawn.filter(Boolean).length / drawn.length;
    expect(share).toBeGreaterThanOrEqual(0.16);
    expect(share).toBeLessThanOrEqual(0.24);
  });
});
