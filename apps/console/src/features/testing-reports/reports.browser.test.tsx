import type { CreateExperimentBody, Experiment } from '@agentdeck/api-client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { fakeLogLine, serveLogStream } from '../../testing/fake-logs';
import { fakeVersionSummary } from '../../testing/fake-workflows';
import { fakeDataset, fakeDetail, fakeExperiment, fakeItem, fakeResult, serveDatasets } from '../../testing/fake-testing-studio';
import { LinksThroughRouter } from '../../testing/links-through-router';
import { recordForm, recordList } from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { ShellFrame } from '../../testing/shell-frame';
import { rowsShownAs } from '../../testing/table-layout';
import { ReportsPage } from './components/ReportsPage';

const baseline = fakeExperiment({ id: 'exp-1', name: 'Baseline 1.0.0', version: '1.0.0', summary: { items: 2, passed: 2, passRate: 1, means: { exactMatch: 1 }, p95LatencyMs: 900, tokens: 300 } });
const published = (version: string) => fakeVersionSummary(version, { workflowId: 'x' });
const compared: Experiment = fakeExperiment({
  id: 'exp-2',
  name: 'Candidate draft',
  version: 'draft',
  revision: 4,
  baselineId: 'exp-1',
  summary: { items: 2, passed: 1, passRate: 0.5, means: { exactMatch: 0.5 }, p95LatencyMs: 1200, tokens: 360 },
  comparison: {
    baselineId: 'exp-1',
    baselineName: 'Baseline 1.0.0',
    baselineVersion: '1.0.0',
    improved: 0,
    regressed: 1,
    unchanged: 1,
    deltas: { passRate: -0.5, means: { exactMatch: -0.5 }, p95LatencyMs: 300, tokens: 60 },
  },
});
const results = [
  fakeResult('item-2', 'Policy BRK/2291 was stolen', { pass: false, meanScore: 0, output: 'Policy not found', scores: [{ scorer: 'exactMatch', value: 0, pass: false }], outcome: 'regressed' }),
  fakeResult('item-1', 'My parcel arrived broken', { outcome: 'unchanged' }),
];

/**
 * The report page over a fake API in which `exp-2` runs, found half done until the test says it
 * has finished (`finish`, or `finishAfterNextRead`: counted a moment after its run's last line); a
 * report opened from the address has finished unless `running`. The log tail is the test's.
 */
async function renderReports(options: { search?: string; running?: boolean; theme?: 'light' | 'dark'; sidebar?: 'open' | 'collapsed'; experiments?: Experiment[] } = {}) {
  const api = createFakeApi({ workflow: [{ name: 'Claims triage', revision: 4 }] });
  const workflowId = api.records('workflow')[0]!.id;
  let reads = 0;
  let finishedAfter = options.search && !options.running ? 0 : Infinity;
  api.answer('GET', /\/workflows\/[^/]+\/versions$/, [published('1.1.0'), published('1.0.0')]);
  api.answer('GET', /\/experiments\/exp-2$/, () =>
    ++reads > finishedAfter ? fakeDetail(compared, results) : fakeDetail({ ...compared, status: 'running', progress: { done: 1, total: 2 }, summary: null, comparison: null }, []),
  );
  const tail = serveLogStream(api);
  api.answer('GET', /\/experiments$/, () => options.experiments ?? [baseline]);
  api.answer('POST', /\/experiments$/, { ...compared, status: 'queued', progress: { done: 0, total: 2 }, summary: null, comparison: null });
  serveDatasets(api, [{ dataset: fakeDataset(), itemsByVersion: [[fakeItem('item-1', 'My parcel arrived broken')], [fakeItem('item-1', 'My parcel arrived broken'), fakeItem('item-2', 'Policy BRK/2291 was stolen')]] }]);
  const router = createMemoryRouter(
    [{ element: <LinksThroughRouter />, children: [{ path: '/workspace/:wid/testing-studio/report', element: options.sidebar ? <ShellFrame sidebar={options.sidebar}><ReportsPage /></ShellFrame> : <ReportsPage /> }] }],
    { initialEntries: [`/workspace/1001/testing-studio/report${options.search ?? ''}`] },
  );
  await renderInWorkspace(<RouterProvider router={router} />, { api, theme: options.theme });
  const created = () => api.calls.filter((call) => call.method === 'POST' && call.path === '/workspaces/1001/experiments').map((call) => call.body as CreateExperimentBody);
  return {
    router,
    created,
    workflowId,
    tail,
    reads: () => reads,
    finish: () => void (finishedAfter = 0),
    finishAfterNextRead: () => void (finishedAfter = reads + 1),
  };
}

/** The query of the log tail the page follows, once it follows one. */
const tailQuery = (tail: ReturnType<typeof serveLogStream>) => tail.requests.at(-1)?.url.searchParams.get('query');

const summary = page.getByRole('definition');
const itemRows = () => page.getByRole('table', { name: 'Item results' }).getByRole('row');

afterEach(async () => {
  await page.viewport(1280, 800);
});

describe('the report page', () => {
  it('starts an experiment from its form, shows its progress, then the report with regressions first, deltas and the gate command', async () => {
    const { router, created, workflowId, tail, finish } = await renderReports();
    await expect.element(recordList('Experiments').row('Baseline 1.0.0')).toHaveTextContent(/Claims regressions v2.*Claims triage 1\.0\.0.*Completed.*100%/);
    await userEvent.click(page.getByRole('button', { name: 'New Experiment' }));
    const form = recordForm('New Experiment');
    await form.choose('Dataset', 'Claims regressions');
    await form.choose('Workflow', 'Claims triage');
    await expect.element(form.select('Version')).toHaveTextContent('Version 1.1.0');
    await form.choose('Version', 'Draft (revision 4)');
    await userEvent.click(form.dialog.getByText('JSON field equality', { exact: true }));
    await userEvent.click(form.dialog.getByRole('button', { name: 'Run Experiment' }));
    await expect.element(form.dialog.getByRole('textbox', { name: 'Field path' })).toHaveAccessibleDescription(/Please enter the field path, such as decision or claims\[0\]\.id/);
    expect(created()).toEqual([]);
    await userEvent.fill(form.dialog.getByRole('textbox', { name: 'Field path' }), 'decision');
    await form.choose('Baseline', 'Baseline 1.0.0');
    await userEvent.click(form.dialog.getByRole('button', { name: 'Run Experiment' }));

    await expect.poll(created).toEqual([
      { datasetId: 'ds-1', workflowId, version: 'draft', scorers: [{ kind: 'exactMatch' }, { kind: 'jsonField', path: 'decision' }], baselineId: 'exp-1' },
    ]);
    await expect.poll(() => router.state.location.search).toBe('?experiment=exp-2');
    await expect.element(page.getByRole('progressbar', { name: '1 of 2 items run' })).toBeVisible();
    await expect.poll(() => tailQuery(tail)).toBe('workflow:"Claims triage"');
    finish();
    tail.send(fakeLogLine(1, { runId: 'run-item-2', message: 'Output finished' }));
    await expect.element(page.getByRole('heading', { name: 'Summary' }), { timeout: 5000 }).toBeVisible();
    await expect.element(page.getByText('Claims regressions v2 through Claims triage Draft (revision 4)')).toBeVisible();

    await expect.element(page.getByText("Against 'Baseline 1.0.0' (1.0.0): 1 regressed, 0 improved, 1 unchanged.")).toBeVisible();
    await expect.element(summary.filter({ hasText: '50% (1 of 2)' })).toHaveTextContent('50% (1 of 2) −50 pts (worse)');
    await expect.element(summary.filter({ hasText: '1.2 s' })).toHaveTextContent('+300 ms (worse)');
    await expect.element(itemRows().nth(1)).toHaveTextContent(/Policy BRK\/2291 was stolen.*Regressed.*Failed.*Policy not found/);
    await expect.element(itemRows().nth(2)).toHaveTextContent(/My parcel arrived broken.*Unchanged.*Passed/);
    await expect.element(itemRows().nth(1).getByRole('link', { name: 'Open run trace' })).toHaveAttribute('href', '/workspace/1001/testing-studio/report?experiment=exp-2&runId=run-item-2');
    await expect.element(page.getByLabelText('Gate command')).toHaveTextContent(
      `curl --fail --silent --show-error '${location.origin}/api/workspaces/1001/experiments/exp-2/gate?minPassRate=0.9&maxRegressions=0'`,
    );
    await expect.element(page.getByRole('button', { name: 'Copy gate command' })).toBeVisible();
  });

  it("follows a running experiment on its runs' log lines, not by asking every second, and reads it once more after the last line", async () => {
    const { tail, reads, finishAfterNextRead } = await renderReports({ search: '?experiment=exp-2', running: true });
    await expect.element(page.getByRole('progressbar', { name: '1 of 2 items run' })).toBeVisible();
    await expect.poll(() => tailQuery(tail)).toBe('workflow:"Claims triage"');
    // Read when the page opens and when the tail connects, then only as the runs write lines.
    await expect.poll(reads).toBe(2);
    // The item is counted a moment after its run's last line: the read the line brings still finds it running.
    finishAfterNextRead();
    tail.send(fakeLogLine(1, { runId: 'run-item-2', message: 'Output finished' }));
    await expect.poll(reads).toBeGreaterThanOrEqual(3);
    await expect.element(page.getByRole('heading', { name: 'Summary' }), { timeout: 10_000 }).toBeVisible();
    await expect.element(page.getByRole('status').filter({ hasText: 'Completed' })).toBeVisible();
  });

  it.each([1280, 1440])('lists the experiments as a table, not cards, on a %i px screen beside the open sidebar', async (width) => {
    await page.viewport(width, 900);
    // The widest status: 'Running, 120 of 250 items' on one line.
    const running = fakeExperiment({ id: 'exp-3', name: 'Nightly regression run', status: 'running', progress: { done: 120, total: 250 }, summary: null });
    await renderReports({ sidebar: 'open', experiments: [baseline, running] });
    const experiments = recordList('Experiments');
    await expect.element(experiments.row('Nightly regression run')).toHaveTextContent(/Running, 120 of 250 items/);
    await expect.poll(() => rowsShownAs(experiments.table, experiments.row('Nightly regression run'))).toBe('table');
  });

  it.each(['light', 'dark'] as const)('passes axe in the %s theme at 360 px, the list and a report', async (theme) => {
    await page.viewport(360, 800);
    await renderReports({ theme, search: '?experiment=exp-2' });
    await expect.element(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
    await expectNoAxeViolations(`a report, ${theme}`);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await userEvent.click(page.getByRole('link', { name: 'All experiments' }));
    await expect.element(recordList('Experiments').row('Baseline 1.0.0')).toBeVisible();
    await expectNoAxeViolations(`experiments, ${theme}`);
  });
});
