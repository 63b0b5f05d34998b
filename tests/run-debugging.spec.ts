import { request as requestFactory } from '@playwright/test';
import { expect, test, workspaces } from './fixtures/test.ts';
import { mockApiUrl } from './fixtures/servers.ts';

const { id: wid } = workspaces.enterprise;

interface Step {
  id: string;
  parentId: string | null;
  nodeId: string;
  kind: string;
  status: string;
  error: string | null;
}
interface Run {
  id: string;
  status: string;
  trigger: string;
  replayOf?: string;
  input: { message: string; metadata: Record<string, unknown> };
  steps: Step[];
}

/**
 * The path of issue 39: a seeded Claims triage run failed at its API tool (the demo API answered
 * 404 to a partner's own policy reference); the member debugs it in the editor, passes the message
 * (which names the policy) to the tool in the draft, re-runs from the tool, and compares the re-run
 * with the original.
 */
test.describe('debugging a failed run', () => {
  test('a run that failed at its API tool is debugged in the editor, fixed in the draft, re-run from the tool with the steps before it reused, and compared with the original', async ({
    page,
    api,
    checkA11y,
  }) => {
    // The logging page, the editor, a live run and the comparison: some 15 s on a quiet machine.
    test.slow();
    const workflows = await api.get<{ id: string; name: string }[]>(`workspaces/${wid}/workflows`);
    const claims = workflows.find((workflow) => workflow.name === 'Claims triage')!;
    const failedRuns = await api.get<{ items: Run[] }>(`workspaces/${wid}/runs?workflowId=${claims.id}&status=failed&limit=200`);
    let original: Run | undefined;
    for (const candidate of failedRuns.items) {
      if (!String(candidate.input.metadata.policy_number).startsWith('BRK/')) continue;
      const detailed = await api.get<Run>(`workspaces/${wid}/runs/${candidate.id}`);
      if (detailed.steps.some((step) => step.nodeId === 'policy-lookup' && step.status === 'failed')) {
        original = detailed;
        break;
      }
    }
    expect(original, "a partner's claim that failed at the policy lookup is seeded").toBeDefined();
    const failed = original!;

    // The trace, from the logging page's runs.
    await page.goto(`/workspace/${wid}/logging?tab=runs&runId=${failed.id}`);
    const trace = page.getByRole('dialog', { name: 'Run trace' });
    await expect(trace.getByText('Failed', { exact: true }).first()).toBeVisible();
    await trace.getByRole('link', { name: 'Debug in editor' }).click();

    // The draft with the run pinned: the tool failed with the demo API's 404, what came after was not reached.
    const canvas = page.getByRole('region', { name: 'Workflow canvas' });
    const runPanel = page.getByRole('region', { name: 'Run', exact: true });
    const node = (name: string, state: string) => canvas.getByRole('group', { name: new RegExp(`^${name}(, \\d+ problems?)?, run: ${state}$`) });
    await expect(runPanel).toContainText(`Debugging ${failed.id}`);
    await expect(node('Trigger Claim received', 'done')).toBeVisible();
    await expect(node('Retrieval Related claims', 'done')).toBeVisible();
    await expect(node('Output Answer', 'not reached')).toBeVisible();
    await node('Tool Policy lookup', 'failed').click();
    const lookupStep = runPanel.getByRole('region', { name: 'Step: Policy lookup' });
    await expect(lookupStep).toContainText(/Error: The API tool 'Policy Lookup' answered 404/);
    // Its input: what the retrieval before it passed on.
    await expect(lookupStep.getByRole('region', { name: 'Step input' })).toContainText('"documents"');
    await checkA11y('the editor debugging a failed run');

    // The fix: the tool looks the policy up from the message, which names it (POL-…).
    const argumentValue = page.getByRole('group', { name: 'Arguments', exact: true }).getByRole('combobox', { name: 'Row 1 value' });
    await argumentValue.fill('{{input.message}}');
    await argumentValue.press('Escape');
    await runPanel.getByRole('button', { name: 'Re-run from here' }).click();

    // The re-run, live on the canvas: the trigger and the retrieval reused, the tool and what follows run.
    await expect(runPanel).toContainText(/Debugging \S+ · Draft/);
    await expect(runPanel).not.toContainText(`Debugging ${failed.id}`);
    await expect(runPanel.getByText('Succeeded', { exact: true }).first()).toBeVisible();
    await expect(node('Trigger Claim received', 'reused')).toBeVisible();
    await expect(node('Retrieval Related claims', 'reused')).toBeVisible();
    await expect(node('Tool Policy lookup', 'done')).toBeVisible();
    await expect(node('Agent Triage agent', 'done')).toBeVisible();

    const replays = await api.get<{ items: Run[] }>(`workspaces/${wid}/runs?workflowId=${claims.id}&trigger=replay`);
    const replay = await api.get<Run>(`workspaces/${wid}/runs/${replays.items[0]!.id}`);
    expect(replay).toMatchObject({ status: 'succeeded', trigger: 'replay', replayOf: failed.id });

    await runPanel.getByRole('button', { name: 'Open trace' }).click();
    const steps = page.getByRole('treegrid', { name: 'Steps' });
    await expect(steps.getByRole('row', { name: 'Claim received, Reused, —' })).toBeVisible();
    await expect(steps.getByRole('row', { name: 'Related claims, Reused, —' })).toBeVisible();
    await expect(steps.getByRole('row', { name: /^Policy lookup, Succeeded/ })).toBeVisible();

    // No call for a reused step: the demo API saw the replay's lookup only, and the model calls are the triage agent's.
    const reused = replay.steps.filter((step) => step.status === 'reused');
    expect(reused.map((step) => step.nodeId)).toEqual(['trigger', 'related-claims']);
    // The tool reaches the demo API over HTTP at its configured address, the mock API's own, outside the test's tenant.
    // A context of its own: the test's defaults would send the tenant's cookie.
    const outsideTenants = await requestFactory.newContext({ storageState: { cookies: [], origins: [] } });
    const keys = (await (await outsideTenants.get(`${mockApiUrl}/demo-api/idempotency-keys`)).json()) as { keys: { key: string; path: string }[] };
    await outsideTenants.dispose();
    const replayCalls = keys.keys.filter((seen) => seen.key.startsWith(`${replay.id}:`));
    expect(replayCalls.map((seen) => seen.path)).toContain('/policies');
    expect(replayCalls.filter((seen) => reused.some((step) => seen.key.split(':')[1] === step.id))).toEqual([]);
    const modelCalls = replay.steps.filter((step) => step.kind === 'model');
    expect(modelCalls.length).toBeGreaterThan(0);
    expect(modelCalls.filter((call) => reused.some((step) => step.id === call.parentId))).toEqual([]);

    // Compared with the original: the tool failed, then succeeded; the nodes after it not reached, then reached.
    await page.getByRole('link', { name: 'Compare with original' }).click();
    await expect(page).toHaveURL(new RegExp(`/workspace/${wid}/logging/compare\\?a=${failed.id}&b=${replay.id}$`));
    const table = page.getByRole('region', { name: 'Nodes compared' });
    const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
    await expect(row('Policy lookup').getByRole('cell').nth(0)).toContainText('Failed');
    await expect(row('Policy lookup').getByRole('cell').nth(1)).toContainText('Succeeded');
    await expect(row('Triage agent').getByRole('cell').nth(0)).toContainText('Not reached');
    await expect(row('Triage agent').getByRole('cell').nth(1)).toContainText('Succeeded');
    await row('Policy lookup').getByRole('button', { name: 'Show the diff of Policy lookup' }).click();
    await expect(page.getByRole('textbox', { name: 'Output of Policy lookup, original to re-run' })).toContainText('"holder_name": "Jane Doe"');
    await checkA11y('the original and its re-run compared');
  });
});
