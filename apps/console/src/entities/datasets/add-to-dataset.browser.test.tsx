import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { answerRun, fakeRun } from '../../testing/fake-runs';
import { fakeDataset, serveDatasets } from '../../testing/fake-testing-studio';
import { toastOf } from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { RunTraceFromUrl } from '../run-trace';

const failed = fakeRun({ status: 'failed', output: 'Policy not found', error: 'Policy lookup failed' });

async function renderTrace(options: { theme?: 'light' | 'dark' } = {}) {
  const api = createFakeApi();
  answerRun(api, failed);
  serveDatasets(api, [{ dataset: fakeDataset(), itemsByVersion: [[], []] }]);
  const router = createMemoryRouter([{ path: '/workspace/:wid/logging', element: <RunTraceFromUrl /> }], {
    initialEntries: ['/workspace/1001/logging?runId=run-1'],
  });
  await renderInWorkspace(<RouterProvider router={router} />, { api, theme: options.theme });
  const posts = (path: RegExp) => api.calls.filter((call) => call.method === 'POST' && path.test(call.path)).map((call) => ({ path: call.path, body: call.body }));
  return { posts };
}

const dialog = page.getByRole('dialog', { name: 'Add to Dataset' });

describe("the run trace's Add to dataset", () => {
  it("adds the run to a new dataset with the expected output prefilled from the run's output, then links to the dataset", async () => {
    const { posts } = await renderTrace();
    await userEvent.click(page.getByRole('button', { name: 'Add to dataset' }));
    const expected = dialog.getByRole('textbox', { name: 'Expected output' });
    await expect.element(expected).toHaveValue('Policy not found');
    await userEvent.click(dialog.getByText('A new dataset', { exact: true }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add', exact: true }));
    await expect.element(dialog.getByRole('textbox', { name: 'New dataset name' })).toHaveAccessibleDescription('Please enter a dataset name');
    await userEvent.fill(dialog.getByRole('textbox', { name: 'New dataset name' }), 'Partner policies');
    await userEvent.fill(expected, 'Your policy BRK/2291 covers theft');
    await userEvent.click(dialog.getByRole('button', { name: 'Add', exact: true }));

    const toast = toastOf('Item added to Partner policies');
    await expect.element(toast).toBeVisible();
    const created = posts(/\/datasets$/);
    expect(created.map((call) => call.body)).toEqual([{ name: 'Partner policies' }]);
    expect(posts(/\/items$/)).toEqual([
      { path: expect.stringMatching(/^\/workspaces\/1001\/datasets\/ds-new-\d+\/items$/), body: { items: [{ sourceRunId: 'run-1', expectedOutput: 'Your policy BRK/2291 covers theft' }] } },
    ]);
    await expect.element(toast.getByRole('link', { name: 'Open Partner policies' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/workspace\/1001\/testing-studio\/dataset\?dataset=ds-new-\d+$/),
    );
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it.each(['light', 'dark'] as const)('passes axe in the %s theme', async (theme) => {
    const { posts } = await renderTrace({ theme });
    await userEvent.click(page.getByRole('button', { name: 'Add to dataset' }));
    await userEvent.click(dialog.getByRole('button', { name: /Dataset/ }));
    await userEvent.click(page.getByRole('option', { name: /Claims regressions/ }));
    await expectNoAxeViolations(`add to dataset, ${theme}`);
    await userEvent.click(dialog.getByRole('button', { name: 'Add', exact: true }));
    await expect.element(toastOf('Item added to Claims regressions')).toBeVisible();
    expect(posts(/\/items$/).map((call) => call.path)).toEqual(['/workspaces/1001/datasets/ds-1/items']);
  });
});
