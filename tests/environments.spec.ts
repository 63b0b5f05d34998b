import { expect, test, workspaces } from './fixtures/test.ts';

const { id: wid } = workspaces.enterprise;

// Design 1.6 on the seeded Policy Q&A: production is protected, on 1.0.0, gated on the testing
// studio's 'Policy questions' (token overlap 0.4, no item regressed against production's version).
test.use({ user: 'admin' });

test.describe('releasing a workflow through its environments', () => {
  test("an admin promotes 1.1.0 to production: the gate's experiment refuses it with the report, the admin overrides with a reason, the history shows both, 'Roll back' returns to 1.0.0, and a canary sends 20 % to 1.1.1", async ({ page, api, checkA11y }) => {
    // The gate runs two experiments (1.1.0 and the baseline 1.0.0) through the engine.
    test.slow();
    const workflows = await api.get<{ id: string; name: string }[]>(`workspaces/${wid}/workflows`);
    const policy = workflows.find((workflow) => workflow.name === 'Policy Q&A')!;
    await page.goto(`/workspace/${wid}/workflows/workflow-authoring?workflowId=${policy.id}`);
    const environments = page.getByRole('list', { name: 'Environments' });
    await expect(environments.getByText('production → 1.0.0, protected')).toBeVisible();

    await page.getByRole('button', { name: 'Promote…' }).click();
    const promote = page.getByRole('dialog', { name: 'Promote' });
    await promote.getByRole('button', { name: /Version/ }).click();
    await page.getByRole('option', { name: '1.1.0', exact: true }).click();
    await promote.getByRole('button', { name: 'Promote 1.1.0 to production' }).click();
    // The gender question regresses against 1.0.0: the gate refuses. Its experiments may take a while on a busy machine.
    await expect(promote.getByText('The gate refused the move of production to 1.1.0; it stays on 1.0.0.')).toBeVisible({ timeout: 120_000 });
    await expect(promote.getByText(/^Regressed items: 1, at most 0 \(failed\)$/)).toBeVisible();
    const report = promote.getByRole('link', { name: "Open the gate's report (1.0.0 → 1.1.0)" });
    await expect(report).toHaveAttribute('href', new RegExp(`^/workspace/${wid}/testing-studio/report\\?experiment=`));
    await checkA11y('a promotion refused by its gate');

    await promote.getByRole('textbox', { name: 'Reason to override the gate' }).fill('Legal approved the gender refusal');
    await promote.getByRole('button', { name: 'Override the gate and promote' }).click();
    await expect(promote.getByText('production moved from 1.0.0 to 1.1.0, past the failing gate.')).toBeVisible();
    await promote.getByRole('button', { name: 'Done' }).click();
    await expect(environments.getByText('production → 1.1.0, protected')).toBeVisible();

    const deployments = page.getByRole('table', { name: 'Deployments of production' });
    await expect(deployments.getByRole('row').nth(1)).toContainText('Moved past a failing gate (override)');
    await expect(deployments.getByRole('row').nth(1)).toContainText('Legal approved the gender refusal');
    await expect(deployments.getByRole('row').nth(2)).toContainText('Refused by its gate');
    await checkA11y('the Deployments panel with the override');

    await environments.getByRole('button', { name: 'Roll back production' }).click();
    const rollback = page.getByRole('alertdialog', { name: 'Roll back production' });
    await expect(rollback).toContainText('production returns from 1.1.0 to 1.0.0, the version it was on before. A rollback is not gated, by design');
    await rollback.getByRole('button', { name: 'Roll back to 1.0.0' }).click();
    await expect(environments.getByText('production → 1.0.0, protected')).toBeVisible();
    await expect(deployments.getByRole('row').nth(1)).toContainText('1.1.0 → 1.0.0');
    await expect(deployments.getByRole('row').nth(1)).toContainText('Moved, not gated');

    // A canary of 20 % on 1.1.1: not gated, shown in the header and the history.
    await page.getByRole('button', { name: 'Promote…' }).click();
    await promote.getByText('A canary', { exact: true }).click();
    await promote.getByRole('button', { name: /Version/ }).click();
    await page.getByRole('option', { name: '1.1.1', exact: true }).click();
    await promote.getByRole('textbox', { name: 'Share of runs (%)' }).fill('20');
    await promote.getByRole('button', { name: 'Start a canary of 1.1.1 on production' }).click();
    await expect(promote.getByText('production sends 20 % of its runs to 1.1.1, the rest to 1.0.0.')).toBeVisible();
    await promote.getByRole('button', { name: 'Done' }).click();
    await expect(environments.getByText('production → 1.0.0, canary 20 % on 1.1.1, protected')).toBeVisible();
    await expect(deployments.getByRole('row').nth(1)).toContainText('20 % to 1.1.1');
    await checkA11y('production with a canary');
  });
});
