import type { LogLine } from '@agentdeck/api-client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi, type FakeApi } from '../../testing/fake-api';
import { fakeEnvironment } from '../../testing/fake-environments';
import { answerLogs, fakeLogLine, fakeLogPage, serveLogStream } from '../../testing/fake-logs';
import { fakeRun } from '../../testing/fake-runs';
import { LinksThroughRouter } from '../../testing/links-through-router';
import { renderInWorkspace } from '../../testing/render';
import { ShellFrame } from '../../testing/shell-frame';
import { rowsShownAs } from '../../testing/table-layout';
import { LoggingPage } from './components/LoggingPage';

// The query language, the histogram and facets over real lines, the tail's stream and isolation:
// apps/mock-api/test/logs-*.test.ts. From a metrics spike to a line's trace: tests/monitoring.spec.ts.

const lines: LogLine[] = [
  fakeLogLine(4, { level: 'error', message: 'Policy lookup failed: timeout', node: 'Policy lookup', workflowName: 'Claims triage' }),
  fakeLogLine(3, { level: 'error', message: 'Guardrail blocked the answer', node: 'Answer', workflowName: 'Policy Q&A', version: '1.1.0' }),
  fakeLogLine(2, { level: 'info', message: 'Router succeeded', durationMs: 12 }),
  fakeLogLine(1, { level: 'debug', message: 'Router started' }),
];

/** The logging page over a fake API; with `sidebar`, as wide as beside the workspace's sidebar. */
async function renderLogging(options: { search?: string; api?: FakeApi; theme?: 'light' | 'dark'; sidebar?: 'open' | 'collapsed' } = {}) {
  const api = options.api ?? createFakeApi();
  if (!options.api) answerLogs(api, lines);
  const content = (
    <>
      <h1>Logging</h1>
      <LoggingPage />
    </>
  );
  const screen = options.sidebar ? <ShellFrame sidebar={options.sidebar}>{content}</ShellFrame> : content;
  const router = createMemoryRouter([{ element: <LinksThroughRouter />, children: [{ path: '/workspace/:wid/logging', element: screen }] }], {
    initialEntries: [`/workspace/1001/logging${options.search ?? ''}`],
  });
  await renderInWorkspace(<RouterProvider router={router} />, { api, theme: options.theme });
  const searchParam = (name: string) => new URLSearchParams(router.state.location.search).get(name);
  const logCalls = () => api.calls.filter((call) => call.path === '/workspaces/1001/logs').map((call) => new URLSearchParams(call.query).get('query'));
  return { api, router, searchParam, logCalls };
}

const grid = page.getByRole('grid', { name: 'Log lines' });
const queryField = page.getByRole('combobox', { name: 'Query' });
const messages = () => grid.getByRole('row').elements().slice(1).map((row) => row.lastElementChild?.textContent);

describe('the logging page', () => {
  it("writes each line's time to the millisecond in 24 hours, the exact instant in its tooltip", async () => {
    await renderLogging();
    // 'Router started' is at 09:00:01 UTC: the hour and minute are the browser's zone's.
    const time = grid.getByRole('row').filter({ hasText: 'Router started' }).getByTitle('2026-11-26T09:00:01.000Z');
    await expect.element(time).toHaveTextContent(/^\d\d:\d\d:01\.000$/);
  });

  it('completes fields and values as a query is typed, runs it with Enter, and keeps it in the address', async () => {
    const { searchParam, logCalls } = await renderLogging();
    await expect.element(grid.getByText('Router started')).toBeVisible();
    await userEvent.type(queryField, 'lev');
    await userEvent.click(page.getByRole('option', { name: /^level:/ }));
    await expect.element(queryField).toHaveValue('level:');
    await userEvent.keyboard('er');
    await expect.element(page.getByRole('option', { name: 'error' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.element(queryField).toHaveValue('level:error ');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => searchParam('q')).toBe('level:error');
    await expect.poll(() => logCalls().at(-1)).toBe('level:error');
    await expect.poll(messages).toEqual(['Policy lookup failed: timeout', 'Guardrail blocked the answer']);
    await expect.element(page.getByRole('status').filter({ hasText: /lines? match/ })).toHaveTextContent('2 lines match');
  });

  it('narrows the query by a facet clicked, ANDed on to what is there', async () => {
    const { searchParam, logCalls } = await renderLogging({ search: '?q=level%3Aerror' });
    await expect.poll(messages).toEqual(['Policy lookup failed: timeout', 'Guardrail blocked the answer']);
    await userEvent.click(page.getByRole('button', { name: 'Add workflow: Policy Q&A 1 lines' }));
    await expect.poll(() => searchParam('q')).toBe('level:error AND workflow:"Policy Q&A"');
    await expect.poll(() => logCalls().at(-1)).toBe('level:error AND workflow:"Policy Q&A"');
    await expect.poll(messages).toEqual(['Guardrail blocked the answer']);
    await expect.element(queryField).toHaveValue('level:error AND workflow:"Policy Q&A"');
  });

  it("shows the server's words about a bad query under the bar", async () => {
    const api = createFakeApi();
    api.refuse({
      method: 'GET',
      path: /\/logs$/,
      status: 400,
      message: 'Invalid query',
      errors: ["query: Unknown field 'colour'. Fields: level, workflow, version, node, run, message, durationMs, attributes.<name>"],
    });
    await renderLogging({ api, search: '?q=colour%3Ared' });
    await expect.element(queryField).toHaveAccessibleDescription(/Unknown field 'colour'\. Fields: level, workflow/);
    await expect.element(queryField).toHaveAttribute('aria-invalid', 'true');
  });

  it('narrows the range to the bars brushed across the volume histogram', async () => {
    const { searchParam } = await renderLogging();
    const chart = page.getByRole('img', { name: 'Log volume by level' });
    await expect.element(chart).toBeVisible();
    await expect.poll(() => chart.element().querySelector('svg path')).not.toBeNull();
    // A real drag (the browser's own pointer events), again until the chart, drawn once more
    // after it measured itself, has taken the brush.
    const { width, height } = chart.element().getBoundingClientRect();
    await expect
      .poll(async () => {
        if (searchParam('from') === null)
          await userEvent.dragAndDrop(chart, chart, { sourcePosition: { x: width * 0.35, y: height / 2 }, targetPosition: { x: width * 0.95, y: height / 2 } });
        return searchParam('from');
      })
      .not.toBeNull();
    // The lines are at 09:00:01 to 09:00:04, all in the one minute bucket of 09:00.
    expect([searchParam('from'), searchParam('to')]).toEqual(['2026-11-26T09:00:00.000Z', '2026-11-26T09:01:00.000Z']);
    expect(searchParam('range')).toBeNull();
  });

  it('renders a bounded number of rows with 100,000 lines loaded, and reaches the last by keyboard', async () => {
    const api = createFakeApi();
    // A millisecond apart: two minutes of lines, so the histogram stays two bars.
    const many = Array.from({ length: 100_000 }, (_, index) =>
      fakeLogLine(100_000 - index, { id: `many-${index}`, ts: new Date(Date.UTC(2026, 10, 26, 9) + 100_000 - index).toISOString() }),
    );
    api.answer('GET', /\/logs$/, fakeLogPage(many));
    await renderLogging({ api });
    await expect.element(grid).toHaveAttribute('aria-rowcount', '100001');
    await expect.poll(() => grid.getByRole('row').elements().length).toBeGreaterThan(5);
    expect(grid.getByRole('row').elements().length).toBeLessThan(60);
    (grid.element() as HTMLElement).focus();
    await userEvent.keyboard('{End}');
    await expect.element(grid.getByText('Line 1', { exact: true })).toBeVisible();
    expect(grid.getByRole('row').elements().length).toBeLessThan(60);
    await userEvent.keyboard('{Enter}');
    const detail = page.getByRole('dialog', { name: 'Log line' });
    await expect.element(detail.getByText('Line 1', { exact: true }).first()).toBeVisible();
  });

  it('follows the live tail, pauses when scrolled up without dropping a line, and resumes with every line in order', async () => {
    const api = createFakeApi();
    answerLogs(api, lines);
    const stream = serveLogStream(api);
    await renderLogging({ api });
    await userEvent.click(page.getByText('Live tail', { exact: true }));
    await expect.element(page.getByRole('switch', { name: 'Live tail' })).toBeChecked();
    await expect.poll(() => stream.isOpen).toBe(true);
    expect(stream.requests[0]!.url.searchParams.get('query')).toBe('');
    const tailLine = (n: number) => fakeLogLine(1000 + n, { id: `tail-${n}`, message: `Tail ${n}` });
    stream.send(...Array.from({ length: 40 }, (_, n) => tailLine(n)));
    await expect.element(grid.getByText('Tail 39', { exact: true })).toBeVisible();
    const scroller = grid.element().querySelector<HTMLElement>('[role="rowgroup"]:last-child')!;
    scroller.scrollTop = 0;
    scroller.dispatchEvent(new Event('scroll'));
    await expect.element(page.getByRole('status').filter({ hasText: 'paused' })).toBeVisible();
    stream.send(...Array.from({ length: 5 }, (_, n) => tailLine(40 + n)));
    const resume = page.getByRole('button', { name: '5 new lines' });
    await expect.element(resume).toBeVisible();
    await expect.element(grid).toHaveAttribute('aria-rowcount', '41');
    await userEvent.click(resume);
    await expect.element(grid).toHaveAttribute('aria-rowcount', '46');
    await expect.element(grid.getByText('Tail 44', { exact: true })).toBeVisible();
    const shown = messages();
    const numbers = shown.map((text) => Number(text?.replace('Tail ', '')));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers.at(-1)).toBe(44);

    // A dropped stream reconnects after the last line it read, and goes on from there.
    stream.drop();
    await expect.poll(() => stream.requests.length).toBe(2);
    expect(stream.requests[1]!.headers.get('last-event-id')).toBe('45');
    await expect.poll(() => stream.isOpen).toBe(true);
    stream.send(tailLine(45));
    await expect.element(grid.getByText('Tail 45', { exact: true })).toBeVisible();
    await expect.element(grid).toHaveAttribute('aria-rowcount', '47');
  });

  describe('its runs beside the open sidebar', () => {
    afterEach(async () => {
      await page.viewport(1280, 800);
    });

    for (const width of [1280, 1440]) {
      it(`shows the runs as a table, not cards, on a ${width} px screen`, async () => {
        await page.viewport(width, 900);
        const api = createFakeApi();
        // The widest values: the longest status, a long duration, six-digit tokens.
        const runs = [fakeRun({ id: 'run-1', status: 'waiting', trigger: 'experiment', durationMs: 754_000, tokens: 123_456, credits: 12.75 }), fakeRun({ id: 'run-2' })];
        api.answer('GET', /^\/workspaces\/1001\/runs$/, { items: runs, nextCursor: null });
        await renderLogging({ api, search: '?tab=runs&range=7d', sidebar: 'open' });
        const table = page.getByRole('table', { name: 'Runs' });
        const firstRun = table.getByRole('row').nth(1);
        await expect.element(firstRun.getByRole('link')).toBeVisible();
        await expect.poll(() => rowsShownAs(table, firstRun)).toBe('table');
      });
    }
  });

  it("lists runs on the Runs tab by the filters in the address, and opens one's trace", async () => {
    const api = createFakeApi({ workflow: [{ id: 'wf-claims', name: 'Claims triage' }] });
    const run = fakeRun({ id: 'run-9', status: 'failed', workflowId: 'wf-claims', workflowName: 'Claims triage', version: '2.0.0', error: 'Policy lookup failed' });
    api.answer('GET', /^\/workspaces\/1001\/runs$/, ({ query }: { query: URLSearchParams }) => ({
      items: !query.get('status') || query.get('status') === run.status ? [run] : [],
      nextCursor: null,
    }));
    const { searchParam } = await renderLogging({ api, search: '?tab=runs&workflowId=wf-claims&range=7d' });
    const runs = page.getByRole('table', { name: 'Runs' });
    await expect.element(runs.getByRole('rowheader', { name: /Failed/ }).or(runs.getByRole('cell', { name: /Failed/ })).first()).toBeVisible();
    const runCalls = () => api.calls.filter((call) => call.path === '/workspaces/1001/runs').map((call) => new URLSearchParams(call.query));
    const first = runCalls()[0]!;
    expect(first.get('workflowId')).toBe('wf-claims');
    expect([...first.keys()].sort()).toEqual(['from', 'limit', 'to', 'workflowId']);
    expect(Date.parse(first.get('to')!) - Date.parse(first.get('from')!)).toBe(7 * 86_400_000);
    await userEvent.click(page.getByRole('button', { name: /^All statuses/ }));
    await userEvent.click(page.getByRole('option', { name: 'Succeeded' }));
    await expect.poll(() => searchParam('status')).toBe('succeeded');
    await expect.poll(() => runCalls().at(-1)?.get('status')).toBe('succeeded');
    await expect.element(runs.getByText('No runs match these filters in this range')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: /^Succeeded/ }));
    await userEvent.click(page.getByRole('option', { name: 'Failed' }));
    await userEvent.click(runs.getByRole('link', { name: /Failed/ }));
    await expect.poll(() => searchParam('runId')).toBe('run-9');
    expect(searchParam('status')).toBe('failed');
    await expectNoAxeViolations('the runs tab');
  });

  it("filters the runs by the environment they were started on, the chosen workflow's own environments offered, and keeps it in the address", async () => {
    const api = createFakeApi({ workflow: [{ id: 'wf-claims', name: 'Claims triage' }] });
    api.answer('GET', /^\/workspaces\/1001\/runs$/, { items: [], nextCursor: null });
    api.answer('GET', /^\/workspaces\/1001\/workflows\/wf-claims\/environments$/, [
      fakeEnvironment({ workflowId: 'wf-claims', name: 'production', version: '2.0.0' }),
      fakeEnvironment({ workflowId: 'wf-claims', name: 'staging' }),
      fakeEnvironment({ workflowId: 'wf-claims', name: 'eu-pilot', version: '2.0.0' }),
    ]);
    const { searchParam } = await renderLogging({ api, search: '?tab=runs&workflowId=wf-claims&range=7d' });
    await userEvent.click(page.getByRole('button', { name: /^All environments/ }));
    await userEvent.click(page.getByRole('option', { name: 'eu-pilot' }));
    await expect.poll(() => searchParam('environment')).toBe('eu-pilot');
    const runCalls = () => api.calls.filter((call) => call.path === '/workspaces/1001/runs').map((call) => new URLSearchParams(call.query));
    await expect.poll(() => runCalls().at(-1)?.get('environment')).toBe('eu-pilot');
    await expect.element(page.getByRole('table', { name: 'Runs' }).getByText('No runs match these filters in this range')).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const)
    it(`has no axe violations in the ${theme} theme, a line's detail open`, async () => {
      await renderLogging({ theme });
      await expect.element(grid.getByText('Router started')).toBeVisible();
      await expectNoAxeViolations(`the logging page, ${theme}`);
      await userEvent.click(grid.getByText('Policy lookup failed: timeout'));
      await expect.element(page.getByRole('dialog', { name: 'Log line' })).toBeVisible();
      await expectNoAxeViolations(`a log line's detail, ${theme}`);
    });
});
