import type { Run, RunWithSteps } from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingModelGateway, demoCallsOf, lookupArgument, replayToEnd, topLevelSteps, withNodeData } from './support/replays';
import { runsPath, settledRun } from './support/runs';
import { startTestServer, type TestServer } from './support/server';
import { readWorkflow, saveDraft } from './support/workflows';

/*
 * The path of issue 39 on the seeded history: a Claims triage run of 2.0.0 that failed at its
 * policy lookup (the demo API answered 404 to a partner's own reference), the lookup's argument
 * fixed in the draft, then replayed from the lookup.
 */

const counted = countingModelGateway();
let t: TestServer;
let member: string;
const claimsTriage = 'workflow-1001-1';

beforeAll(async () => {
  t = await startTestServer({ modelGateway: counted.gateway });
  member = await t.login('member');
  await t.mock.ready;
});
afterAll(() => t.close());

/** The seeded Claims triage runs that failed at 'Policy lookup', newest first. */
async function failedLookups(): Promise<RunWithSteps[]> {
  const res = await t.call('GET', runsPath('1001', `?workflowId=${claimsTriage}&status=failed&limit=200`), { token: member });
  const runs = (res.data as { items: Run[] }).items;
  const detailed = await Promise.all(runs.map((run) => settledRun(t, member, run.id)));
  return detailed.filter((run) => run.steps.some((step) => step.nodeId === 'policy-lookup' && step.status === 'failed'));
}

describe('a seeded Claims triage run that failed at its API tool', () => {
  it('succeeds replayed from the tool once its argument is fixed in the draft, the trigger and retrieval reused without a call', async () => {
    const failures = await failedLookups();
    const partner = failures.find((run) => String(run.input.metadata.policy_number).startsWith('BRK/'));
    expect(partner, 'a partner claim failing at the lookup is seeded').toBeDefined();
    const original = partner!;
    expect(original.steps.find((step) => step.nodeId === 'policy-lookup')!.error).toMatch(/^The API tool 'Policy Lookup' answered 404/);

    // The member passes the message, which names the policy (POL-…), instead of the partner's reference.
    const workflow = await readWorkflow(t, member, claimsTriage);
    await saveDraft(t, member, workflow, withNodeData(workflow.draft, 'policy-lookup', { arguments: lookupArgument('{{input.message}}') }));

    const callsBefore = counted.calls();
    const replay = await replayToEnd(t, member, original.id, { draft: true, fromNodeId: 'policy-lookup' });
    expect(replay).toMatchObject({ status: 'succeeded', trigger: 'replay', replayOf: original.id });
    const steps = topLevelSteps(replay);
    expect(steps.filter((step) => step.status === 'reused').map((step) => step.nodeId)).toEqual(['trigger', 'related-claims']);
    expect(steps.find((step) => step.nodeId === 'policy-lookup')!.status).toBe('succeeded');

    // The demo API saw the lookup's request and none for a reused step; the models, the triage agent's calls only.
    const reusedIds = new Set(steps.filter((step) => step.status === 'reused').map((step) => step.id));
    const seen = await demoCallsOf(t, replay.id);
    expect(seen.some((each) => reusedIds.has(each.key.split(':')[1]!))).toBe(false);
    expect(seen.map((each) => each.path)).toContain('/policies');
    const modelSteps = replay.steps.filter((step) => step.kind === 'model');
    expect(modelSteps.every((step) => !reusedIds.has(step.parentId ?? ''))).toBe(true);
    expect(counted.calls() - callsBefore).toBe(modelSteps.length);
  });
});
