import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import type { MockApi } from './support/mock-api.ts';

const wid = '1001';

/** This month's executions per workflow, as the usage dashboard's Workflow Executions panel reads them. */
async function executionsThisMonth(api: MockApi): Promise<Map<string, number>> {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0, 23, 59, 59)).toISOString();
  const { workflows } = await api.post<{ workflows: { workflowName: string; executionCount: number }[] }>(`workspaces/${wid}/usage`, {
    type: 'workflows',
    from,
    to,
  });
  return new Map(workflows.map((row) => [row.workflowName, row.executionCount]));
}

async function openEditor(page: Page, api: MockApi, name: string) {
  const workflows = await api.get<{ id: string; name: string }[]>(`workspaces/${wid}/workflows`);
  const workflow = workflows.find((each) => each.name === name)!;
  await page.goto(`/workspace/${wid}/workflows/workflow-authoring?workflowId=${workflow.id}`);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

/** Opens Run, types the message (and metadata rows), and runs what the dialog offers first. */
async function run(page: Page, message: string, metadata: Record<string, string> = {}) {
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Run workflow' });
  await dialog.getByRole('textbox', { name: 'Message' }).fill(message);
  for (const [index, [name, value]] of Object.entries(metadata).entries()) {
    await dialog.getByRole('button', { name: 'Add Field' }).click();
    await dialog.getByRole('textbox', { name: `Row ${index + 1} name` }).fill(name);
    await dialog.getByRole('textbox', { name: `Row ${index + 1} value` }).fill(value);
  }
  await dialog.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('runs from the editor', () => {
  test('a claim runs to the end with its nodes shown live and the MCP tool step in its trace; a support reply waits for review, is approved from the run panel and finishes; usage counts both', async ({
    page,
    api,
  }) => {
    // Two editors, two runs and the usage page: about 11 s on a quiet machine, more on a busy one.
    test.slow();
    const before = await executionsThisMonth(api);
    const canvas = page.getByRole('region', { name: 'Workflow canvas' });
    const runPanel = page.getByRole('region', { name: 'Run', exact: true });

    await openEditor(page, api, 'Claims triage');
    await run(page, 'Policy POL-20431: Water damage in the kitchen after a pipe burst on Sunday.', { policy_number: 'POL-20431' });
    await expect(runPanel.getByText('Succeeded')).toBeVisible();
    await expect(canvas.getByRole('group', { name: /^Agent Triage agent.*, run: done$/ })).toBeVisible();
    await expect(canvas.getByRole('group', { name: /^Tool Policy lookup.*, run: done$/ })).toBeVisible();

    await runPanel.getByRole('button', { name: 'Open trace' }).click();
    const steps = page.getByRole('treegrid', { name: 'Steps' });
    const mcpStep = steps.getByRole('row', { name: /^demo_tools\.\w+, Succeeded/ }).first();
    await mcpStep.click();
    const details = page.getByRole('region', { name: /^Step: demo_tools\./ });
    await expect(details.getByRole('heading', { name: 'Step output' })).toBeVisible();
    await expect(details.getByText(/"text":/)).toBeVisible();

    await openEditor(page, api, 'Support intake');
    await run(page, 'Order SO-1042 arrived damaged, I would like a refund of 620 EUR.');
    await expect(runPanel.getByText('Waiting for review').first()).toBeVisible();
    await expect(canvas.getByRole('group', { name: /^Agent Reply agent.*, run: waiting$/ })).toBeVisible();
    await runPanel.getByRole('textbox', { name: 'Review message' }).fill('Refund approved');
    await runPanel.getByRole('button', { name: 'Approve' }).click();
    await expect(runPanel.getByText('Succeeded').first()).toBeVisible();
    await expect(canvas.getByRole('group', { name: /^Output Reply.*, run: done$/ })).toBeVisible();

    const after = await executionsThisMonth(api);
    expect(after.get('Claims triage')).toBe((before.get('Claims triage') ?? 0) + 1);
    expect(after.get('Support intake')).toBe((before.get('Support intake') ?? 0) + 1);
    // The dashboard's total is the sum the API gives, the two runs included.
    const total = [...after.values()].reduce((sum, count) => sum + count, 0);
    expect(total).toBe([...before.values()].reduce((sum, count) => sum + count, 0) + 2);
    await page.goto(`/workspace/${wid}/usage`);
    await expect(page.getByRole('region', { name: 'Workflow Executions' }).getByText(`${total.toLocaleString('en')} executions across`)).toBeVisible();
  });
});

test.describe('a run that fans out and joins', () => {
  test("the seeded Policy brief runs from the editor: its trace has both branches, the policy lookup and the policy passages, and the brief writer joins them, its input keyed by both labels", async ({
    page,
    api,
  }) => {
    const canvas = page.getByRole('region', { name: 'Workflow canvas' });
    const runPanel = page.getByRole('region', { name: 'Run', exact: true });

    await openEditor(page, api, 'Policy brief');
    await run(page, 'Brief me on policy POL-20431 before the renewal call.', { policy_number: 'POL-20431' });
    await expect(runPanel.getByText('Succeeded')).toBeVisible();
    for (const node of ['Retrieval Policy passages', 'Tool Policy lookup', 'Agent Brief writer', 'Output Brief']) {
      await expect(canvas.getByRole('group', { name: `${node}, run: done`, exact: true })).toBeVisible();
    }

    await runPanel.getByRole('button', { name: 'Open trace' }).click();
    const steps = page.getByRole('treegrid', { name: 'Steps' });
    await expect(steps.getByRole('row', { name: /^Policy passages, Succeeded/ })).toBeVisible();
    await expect(steps.getByRole('row', { name: /^Policy lookup, Succeeded/ })).toBeVisible();
    await steps.getByRole('row', { name: /^Brief writer, Succeeded/ }).click();
    const join = page.getByRole('region', { name: 'Step: Brief writer' });
    // The join's input (under its heading): one object whose top-level keys are the two sources' labels, in label order.
    const input = join.getByRole('region', { name: 'Step input' });
    await expect(input).toContainText(/^Step input\{\n {2}"Policy lookup": \{[\s\S]*\n {2}"Policy passages": \{/);
    await expect(input).toContainText('"holder_name": "Jane Doe"');
  });
});
