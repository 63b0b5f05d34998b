import { readFile } from 'node:fs/promises';
import { expect, test, workspaces } from './fixtures/test.ts';

const { id: wid } = workspaces.enterprise;
const DAY = 86_400_000;

/** A day well before the seeded history (30 days), as the 'As of' field takes it. */
function localInputBefore(daysAgo: number): string {
  const at = new Date(Date.now() - daysAgo * DAY);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T12:00`;
}

test('data lineage: a seeded knowledge base focused by search, alone as of before its first run, and its impact exported as CSV', async ({
  page,
  checkA11y,
}) => {
  // A graph laid out in a worker and axe over it: about 10 s on a quiet machine, more on a busy one.
  test.slow();
  await page.goto(`/workspace/${wid}/data-lineage`);
  await page.getByRole('combobox', { name: 'Focus' }).fill('Support Hand');
  await page.getByRole('option', { name: /Support Handbook/ }).click();
  await expect(page).toHaveURL(/focus=knowledgeBase/);

  const impact = page.getByRole('grid', { name: 'Impact of Support Handbook' }).or(page.getByRole('table', { name: 'Impact of Support Handbook' }));
  await expect(impact.getByRole('row', { name: /Support intake/ })).toBeVisible();
  await checkA11y('lineage focused on a knowledge base');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('lineage-impact-support-handbook.csv');
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.split(/\r?\n/)[0]).toBe('Degree,Kind,Name,Node id,Last run');
  expect(csv).toMatch(/^1,Workflow,Support intake,workflow:/m);

  await page.getByLabel('As of', { exact: true }).fill(localInputBefore(45));
  await page.getByRole('button', { name: 'Show as of' }).click();
  await expect(page).toHaveURL(/asOf=/);
  await expect(page.getByText('No run connected Support Handbook to anything')).toBeVisible();
  await page.getByRole('tab', { name: 'Table' }).click();
  const nodes = page.getByRole('grid', { name: 'Nodes' }).or(page.getByRole('table', { name: 'Nodes' }));
  await expect(nodes.getByRole('row', { name: /Support Handbook/ })).toBeVisible();
  await expect(nodes.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
});
