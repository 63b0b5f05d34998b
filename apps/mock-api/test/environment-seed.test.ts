import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environmentOf, historyOf } from './support/environments';
import { startTestServer, type TestServer } from './support/server';
import { datasetsPath, policyQa } from './support/testing-studio';
import { workflowsPath } from './support/workflows';

/* The seeded environments (design section 1.6), with the seeded history and testing studio. */

let t: TestServer;
let member: string;
beforeAll(async () => {
  t = await startTestServer();
  member = await t.login('member');
});
afterAll(() => t.close());

describe('the seeded environments', () => {
  it("put Policy Q&A's production on 1.0.0, protected and gated on the policy questions: token overlap 0.4 or more, no item regressed", async () => {
    const datasets = (await t.call('GET', datasetsPath('1001'), { token: member })).data as { id: string; name: string }[];
    const questions = datasets.find((dataset) => dataset.name === 'Policy questions')!;
    expect(await environmentOf(t, member, policyQa(), 'production')).toMatchObject({
      version: '1.0.0',
      protected: true,
      gate: { datasetId: questions.id, scorers: [{ kind: 'tokenOverlap', threshold: 0.4 }], maxRegressed: 0 },
    });
    expect((await historyOf(t, member, policyQa(), 'production')).map((move) => `${move.kind} ${move.from} → ${move.to}`)).toEqual([
      'rollback 1.1.0 → 1.0.0',
      'deploy 1.0.0 → 1.1.0',
      'deploy null → 1.0.0',
    ]);
  });

  it("follow each workflow's releases in staging, and leave the others' production at no version", async () => {
    const workflows = (await t.call('GET', workflowsPath('1001'), { token: member })).data as { id: string; name: string; latestVersion: string }[];
    for (const workflow of workflows) {
      expect(await environmentOf(t, member, workflow.id, 'staging')).toMatchObject({ version: workflow.latestVersion });
      if (workflow.name !== 'Policy Q&A') expect(await environmentOf(t, member, workflow.id, 'production')).toMatchObject({ version: null, protected: false });
    }
    const claims = workflows.find((workflow) => workflow.name === 'Claims triage')!;
    expect((await historyOf(t, member, claims.id, 'staging')).every((move) => move.kind === 'deploy' && move.by.name === 'Max Member')).toBe(true);
  });
});
