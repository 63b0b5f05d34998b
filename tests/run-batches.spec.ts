import type { Run, RunBatch, WorkflowGraph } from '@agentdeck/api-client';
import { expect, test, workspaces } from './fixtures/test.ts';
import type { MockApi } from './support/mock-api.ts';

const { id: wid } = workspaces.enterprise;
const DAY = 86_400_000;
/** What the demo API finds a policy by (apps/mock-api/src/demo/api.ts): a POL- number anywhere in what it is asked. */
const KNOWN_POLICY = /\bPOL-\d{4,}\b/;

interface WorkflowDetail {
  id: string;
  name: string;
  description: string;
  tagIds: string[];
  draft: WorkflowGraph;
  revision: number;
}

/** Every failed run of the workflow in the last seven days, as the Runs tab's filters ask for them. */
async function failedRuns(api: MockApi, workflowId: string): Promise<Run[]> {
  const query = new URLSearchParams({ workflowId, status: 'failed', from: new Date(Date.now() - 7 * DAY).toISOString(), limit: '200' });
  const runs: Run[] = [];
  for (let cursor: string | null = null; ; ) {
    if (cursor) query.set('cursor', cursor);
    const page: { items: Run[]; nextCursor: string | null } = await api.get(`workspaces/${wid}/runs?${query}`);
    runs.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) return runs;
  }
}

test.describe('re-running many runs', () => {
  test("the failed runs of one workflow's last 7 days re-run on the fixed draft as a batch, which says how many now succeed", async ({ page, api, checkA11y }) => {
    // Claims runs, a batch of replays and two screens: about 10 s on a quiet machine, more on a busy one.
    test.slow();
    const workflows = await api.get<{ id: string; name: string }[]>(`workspaces/${wid}/workflows`);
    const claims = workflows.find((workflow) => workflow.name === 'Claims triage')!;

    // This test's own failures: a broker partner's claims carry its own policy references, which the
    // demo API does not know, so 2.0.0's policy lookup fails them (the messages name the policy).
    const partnerClaims = ['52110: Storm blew tiles off the roof', '61873: Scooter stolen from outside the station', '47302: Dishwasher leak damaged the floor'];
    const started = await Promise.all(
      partnerClaims.map((claim) =>
        api.post<Run>(`workspaces/${wid}/workflows/${claims.id}/runs`, {
          input: { message: `Policy POL-${claim}.`, metadata: { policy_number: `BRK/${claim.slice(0, 5)}` } },
          version: '2.0.0',
        }),
      ),
    );
    for (const run of started) await expect.poll(async () => (await api.get<Run>(`workspaces/${wid}/runs/${run.id}`)).status, { timeout: 30_000 }).toBe('failed');

    // The member fixes the draft: the policy lookup reads the policy from the claim's message.
    const workflow = await api.get<WorkflowDetail>(`workspaces/${wid}/workflows/${claims.id}`);
    const draft: WorkflowGraph = {
      ...workflow.draft,
      nodes: workflow.draft.nodes.map((node) =>
        node.id === 'policy-lookup' && node.kind === 'tool'
          ? { ...node, data: { ...node.data, arguments: node.data.arguments.map((argument) => ({ ...argument, value: '{{input.message}}' })) } }
          : node,
      ),
    } as WorkflowGraph;
    await api.put(`workspaces/${wid}/workflows/${claims.id}`, { name: workflow.name, description: workflow.description, tagIds: workflow.tagIds, draft, revision: workflow.revision });

    // What the batch will find: the seeded failures of the week and this test's. Those the lookup
    // failed (a 404) whose message names a policy the demo API knows now succeed.
    const failed = await failedRuns(api, claims.id);
    expect(failed.map((run) => run.id)).toEqual(expect.arrayContaining(started.map((run) => run.id)));
    const fixable = failed.filter((run) => run.error?.includes('answered 404') && KNOWN_POLICY.test(String((run.input as { message?: unknown }).message ?? ''))).length;

    await page.goto(`/workspace/${wid}/logging?tab=runs&range=7d&workflowId=${claims.id}&status=failed`);
    const runs = page.getByRole('table', { name: 'Runs' });
    await expect(runs.getByRole('link', { name: /Failed/ }).first()).toBeVisible();
    await page.getByText('Every run matching these filters (up to 500)').click();
    await expect(page.getByRole('status').filter({ hasText: 'selected' })).toHaveText('Every finished run matching these filters is selected, up to 500');
    await page.getByRole('button', { name: 'Re-run on…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Re-run on…' });
    await expect(dialog.getByText('Re-run every finished run of Claims triage matching the filters, up to 500, each with its own input.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Draft/ })).toBeVisible();
    await checkA11y('the re-run dialog');
    await dialog.getByRole('button', { name: 'Re-run', exact: true }).click();
    await expect(dialog).toBeHidden();

    const batch = page.getByRole('region', { name: 'Re-runs on the draft' });
    // Replays run four at a time: on a busy machine the batch takes a while.
    await expect(batch.getByRole('list', { name: 'Outcome' })).toHaveText(`${fixable} of ${failed.length} failed runs now succeed`, { timeout: 60_000 });
    expect(fixable).toBeGreaterThanOrEqual(partnerClaims.length);
    // The page tells what the server counted.
    const batchId = new URL(page.url()).searchParams.get('batch')!;
    const kept = await api.get<RunBatch>(`workspaces/${wid}/run-batches/${batchId}`);
    expect(kept).toMatchObject({ status: 'completed', progress: { total: failed.length, finished: failed.length }, outcome: { originalsFailed: failed.length, nowSucceed: fixable } });
    // Each pair opens the comparison of the original with its re-run.
    const first = kept.pairs[0]!;
    await expect(batch.getByRole('link', { name: 'Compare #1 with its re-run' })).toHaveAttribute('href', `/workspace/${wid}/logging/compare?a=${first.original.runId}&b=${first.replay!.runId}`);
    await checkA11y('a finished batch');
  });
});
