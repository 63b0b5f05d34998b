import { REPLAY_MESSAGES } from '@agentdeck/api-client/rules';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { fakeCompareNode, fakeComparison, fakeSide } from '../../testing/fake-comparison';
import { answerRun, fakeRun, fakeStep } from '../../testing/fake-runs';
import { LinksThroughRouter } from '../../testing/links-through-router';
import { renderInWorkspace } from '../../testing/render';
import { Component as CompareRoute } from './route';

// Two runs compared (design section 2.1c): a re-run of a claim that failed at its policy lookup.

const comparison = fakeComparison([
  fakeCompareNode('Claim received', 'trigger', fakeSide('succeeded', { stepId: 's-trigger' }), fakeSide('reused', { stepId: 'r-trigger', durationMs: 0 }), { statusChanged: false }),
  fakeCompareNode(
    'Policy lookup',
    'tool',
    fakeSide('failed', { stepId: 's-lookup', durationMs: 40, input: { policy_number: 'POL-1' }, error: "No policy 'POL-1'" }),
    fakeSide('succeeded', { stepId: 'r-lookup', durationMs: 60, input: { policy_number: 'POL-20431' }, output: { holder_name: 'Jane Doe' } }),
  ),
  fakeCompareNode('Triage agent', 'agent', fakeSide(null), fakeSide('succeeded', { stepId: 'r-triage', durationMs: 900, tokens: 180, credits: 0.18, output: 'urgent' })),
]);

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

async function renderCompare(search: string, options: { theme?: 'light' | 'dark'; refuse?: boolean } = {}) {
  const api = createFakeApi();
  api.answer('GET', /\/runs\/compare$/, comparison);
  if (options.refuse) api.refuse({ method: 'GET', path: /\/runs\/compare$/, status: 400, message: REPLAY_MESSAGES.differentWorkflows });
  answerRun(api, fakeRun({ id: 'run-2', version: 'draft', trigger: 'replay', replayOf: 'run-1', steps: [fakeStep('r-lookup', 0, 60, { name: 'Policy lookup', kind: 'tool' })] }));
  const router = createMemoryRouter(
    [{ element: <LinksThroughRouter />, children: [{ path: '/workspace/:wid/logging/compare', element: (<><Address /><CompareRoute /></>) }] }],
    { initialEntries: [`/workspace/1001/logging/compare${search}`] },
  );
  await renderInWorkspace(<RouterProvider router={router} />, { api, theme: options.theme });
  return { api };
}

const address = page.getByRole('status', { name: 'Address' });
const table = page.getByRole('region', { name: 'Nodes compared' });
const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });

afterEach(async () => {
  await page.viewport(1280, 800);
});

describe('two runs compared', () => {
  it('asks the server for the two runs and names them original and re-run, each with its figures and a link to its trace', async () => {
    const { api } = await renderCompare('?a=run-1&b=run-2');
    await expect.element(page.getByRole('region', { name: 'Original: run-1' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Re-run: run-2' })).toHaveTextContent(/Draft/);
    expect(api.calls.find((call) => call.path.endsWith('/runs/compare'))?.query).toBe('a=run-1&b=run-2');
    await expect.element(page.getByText('Claims triage: 2 of 3 nodes changed.', { exact: true })).toBeVisible();
    await userEvent.click(page.getByRole('link', { name: "Open the re-run's trace" }));
    await expect.element(address).toHaveTextContent(/^\/workspace\/1001\/logging\/compare\?a=run-1&b=run-2&runId=run-2$/);
    await expect.element(page.getByRole('dialog', { name: 'Run trace' })).toBeVisible();
  });

  it("shows each node's status on both sides, 'Not reached' where a run did not get there, its figures and what changed", async () => {
    await renderCompare('?a=run-1&b=run-2');
    const lookup = row('Policy lookup');
    await expect.element(lookup.getByRole('cell').nth(0)).toHaveTextContent(/^Failed40 ms · 0 tokens · 0 credits$/);
    await expect.element(lookup.getByRole('cell').nth(1)).toHaveTextContent(/^Succeeded60 ms · 0 tokens · 0 credits$/);
    await expect.element(lookup.getByRole('cell').nth(2)).toHaveTextContent(/^Status, input and output changed/);
    const triage = row('Triage agent');
    await expect.element(triage.getByRole('cell').nth(0)).toHaveTextContent(/^Not reached$/);
    await expect.element(triage.getByRole('cell').nth(1)).toHaveTextContent(/^Succeeded900 ms · 180 tokens · 0\.18 credits$/);
    // A reused step took no time in the re-run.
    await expect.element(row('Claim received').getByRole('cell').nth(1)).toHaveTextContent(/^Reused— · 0 tokens · 0 credits$/);
    await expect.element(row('Claim received').getByRole('cell').nth(2)).toHaveTextContent(/^No change$/);
    await expect.element(row('Claim received').getByRole('button')).not.toBeInTheDocument();
  });

  it("opens a node's step in either run's trace from its status", async () => {
    await renderCompare('?a=run-1&b=run-2');
    await userEvent.click(row('Policy lookup').getByRole('cell').nth(1).getByRole('link', { name: 'Succeeded' }));
    await expect.element(address).toHaveTextContent(/\?a=run-1&b=run-2&runId=run-2&stepId=r-lookup$/);
    await expect.element(page.getByRole('dialog', { name: 'Run trace' }).getByRole('region', { name: 'Step: Policy lookup' })).toBeVisible();
  });

  it('shows the input and output that changed as text diffs, by keyboard, and hides them again', async () => {
    await renderCompare('?a=run-1&b=run-2');
    const show = row('Policy lookup').getByRole('button', { name: 'Show the diff of Policy lookup' });
    await expect.element(show).toBeVisible();
    (show.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const input = page.getByRole('textbox', { name: 'Input of Policy lookup, original to re-run' });
    await expect.element(input).toHaveTextContent(/"policy_number": "POL-1"[\s\S]*"policy_number": "POL-20431"/);
    await expect.element(page.getByRole('textbox', { name: 'Output of Policy lookup, original to re-run' })).toHaveTextContent(/"holder_name": "Jane Doe"/);
    await expect.element(row('Policy lookup').getByRole('button', { name: 'Hide the diff of Policy lookup' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect.element(input).not.toBeInTheDocument();
  });

  it('says why when the server refuses two runs of different workflows', async () => {
    await renderCompare('?a=run-1&b=run-9', { refuse: true });
    await expect.element(page.getByText(REPLAY_MESSAGES.differentWorkflows, { exact: true })).toBeVisible();
  });

  it('asks for two runs when the address names none', async () => {
    await renderCompare('');
    await expect.element(page.getByRole('heading', { name: 'Choose two runs to compare' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Go to the runs' })).toHaveAttribute('href', '/workspace/1001/logging?tab=runs');
  });

  for (const theme of ['light', 'dark'] as const)
    it(`has no axe violations with a diff open, and at 360 px nothing reaches past the right edge (${theme})`, async () => {
      await page.viewport(360, 800);
      await renderCompare('?a=run-1&b=run-2', { theme });
      await userEvent.click(row('Policy lookup').getByRole('button', { name: 'Show the diff of Policy lookup' }));
      await expect.element(page.getByRole('textbox', { name: 'Input of Policy lookup, original to re-run' })).toBeVisible();
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(`two runs compared at 360 px, ${theme}`);
      await page.viewport(1280, 800);
      await expectNoAxeViolations(`two runs compared at 1280 px, ${theme}`);
    });
});
