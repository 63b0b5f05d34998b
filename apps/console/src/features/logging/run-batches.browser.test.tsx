import type { CreateRunBatchBody, RunBatch } from '@agentdeck/api-client';
import { REPLAY_MESSAGES } from '@agentdeck/api-client/rules';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { fakeLogLine, serveLogStream } from '../../testing/fake-logs';
import { fakeRun } from '../../testing/fake-runs';
import { fakeVersionSummary } from '../../testing/fake-workflows';
import { LinksThroughRouter } from '../../testing/links-through-router';
import { renderInWorkspace } from '../../testing/render';
import { LoggingPage } from './components/LoggingPage';

// The batch itself (replays N at a time, the outcome counted from the runs): apps/mock-api's
// run-batches tests. The path through the real server: tests/run-batches.spec.ts.

const claims = (id: string, status: 'failed' | 'succeeded' | 'running', startedAt: string) =>
  fakeRun({ id, status, workflowId: 'wf-claims', workflowName: 'Claims triage', version: '1.0.0', startedAt });
const runs = [
  claims('run-1', 'running', '2026-11-28T09:00:03.000Z'),
  claims('run-2', 'failed', '2026-11-28T09:00:02.000Z'),
  claims('run-3', 'failed', '2026-11-28T09:00:01.000Z'),
  fakeRun({ id: 'run-4', status: 'succeeded', workflowId: 'wf-policy', workflowName: 'Policy Q&A', startedAt: '2026-11-28T09:00:00.000Z' }),
];
const published = (version: string) => fakeVersionSummary(version, { workflowId: 'wf-claims' });

/** The batch as the server answers it: run-2 and run-3 re-run on the draft, `done` of them finished, run-3's re-run succeeding. */
function batchOf(done: 0 | 2): RunBatch {
  return {
    id: 'batch-1',
    status: done === 2 ? 'completed' : 'running',
    version: 'draft',
    fromNodeId: null,
    concurrency: 4,
    createdAt: '2026-11-29T09:00:00.000Z',
    endedAt: done === 2 ? '2026-11-29T09:00:05.000Z' : null,
    progress: { total: 2, queued: 0, running: 2 - done, finished: done },
    outcome: { originalsFailed: 2, nowSucceed: done === 2 ? 1 : 0, originalsSucceeded: 0, nowFail: 0, refused: 0 },
    pairs: [
      { original: { runId: 'run-2', status: 'failed' }, replay: { runId: 'replay-2', status: done === 2 ? 'failed' : 'running' }, refused: null },
      { original: { runId: 'run-3', status: 'failed' }, replay: { runId: 'replay-3', status: done === 2 ? 'succeeded' : 'running' }, refused: null },
    ],
  };
}

/** The Runs tab over a fake API whose batch runs until the test says it has finished. */
async function renderRuns(options: { search?: string; theme?: 'light' | 'dark' } = {}) {
  const api = createFakeApi({ workflow: [{ id: 'wf-claims', name: 'Claims triage' }, { id: 'wf-policy', name: 'Policy Q&A' }] });
  let finished = false;
  api.answer('GET', /^\/workspaces\/1001\/runs$/, ({ query }: { query: URLSearchParams }) => ({
    items: runs.filter((run) => (!query.get('workflowId') || run.workflowId === query.get('workflowId')) && (!query.get('status') || run.status === query.get('status'))),
    nextCursor: null,
  }));
  api.answer('GET', /\/workflows\/wf-claims\/versions$/, [published('1.1.0'), published('1.0.0')]);
  api.answer('POST', /^\/workspaces\/1001\/run-batches$/, batchOf(0));
  api.answer('GET', /^\/workspaces\/1001\/run-batches\/batch-1$/, () => batchOf(finished ? 2 : 0));
  const tail = serveLogStream(api);
  const router = createMemoryRouter([{ element: <LinksThroughRouter />, children: [{ path: '/workspace/:wid/logging', element: <><h1>Logging</h1><LoggingPage /></> }] }], {
    initialEntries: [`/workspace/1001/logging${options.search ?? '?tab=runs&range=7d'}`],
  });
  await renderInWorkspace(<RouterProvider router={router} />, { api, theme: options.theme });
  const batches = () => api.calls.filter((call) => call.method === 'POST' && call.path === '/workspaces/1001/run-batches').map((call) => call.body as CreateRunBatchBody);
  return { api, router, tail, batches, finish: () => void (finished = true) };
}

const table = page.getByRole('table', { name: 'Runs' });
const checkbox = (name: string | RegExp) => page.getByRole('checkbox', { name });
/** Ticks a checkbox as a pointer does, on its box (the input itself is under it, visually hidden). */
const tick = (name: string | RegExp) => userEvent.click(checkbox(name), { force: true });
const dialog = page.getByRole('dialog', { name: 'Re-run on…' });
const selected = page.getByRole('status').filter({ hasText: /selected/ });

afterEach(async () => {
  await page.viewport(1280, 800);
});

describe("the Runs tab's re-runs", () => {
  it('re-runs the runs ticked on the draft as a batch, follows its progress on the runs’ lines, then says how many now succeed, each pair comparable', async () => {
    const { router, tail, batches, finish } = await renderRuns({ search: '?tab=runs&range=7d&workflowId=wf-claims' });
    await expect.poll(() => table.getByRole('row').elements().length).toBe(4);
    // A run still going cannot be re-run.
    await expect.element(checkbox(/Claims triage run of .* \(not finished\)/)).toBeDisabled();
    await tick('Select the finished runs shown');
    await expect.element(selected).toHaveTextContent('2 runs selected');
    await userEvent.click(page.getByRole('button', { name: 'Re-run on…' }));
    await expect.element(dialog.getByText('Re-run 2 runs of Claims triage, each with its own input.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /^Draft/ }));
    await expect.element(page.getByRole('option', { name: 'Version 1.1.0' })).toBeVisible();
    await expect.element(page.getByRole('option', { name: 'Version 1.0.0' })).toBeVisible();
    await userEvent.click(page.getByRole('option', { name: /^Draft/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Re-run' }));

    await expect.poll(batches).toEqual([{ runIds: ['run-2', 'run-3'], draft: true }]);
    await expect.poll(() => new URLSearchParams(router.state.location.search).get('batch')).toBe('batch-1');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(selected).toHaveTextContent('No runs selected');
    const batch = page.getByRole('region', { name: 'Re-runs on the draft' });
    await expect.element(batch.getByRole('progressbar', { name: '0 of 2 runs re-run, 2 running' })).toBeVisible();
    await expect.poll(() => tail.requests.at(-1)?.url.searchParams.get('query')).toBe('');

    finish();
    tail.send(fakeLogLine(1, { runId: 'replay-3', message: 'Answer succeeded' }));
    await expect.element(batch.getByRole('list', { name: 'Outcome' })).toHaveTextContent('1 of 2 failed runs now succeed');
    const pairs = batch.getByRole('table', { name: 'Re-runs' });
    await expect.element(pairs.getByRole('row').nth(2)).toHaveTextContent(/2.*Failed.*Succeeded.*Now succeeds/);
    await expect.element(pairs.getByRole('link', { name: 'Compare #2 with its re-run' })).toHaveAttribute('href', '/workspace/1001/logging/compare?a=run-3&b=replay-3');
    await userEvent.click(pairs.getByRole('link', { name: 'Succeeded re-run #2' }));
    await expect.poll(() => new URLSearchParams(router.state.location.search).get('runId')).toBe('replay-3');
  });

  it('offers only the draft for every run matching filters that name no workflow, saying why, and shows the server’s refusal', async () => {
    const { api, batches } = await renderRuns();
    api.refuse({ method: 'POST', path: /\/run-batches$/, status: 400, message: 'Validation failed', errors: [REPLAY_MESSAGES.filterTooMany] });
    await tick('Every run matching these filters (up to 500)');
    await expect.element(selected).toHaveTextContent('Every finished run matching these filters is selected, up to 500');
    await expect.element(checkbox(/Select the Policy Q&A run/)).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'Re-run on…' }));
    await expect.element(dialog.getByText('Re-run every finished run matching the filters, up to 500, each with its own input.')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: /^Draft/ })).toHaveAccessibleDescription('To re-run on a published version, filter the runs by one workflow first.');
    await userEvent.click(dialog.getByRole('button', { name: /^Draft/ }));
    await expect.element(page.getByRole('option', { name: /^Draft/ })).toBeVisible();
    expect(page.getByRole('option').elements()).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.getByRole('button', { name: 'Re-run' }));
    await expect.element(dialog.getByRole('alert')).toHaveTextContent(REPLAY_MESSAGES.filterTooMany);
    expect(batches()).toEqual([{ filter: { from: expect.any(String), to: expect.any(String) }, draft: true }]);
  });

  it('compares two runs of one workflow, and says that runs of two workflows re-run each on its own draft', async () => {
    await renderRuns();
    await tick(/Select the Claims triage run of .*:02$/);
    await tick(/Select the Claims triage run of .*:01$/);
    await expect.element(page.getByRole('link', { name: 'Compare the two runs' })).toHaveAttribute('href', '/workspace/1001/logging/compare?a=run-3&b=run-2');
    await tick(/Select the Claims triage run of .*:01$/);
    await tick(/Select the Policy Q&A run/);
    await expect.element(selected).toHaveTextContent('2 runs selected');
    await expect.element(page.getByRole('link', { name: 'Compare the two runs' })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Re-run on…' }));
    await expect.element(dialog.getByText('Re-run 2 runs of 2 workflows, each with its own input.')).toBeVisible();
    await expect
      .element(dialog.getByRole('button', { name: /^Draft/ }))
      .toHaveAccessibleDescription('The runs belong to several workflows, so each re-runs on its own workflow’s draft. To re-run on a published version, select runs of one workflow.');
  });

  for (const theme of ['light', 'dark'] as const)
    it(`passes axe in the ${theme} theme at 360 px: the selection, the dialog and a finished batch`, async () => {
      await page.viewport(360, 800);
      const { finish } = await renderRuns({ theme, search: '?tab=runs&range=7d&workflowId=wf-claims&batch=batch-1' });
      finish();
      await expect.element(page.getByRole('list', { name: 'Outcome' })).toHaveTextContent('1 of 2 failed runs now succeed');
      await tick('Select the finished runs shown');
      await expectNoAxeViolations(`the runs tab with a batch, ${theme}`);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
      await userEvent.click(page.getByRole('button', { name: 'Re-run on…' }));
      await expect.element(dialog.getByText('Re-run 2 runs of Claims triage, each with its own input.')).toBeVisible();
      await expectNoAxeViolations(`the re-run dialog, ${theme}`);
    });
});
