import type { ImportDatasetBody, ImportDatasetResult } from '@agentdeck/api-client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { fakeDataset, fakeItem, serveDatasets } from '../../testing/fake-testing-studio';
import { LinksThroughRouter } from '../../testing/links-through-router';
import { recordForm, recordList, toastOf } from '../../testing/record-screen';
import { tabTo } from '../../testing/keyboard';
import { renderInWorkspace } from '../../testing/render';
import { DatasetsPage } from './components/DatasetsPage';

const refund = fakeItem('item-1', 'My parcel arrived broken', { expectedOutput: 'A refund is on its way', sourceRunId: 'run-9' });
const policy = fakeItem('item-2', 'Is flood damage covered?', { expectedOutput: 'Only with the home plus policy', addedInVersion: 2, changedInVersion: 2 });
const seeded = [{ dataset: fakeDataset(), itemsByVersion: [[refund], [refund, policy]] }];

async function renderDatasets(options: { search?: string; theme?: 'light' | 'dark'; seed?: typeof seeded } = {}) {
  const api = createFakeApi();
  serveDatasets(api, options.seed ?? seeded);
  const router = createMemoryRouter(
    [{ element: <LinksThroughRouter />, children: [{ path: '/workspace/:wid/testing-studio/dataset', element: <DatasetsPage /> }] }],
    { initialEntries: [`/workspace/1001/testing-studio/dataset${options.search ?? ''}`] },
  );
  await renderInWorkspace(<RouterProvider router={router} />, { api, theme: options.theme });
  const calls = (method: string, path: RegExp) => api.calls.filter((call) => call.method === method && path.test(call.path));
  return { api, router, calls };
}

const items = recordList('Items of Claims regressions');

afterEach(async () => {
  await page.viewport(1280, 800);
});

describe('the datasets page', () => {
  it('says when there is no dataset, and creates one with New Dataset', async () => {
    const { calls } = await renderDatasets({ seed: [] });
    await expect.element(page.getByText('No datasets have been created')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'New Dataset' }));
    const form = recordForm('New Dataset');
    await form.fill('Name', 'Flood claims');
    await form.fill('Description', 'Claims about flood damage');
    await userEvent.click(form.saveButton());
    await expect.element(toastOf('Dataset saved successfully')).toBeVisible();
    expect(calls('POST', /\/datasets$/).map((call) => call.body)).toEqual([{ name: 'Flood claims', description: 'Claims about flood damage' }]);
    await expect.element(recordList('Datasets').row('Flood claims')).toHaveTextContent(/v1/);
  });

  it("lists datasets with their items and version, and opens one at its current version with each item's source run", async () => {
    const { router } = await renderDatasets();
    const row = recordList('Datasets').row('Claims regressions');
    await expect.element(row).toHaveTextContent(/Claims the triage got wrong.*2.*v2/);
    await userEvent.click(row.getByRole('link', { name: 'Claims regressions' }));
    await expect.poll(() => router.state.location.search).toBe('?dataset=ds-1');
    await expect.element(page.getByRole('heading', { name: 'Claims regressions' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: /v2 \(current\).*Version/ })).toBeVisible();
    await expect.element(items.row('My parcel arrived broken')).toHaveTextContent(/A refund is on its way/);
    await userEvent.click(items.row('My parcel arrived broken').getByRole('link', { name: 'Run run-9' }));
    await expect.poll(() => router.state.location.search).toBe('?dataset=ds-1&runId=run-9');
  });

  it('checks a new item in its drawer and adds it as a new version', async () => {
    const { calls } = await renderDatasets({ search: '?dataset=ds-1' });
    await userEvent.click(page.getByRole('button', { name: 'Add Item' }));
    const form = recordForm('New Item');
    await form.fill('Input message', 'x');
    await form.fill('Input message', '');
    await form.expectFieldError('Input message', 'Please enter the input message');
    await form.fill('Input message', 'Can I claim for a stolen bike?');
    await form.fill('Input metadata', 'channel: email');
    await form.expectFieldError('Input metadata', 'Input metadata must be a JSON object, such as {"channel": "email"}');
    await form.fill('Input metadata', '{"channel": "email"}');
    await form.fill('Expected output', '{"decision": "covered"}');
    await userEvent.click(form.saveButton());
    await expect.element(toastOf('Item added successfully')).toBeVisible();
    expect(calls('POST', /\/items$/).map((call) => call.body)).toEqual([
      { items: [{ input: { message: 'Can I claim for a stolen bike?', metadata: { channel: 'email' } }, expectedOutput: { decision: 'covered' }, metadata: {} }] },
    ]);
    await expect.element(items.row('Can I claim for a stolen bike?')).toBeVisible();
    await expect.element(page.getByRole('button', { name: /v3 \(current\).*Version/ })).toBeVisible();
  });

  it('names each bad row of an import and keeps Import disabled until every row is good', async () => {
    const api = createFakeApi();
    const answered: ImportDatasetBody[] = [];
    api.answer('POST', /\/import$/, ({ body }: { body: unknown }): ImportDatasetResult => {
      const request = body as ImportDatasetBody;
      answered.push(request);
      const bad = request.content.includes('"input": {}');
      return {
        dryRun: request.dryRun ?? false,
        rows: 2,
        problems: bad ? [{ row: 2, problem: 'input.message is required', message: 'Row 2: input.message is required' }] : [],
        items: [],
        version: request.dryRun ? null : { version: 3, change: 'imported', added: 2, changed: 0, removed: 0, itemCount: 4, createdAt: '', createdBy: '' },
      };
    });
    serveDatasets(api, seeded);
    const router = createMemoryRouter([{ path: '/workspace/:wid/testing-studio/dataset', element: <DatasetsPage /> }], {
      initialEntries: ['/workspace/1001/testing-studio/dataset?dataset=ds-1'],
    });
    await renderInWorkspace(<RouterProvider router={router} />, { api });

    await userEvent.click(page.getByRole('button', { name: 'Import' }));
    const dialog = page.getByRole('dialog', { name: 'Import Items' });
    const importButton = dialog.getByRole('button', { name: 'Import', exact: true });
    await expect.element(importButton).toBeDisabled();
    const good = '{"input": {"message": "Hail on my car"}}';
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Rows' }), `${good}\n{"input": {}}`);
    await userEvent.click(dialog.getByRole('button', { name: 'Check Rows' }));
    await expect.element(dialog.getByText('Row 2: input.message is required')).toBeVisible();
    await expect.element(dialog.getByText('1 row of 2 has a problem: fix it to import.')).toBeVisible();
    await expect.element(importButton).toBeDisabled();

    await userEvent.fill(dialog.getByRole('textbox', { name: 'Rows' }), `${good}\n{"input": {"message": "Storm broke my window"}}`);
    await expect.element(dialog.getByText('The rows changed since they were checked: check them again.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Check Rows' }));
    await expect.element(dialog.getByText('2 rows are good and will be added as one new version.')).toBeVisible();
    await userEvent.click(importButton);
    await expect.element(toastOf('2 items imported as version 3')).toBeVisible();
    expect(answered.map((request) => request.dryRun)).toEqual([true, true, false]);
  });

  it('shows an older version read-only: its items as they were, nothing to add, import or delete', async () => {
    const { calls } = await renderDatasets({ search: '?dataset=ds-1&version=1' });
    await expect.element(page.getByText('Version 1 is read-only: it shows the items as they were then. Version 2 is the current one.')).toBeVisible();
    await expect.element(items.row('My parcel arrived broken')).toBeVisible();
    await expect.element(items.row('Is flood damage covered?')).not.toBeInTheDocument();
    expect(calls('GET', /\/items$/).at(-1)?.query).toBe('version=1');
    await expect.element(page.getByRole('button', { name: 'Add Item' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    await expect.element(items.action('My parcel arrived broken', 'Delete')).toBeDisabled();
    await userEvent.click(items.action('My parcel arrived broken', 'View'));
    await expect.element(recordForm('View Item').field('Input message')).toHaveAttribute('readonly');
  });

  it('works by keyboard alone: a dataset opened from the list, an item added in its drawer', async () => {
    const { calls } = await renderDatasets();
    const link = page.getByRole('link', { name: 'Claims regressions' });
    await expect.element(link).toBeVisible();
    await tabTo(link);
    await userEvent.keyboard('{Enter}');
    const add = page.getByRole('button', { name: 'Add Item' });
    await expect.element(add).toBeVisible();
    await tabTo(add);
    await userEvent.keyboard('{Enter}');
    const message = recordForm('New Item').textbox('Input message');
    await expect.element(message).toBeVisible();
    await tabTo(message);
    await userEvent.keyboard('Is hail damage covered?');
    await tabTo(recordForm('New Item').saveButton());
    await userEvent.keyboard('{Enter}');
    await expect.element(toastOf('Item added successfully')).toBeVisible();
    expect(calls('POST', /\/items$/)).toHaveLength(1);
  });

  it.each(['light', 'dark'] as const)('passes axe in the %s theme at 360 px, the list and a dataset', async (theme) => {
    await page.viewport(360, 800);
    await renderDatasets({ theme });
    await expect.element(recordList('Datasets').row('Claims regressions')).toBeVisible();
    await expectNoAxeViolations(`datasets, ${theme}`);
    await userEvent.click(page.getByRole('link', { name: 'Claims regressions' }));
    await expect.element(items.row('My parcel arrived broken')).toBeVisible();
    await expectNoAxeViolations(`a dataset, ${theme}`);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  });
});
