import { operations } from '@agentdeck/api-client';
import { ENVIRONMENT_MESSAGES } from '@agentdeck/api-client/rules';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deterministicModelGateway, type ModelGateway } from '../src/runs/model-gateway';
import { environmentOf, historyOf, moveEnvironment, workflowWithVersions } from './support/environments';
import { startTestServer, type TestServer } from './support/server';
import { createDataset } from './support/testing-studio';
import type { Workflow } from './support/workflows';

/* A move waiting for its gate holds the environment (design section 1.6): the model answers only once released. */

const inner = deterministicModelGateway(0);
let release: () => void = () => undefined;
const released = new Promise<void>((resolve) => (release = resolve));
const heldGateway: ModelGateway = {
  planToolCalls: (request, tools) => inner.planToolCalls(request, tools),
  complete: async (request) => {
    await released;
    return inner.complete(request);
  },
};

let t: TestServer;
let member: string;
let admin: string;
let workflow: Workflow;
/** The store as it was while the move waited for its gate. */
let interrupted: Buffer;

beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0, modelGateway: heldGateway });
  member = await t.login('member');
  admin = await t.login('admin');
  workflow = await workflowWithVersions(t, member, 'Held answers', 1);
});
afterAll(async () => {
  release();
  await t.close();
});

it('refuses other moves with a 409 while a promotion waits for its gate, then makes it', async () => {
  const dataset = await createDataset(t, member, 'Held questions', [{ input: { message: 'Is flood covered?' }, expectedOutput: 'Yes' }]);
  const gate = { datasetId: dataset.id, scorers: [{ kind: 'latency', budgetMs: 600_000 }], minPassRate: 1, maxRegressed: 0 };
  expect((await moveEnvironment(t, admin, workflow.id, 'production', { gate })).status).toBe(200);
  const pending = await moveEnvironment(t, admin, workflow.id, 'production', { version: '1.0.0' });
  expect(pending.status).toBe(202);
  const { environment } = operations['environments.move'].response.parse(pending.data);
  expect(environment.pendingMoveId).not.toBeNull();

  const meanwhile = await moveEnvironment(t, member, workflow.id, 'production', { revision: environment.revision, canary: null });
  expect(meanwhile.status).toBe(409);
  expect(meanwhile.json.message).toBe(ENVIRONMENT_MESSAGES.pending);
  expect((await historyOf(t, member, workflow.id, 'production'))[0]).toMatchObject({ status: 'pending', gate: { passed: null } });

  interrupted = t.mock.store.snapshot();
  release();
  await t.mock.promotions.idle();
  expect(await environmentOf(t, member, workflow.id, 'production')).toMatchObject({ version: '1.0.0', pendingMoveId: null });
  expect((await historyOf(t, member, workflow.id, 'production'))[0]).toMatchObject({ status: 'moved', gate: { passed: true } });
});

it('refuses a move a stopped process left waiting for its gate, so the environment can move again', async () => {
  const restarted = await startTestServer({ store: { snapshot: interrupted }, seed: false });
  try {
    const token = await restarted.login('member');
    const [move] = await historyOf(restarted, token, workflow.id, 'production');
    expect(move).toMatchObject({ status: 'refused', gate: { passed: false, error: 'The mock API stopped while the gate ran; promote again' } });
    expect(await environmentOf(restarted, token, workflow.id, 'production')).toMatchObject({ version: null, pendingMoveId: null });
  } finally {
    await restarted.close();
  }
});
