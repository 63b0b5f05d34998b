import type { LineageEdge, LineageGraph, LineageNode, Run } from '@agentdeck/api-client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { layoutInWorker } from '../../lib/elk-layout';
import { expectNoAxeViolations } from '../../testing/axe';
import { catchDownloads } from '../../testing/catch-downloads';
import { createFakeApi } from '../../testing/fake-api';
import { tabTo } from '../../testing/keyboard';
import { LinksThroughRouter } from '../../testing/links-through-router';
import { renderInWorkspace } from '../../testing/render';
import { toLineageElkGraph } from './model/lineage-layout';
import { Component as LineageRoute } from './route';

// Which nodes and edges a focus, depth, direction and time select: apps/mock-api/test/lineage*.test.ts.

const SEEN = '2026-11-20T10:00:00.000Z';
const node = (id: string, name: string, resource: LineageNode['resource'], runCount = 4): LineageNode => ({
  id,
  kind: id.slice(0, id.indexOf(':')) as LineageNode['kind'],
  name,
  resource,
  recordId: id.slice(id.indexOf(':') + 1).split('/')[0]!,
  runCount,
  lastSeen: SEEN,
  degree: null,
});
const edge = (source: string, target: string, kind: LineageEdge['kind'], runCount = 4): LineageEdge => ({ id: `${source}>${target}`, source, target, kind, runCount, lastSeen: SEEN });

/** Claims DB and the policy handbook feed Claims triage, which writes a topic that Review notifier reads before calling Slack. */
const nodes = [
  node('database:db1', 'Claims DB', 'database'),
  node('knowledgeBase:kb1', 'Policy handbook', 'knowledgeBase'),
  node('workflow:wf1', 'Claims triage', 'workflow', 12),
  node('topic:mb1/claims-review', 'claims-review', 'messageBroker'),
  node('workflow:wf2', 'Review notifier', 'workflow'),
  node('tool:api1', 'Slack, "alerts"', 'apiTool'),
];
const edges = [
  edge('database:db1', 'workflow:wf1', 'reads'),
  edge('knowledgeBase:kb1', 'workflow:wf1', 'reads'),
  edge('workflow:wf1', 'topic:mb1/claims-review', 'writes', 12),
  edge('topic:mb1/claims-review', 'workflow:wf2', 'reads'),
  edge('workflow:wf2', 'tool:api1', 'calls'),
];

/** The nodes `depth` steps from `focus` along edges the way `next` follows them, by degree. */
function reach(focus: string, depth: number, next: (edge: LineageEdge) => [string, string]) {
  const degrees = new Map([[focus, 0]]);
  for (let degree = 1; degree <= depth; degree++)
    for (const each of edges) {
      const [from, to] = next(each);
      if (degrees.get(from) === degree - 1 && !degrees.has(to)) degrees.set(to, degree);
    }
  return degrees;
}

/** The graph the mock API answers, from the fixed one above; 'as of' a time before every run, the focus alone. */
function fakeLineage(query: URLSearchParams): LineageGraph {
  const focus = query.get('focus');
  const depth = Number(query.get('depth') ?? 2);
  const direction = (query.get('direction') ?? 'both') as LineageGraph['direction'];
  const asOf = query.get('asOf');
  const base = { focus, direction, depth, asOf, truncated: false };
  if (!focus) return { ...base, nodes: asOf ? [] : nodes, edges: asOf ? [] : edges, impact: [] };
  if (asOf) return { ...base, nodes: [{ ...nodes.find((each) => each.id === focus)!, runCount: 0, lastSeen: null, degree: 0 }], edges: [], impact: [] };
  const down = reach(focus, depth, (each) => [each.source, each.target]);
  const up = reach(focus, depth, (each) => [each.target, each.source]);
  const degrees = new Map([...(direction === 'downstream' ? [] : up), ...(direction === 'upstream' ? [] : down)]);
  return {
    ...base,
    nodes: nodes.filter((each) => degrees.has(each.id)).map((each) => ({ ...each, degree: degrees.get(each.id)! })),
    edges: edges.filter((each) => degrees.has(each.source) && degrees.has(each.target)),
    impact: nodes
      .filter((each) => (down.get(each.id) ?? 0) > 0)
      .map(({ id, kind, name, resource, recordId, lastSeen }) => ({ id, kind, name, resource, recordId, degree: down.get(id)!, lastRun: lastSeen }))
      .sort((a, b) => a.degree - b.degree),
  };
}

const run: Run = {
  id: 'run-7',
  workflowId: 'wf1',
  version: '1.0.0',
  status: 'succeeded',
  trigger: 'api',
  startedAt: SEEN,
} as Run;

async function renderLineage(options: { search?: string; theme?: 'light' | 'dark' } = {}) {
  const api = createFakeApi();
  api.answer('GET', /\/lineage$/, ({ query }: { query: URLSearchParams }) => fakeLineage(query));
  api.answer('GET', /\/runs$/, { items: [run], nextCursor: null });
  const router = createMemoryRouter(
    [
      {
        element: <LinksThroughRouter />,
        children: [
          { path: '/workspace/:wid/data-lineage', element: <LineageRoute /> },
          { path: '*', element: <h1>Elsewhere</h1> },
        ],
      },
    ],
    { initialEntries: [`/workspace/1001/data-lineage${options.search ?? ''}`] },
  );
  await renderInWorkspace(<RouterProvider router={router} />, { api, theme: options.theme });
  const searchParam = (name: string) => new URLSearchParams(router.state.location.search).get(name);
  const lineageCalls = () => api.calls.filter((call) => call.path === '/workspaces/1001/lineage').map((call) => Object.fromEntries(new URLSearchParams(call.query)));
  return { api, router, searchParam, lineageCalls };
}

const canvas = () => page.getByRole('region', { name: 'Lineage graph' });

// The page's layout worker loads and compiles elkjs once (seconds under the dev server): before the tests, not in the first one's time.
beforeAll(() => layoutInWorker(toLineageElkGraph(nodes, edges)), 60_000);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the data lineage page', () => {
  it('focuses a node found by its name, asking for it and writing it into the address', async () => {
    const { searchParam, lineageCalls } = await renderLineage();
    await expect.element(canvas().getByText('Review notifier')).toBeVisible();
    await userEvent.fill(page.getByRole('combobox', { name: 'Focus' }), 'claims tri');
    await userEvent.click(page.getByRole('option', { name: /Claims triage/ }));
    await expect.poll(() => searchParam('focus')).toBe('workflow:wf1');
    await expect.poll(() => lineageCalls().at(-1)).toEqual({ focus: 'workflow:wf1', depth: '2', direction: 'both' });
    await expect.element(page.getByRole('heading', { level: 2, name: 'Claims triage', exact: true })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Impact of Claims triage' })).toBeVisible();
  });

  it('asks again at the depth and direction chosen, and keeps them in the address', async () => {
    const { searchParam, lineageCalls } = await renderLineage({ search: '?focus=workflow:wf1' });
    await expect.element(canvas().getByText('Review notifier')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: /Depth/ }));
    await userEvent.click(page.getByRole('option', { name: '1' }));
    await expect.poll(() => searchParam('depth')).toBe('1');
    await userEvent.click(page.getByRole('button', { name: /Direction/ }));
    await userEvent.click(page.getByRole('option', { name: 'Upstream' }));
    await expect.poll(() => searchParam('direction')).toBe('upstream');
    await expect.poll(() => lineageCalls().at(-1)).toEqual({ focus: 'workflow:wf1', depth: '1', direction: 'upstream' });
    await expect.element(canvas().getByText('Claims DB')).toBeVisible();
    await expect.poll(() => canvas().getByText('Review notifier').elements()).toHaveLength(0);
  });

  it('shows the focused node alone as of a time when no run had connected it', async () => {
    const { lineageCalls } = await renderLineage({ search: '?focus=workflow:wf1&asOf=2026-01-01T09:00:00.000Z' });
    await expect.element(page.getByText(/No run connected Claims triage to anything before .*: it is shown alone\./)).toBeVisible();
    expect(lineageCalls().at(-1)).toEqual({ focus: 'workflow:wf1', depth: '2', direction: 'both', asOf: '2026-01-01T09:00:00.000Z' });
    await expect.element(canvas().getByText('Claims triage')).toBeVisible();
    expect(canvas().element().querySelectorAll('.react-flow__node')).toHaveLength(1);
    await expect.element(page.getByLabelText('As of', { exact: true })).toHaveValue(expect.stringMatching(/^2026-01-01T/));
  });

  it("shows a selected node's details, its screen and its runs by workflow; a workflow's runs open their trace", async () => {
    await renderLineage({ search: '?focus=workflow:wf1' });
    await userEvent.click(canvas().getByText('Claims DB'));
    await expect.element(page.getByRole('heading', { level: 2, name: 'Claims DB', exact: true })).toBeVisible();
    const facts = page.getByRole('definition');
    await expect.element(facts.nth(0)).toHaveTextContent('Database');
    await expect.element(facts.nth(1)).toHaveTextContent('4 runs');
    await expect.element(page.getByRole('link', { name: 'Open in Databases' })).toHaveAttribute('href', '/workspace/1001/configure-connections/databases');
    await expect.element(page.getByRole('list', { name: 'Runs that used Claims DB' }).getByRole('link', { name: 'Claims triage' })).toHaveAttribute(
      'href',
      '/workspace/1001/logging?tab=runs&workflowId=wf1&range=30d',
    );

    await userEvent.click(canvas().getByText('Claims triage'));
    await expect.element(page.getByRole('link', { name: 'Open in Workflow Authoring' })).toHaveAttribute('href', '/workspace/1001/workflows/workflow-authoring?workflowId=wf1');
    const trace = page.getByRole('list', { name: 'Recent runs of Claims triage' }).getByRole('link', { name: /^Run trace of / });
    await expect.element(trace).toHaveAttribute('href', '/workspace/1001/data-lineage?focus=workflow%3Awf1&runId=run-7');
  });

  it('exports the impact of the focus as a CSV file', async () => {
    await renderLineage({ search: '?focus=workflow:wf1' });
    const impact = page.getByRole('grid', { name: 'Impact of Claims triage' }).or(page.getByRole('table', { name: 'Impact of Claims triage' }));
    await expect.element(impact.getByText('Review notifier')).toBeVisible();
    const downloads = catchDownloads();
    await userEvent.click(page.getByRole('button', { name: 'Export CSV' }));
    await expect.poll(() => downloads.names).toEqual(['lineage-impact-claims-triage.csv']);
    expect(await downloads.text(0)).toBe(
      'Degree,Kind,Name,Node id,Last run\r\n' +
        `1,Topic,claims-review,topic:mb1/claims-review,${SEEN}\r\n` +
        `2,Workflow,Review notifier,workflow:wf2,${SEEN}\r\n`,
    );
  });

  it('shows the graph as tables and focuses a node from them by keyboard alone', async () => {
    const { searchParam } = await renderLineage({ search: '?focus=workflow:wf1' });
    const graphTab = page.getByRole('tab', { name: 'Graph' });
    await expect.element(canvas().getByText('Claims DB')).toBeVisible();
    await tabTo(graphTab);
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => searchParam('tab')).toBe('table');
    const edgesTable = page.getByRole('grid', { name: 'Edges' }).or(page.getByRole('table', { name: 'Edges' }));
    await expect.element(edgesTable.getByRole('row').filter({ hasText: 'Claims DB' })).toHaveTextContent(/Claims DB.*reads.*Claims triage.*4/);
    await tabTo(page.getByRole('button', { name: 'Focus on Claims DB' }));
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => searchParam('focus')).toBe('database:db1');
    await expect.element(page.getByRole('heading', { name: 'Impact of Claims DB' })).toBeVisible();
  });

  it('says so when the workspace has no runs yet', async () => {
    await renderLineage({ search: '?asOf=2026-01-01T09:00:00.000Z' });
    await expect.element(page.getByRole('heading', { name: 'No runs by then' })).toBeVisible();
    expect(canvas().elements()).toHaveLength(0);
  });

  for (const theme of ['light', 'dark'] as const)
    it(`has no axe violations in the ${theme} theme${theme === 'dark' ? ', and fits 360 px' : ''}`, async () => {
      if (theme === 'dark') await page.viewport(360, 800);
      try {
        await renderLineage({ theme, search: '?focus=workflow:wf1' });
        await expect.element(canvas().getByText('Review notifier')).toBeVisible();
        await expect.element(page.getByRole('link', { name: 'Open in Workflow Authoring' })).toBeVisible();
        if (theme === 'dark') expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
        await expectNoAxeViolations(`the data lineage page, ${theme}`);
      } finally {
        await page.viewport(1280, 800);
      }
    });
});
