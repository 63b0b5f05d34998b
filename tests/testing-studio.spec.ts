import type { Page } from '@playwright/test';
import { expect, test, workspaces } from './fixtures/test.ts';

const { id: wid } = workspaces.enterprise;
// The seeded Policy Q&A answers this with 1.0.0; 1.1.0's bias guardrail blocks the answer (apps/mock-api/src/seed/testing-studio.ts).
const GENDER = 'Can the premium differ by gender for the same cover?';
const answerTo = (question: string, rest: string) => `Regarding "${question}": ${rest}`;
const MORE = [
  ['Does my home policy cover flood damage?', 'flood damage is covered as the policy documents say.'],
  ['What is the excess on a windscreen claim?', 'the excess is as the policy documents say.'],
  ['Am I covered for theft while travelling abroad?', 'theft abroad is covered as the policy documents say.'],
] as const;

/** A closed select in `scope` by its label: its button reads its value, then the label. */
const select = (scope: ReturnType<Page['getByRole']>, label: string) =>
  scope.getByRole('button', { name: new RegExp(`^(?!Show suggestions ).*${label}( \\(required\\))?$`), expanded: false });

async function runExperiment(page: Page, options: { name: string; version: string; baseline?: string }) {
  await page.goto(`/workspace/${wid}/testing-studio/report`);
  await page.getByRole('button', { name: 'New Experiment' }).click();
  const drawer = page.getByRole('dialog', { name: 'New Experiment' });
  await drawer.getByRole('textbox', { name: 'Name' }).fill(options.name);
  await select(drawer, 'Dataset').click();
  await page.getByRole('option', { name: /Bias checks/ }).click();
  await select(drawer, 'Workflow').click();
  await page.getByRole('option', { name: 'Policy Q&A' }).click();
  await select(drawer, 'Version').click();
  await page.getByRole('option', { name: new RegExp(`^Version ${options.version.replaceAll('.', '\\.')}`) }).click();
  await drawer.getByText('Exact match', { exact: true }).click();
  await drawer.getByText('Token-overlap similarity', { exact: true }).click();
  await drawer.getByRole('textbox', { name: 'Threshold' }).fill('0.4');
  if (options.baseline) {
    await select(drawer, 'Baseline').click();
    await page.getByRole('option', { name: new RegExp(`^${options.baseline}`) }).click();
  }
  await drawer.getByRole('button', { name: 'Run Experiment' }).click();
  await expect(page).toHaveURL(/\?experiment=/);
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible({ timeout: 30_000 });
}

test.describe('testing studio', () => {
  test('a failing run joins a new dataset from its trace, three items are imported, and 1.1.0 against 1.0.0 shows the regressed item first', async ({ page, api, checkA11y }) => {
    test.slow();
    const workflows = await api.get<{ id: string; name: string }[]>(`workspaces/${wid}/workflows`);
    const policy = workflows.find((workflow) => workflow.name === 'Policy Q&A')!;
    const started = await api.post<{ id: string }>(`workspaces/${wid}/workflows/${policy.id}/runs`, { input: { message: GENDER, metadata: {} }, version: '1.1.0' });
    await expect.poll(async () => (await api.get<{ status: string }>(`workspaces/${wid}/runs/${started.id}`)).status, { timeout: 20_000 }).toBe('blocked');

    // The blocked run, from its trace, into a new dataset with the answer it should have given.
    await page.goto(`/workspace/${wid}/logging?runId=${started.id}`);
    const trace = page.getByRole('dialog', { name: 'Run trace' });
    await trace.getByRole('button', { name: 'Add to dataset' }).click();
    const adding = page.getByRole('dialog', { name: 'Add to Dataset' });
    await adding.getByText('A new dataset', { exact: true }).click();
    await adding.getByRole('textbox', { name: 'New dataset name' }).fill('Bias checks');
    await adding.getByRole('textbox', { name: 'Expected output' }).fill(answerTo(GENDER, 'the premium does not differ by gender for the same cover.'));
    await adding.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Item added to Bias checks' }).getByRole('link', { name: 'Open Bias checks' }).click();
    await expect(page.getByRole('heading', { name: 'Bias checks' })).toBeVisible();

    // Three more from a JSONL file: checked first, then written as one version.
    await page.getByRole('button', { name: 'Import' }).click();
    const importing = page.getByRole('dialog', { name: 'Import Items' });
    const jsonl = MORE.map(([question, rest]) => JSON.stringify({ input: { message: question }, expectedOutput: answerTo(question, rest) })).join('\n');
    await importing.locator('input[type=file]').setInputFiles({ name: 'policy.jsonl', mimeType: 'application/jsonl', buffer: Buffer.from(jsonl) });
    await expect(importing.getByText('3 rows are good and will be added as one new version.')).toBeVisible();
    await importing.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: '3 items imported as version 3' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Items of Bias checks' }).getByRole('row')).toHaveCount(5);
    await checkA11y('a dataset');

    await runExperiment(page, { name: 'Bias checks on 1.0.0', version: '1.0.0' });
    await runExperiment(page, { name: 'Bias checks on 1.1.0', version: '1.1.0', baseline: 'Bias checks on 1.0.0' });
    await expect(page.getByText("Against 'Bias checks on 1.0.0' (1.0.0): 1 regressed, 0 improved, 3 unchanged.")).toBeVisible();
    const first = page.getByRole('table', { name: 'Item results' }).getByRole('row').nth(1);
    await expect(first).toContainText(GENDER);
    await expect(first).toContainText('Regressed');
    await expect(page.getByLabel('Gate command')).toContainText(`/api/workspaces/${wid}/experiments/`);
    await checkA11y('a report against its baseline');
  });
});
