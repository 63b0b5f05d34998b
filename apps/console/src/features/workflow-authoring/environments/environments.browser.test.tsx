import type { WorkflowGraph, WorkflowVersionSummary } from '@agentdeck/api-client';
import { ENVIRONMENT_MESSAGES } from '@agentdeck/api-client/rules';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../testing/axe';
import { createFakeApi } from '../../../testing/fake-api';
import { fakeEnvironment, fakeMove, serveEnvironments, type GateVerdict } from '../../../testing/fake-environments';
import { LinksThroughRouter } from '../../../testing/links-through-router';
import { renderInWorkspace } from '../../../testing/render';
import { Component as AuthoringRoute } from '../route';

// The flow across the real mock API (a gate's experiment refusing 1.1.0, the override, the
// rollback): tests/environments.spec.ts. The rules: apps/mock-api/test/environment-*.test.ts.

const draft: WorkflowGraph = {
  nodes: [
    { id: 'trigger', kind: 'trigger', label: 'Trigger', position: { x: 0, y: 0 }, data: { mode: 'api' } },
    { id: 'output', kind: 'output', label: 'Output', position: { x: 200, y: 0 }, data: { format: 'text' } },
  ],
  edges: [{ id: 'e1', source: 'trigger', target: 'output' }],
  settings: {},
};

const version = (v: string, day: number): WorkflowVersionSummary => ({
  workflowId: 'workflow-2',
  version: v,
  releaseType: 'minor',
  suggestedType: 'minor',
  notes: `Release ${v}`,
  createdBy: { id: 'u1', name: 'Maya Member' },
  createdAt: new Date(Date.UTC(2026, 10, day, 9)).toISOString(),
});

const gate = { datasetId: 'ds-1', scorers: [{ kind: 'tokenOverlap' as const, threshold: 0.4 }], minPassRate: 0, maxRegressed: 0 };
const failing: GateVerdict = {
  passed: false,
  checks: [
    { name: 'passRate', actual: 2 / 3, threshold: 0, pass: true },
    { name: 'regressions', actual: 1, threshold: 0, pass: false },
  ],
};

function workspace(verdict = failing) {
  const api = createFakeApi({ workflow: [{ id: 'workflow-2', name: 'Policy Q&A', description: 'Answers policy questions', tagIds: [], draft, revision: 3, latestVersion: '1.1.1' }] });
  api.answer('GET', /^\/workspaces\/1001\/workflows\/[^/]+\/versions$/, [version('1.1.1', 22), version('1.1.0', 20), version('1.0.0', 10)]);
  api.answer('GET', /^\/workspaces\/1001\/experiments\/exp-gate$/, { id: 'exp-gate', progress: { done: 1, total: 3 } });
  api.answer('GET', /^\/workspaces\/1001\/experiments$/, []);
  const served = serveEnvironments(api, {
    environments: [
      fakeEnvironment({ name: 'production', version: '1.0.0', protected: true, gate, revision: 4 }),
      fakeEnvironment({ name: 'staging', version: '1.1.1', revision: 3 }),
    ],
    history: [
      fakeMove({ id: 'm3', kind: 'rollback', from: '1.1.0', to: '1.0.0', reason: 'Answers got worse' }),
      fakeMove({ id: 'm2', from: '1.0.0', to: '1.1.0' }),
      fakeMove({ id: 'm1', from: null, to: '1.0.0' }),
    ],
    verdict,
  });
  return { api, served };
}

async function renderAuthoring(api = workspace().api, theme: 'light' | 'dark' = 'light') {
  const router = createMemoryRouter([{ element: <LinksThroughRouter />, children: [{ path: '/workspace/:wid/workflows/workflow-authoring', element: <AuthoringRoute /> }] }], {
    initialEntries: ['/workspace/1001/workflows/workflow-authoring?workflowId=workflow-2'],
  });
  await renderInWorkspace(<RouterProvider router={router} />, { api, theme });
  return api;
}

const environments = page.getByRole('list', { name: 'Environments' });
const promote = page.getByRole('dialog', { name: 'Promote' });
const moves = (api: ReturnType<typeof createFakeApi>) => api.calls.filter((call) => call.method === 'PUT' && call.path.includes('/environments/')).map((call) => `${call.path} ${JSON.stringify(call.body)}`);

describe("a workflow's environments in the authoring page", () => {
  it('shows where each environment points, a lock on the protected one, and the moves with their gates in Deployments', async () => {
    await renderAuthoring();
    await expect.element(environments.getByText('production → 1.0.0, protected')).toBeVisible();
    await expect.element(environments.getByText('staging → 1.1.1', { exact: true })).toBeVisible();
    const deployments = page.getByRole('table', { name: 'Deployments of production' });
    await expect.element(deployments.getByRole('row').filter({ hasText: 'Rollback' })).toHaveTextContent(/1\.1\.0 → 1\.0\.0Ada AdminMoved, not gatedAnswers got worse/);
    await expectNoAxeViolations('the header with environments and the Deployments panel');
  });

  it("promotes through the gate: its experiment's progress, then the refusal with the figures and the report, then an admin's override with a reason", async () => {
    const api = await renderAuthoring();
    await userEvent.click(page.getByRole('button', { name: 'Promote…' }));
    await expect.element(promote.getByText(/^production is gated: the move waits for an experiment of 1\.1\.1 against 1\.0\.0/)).toBeVisible();
    await userEvent.click(promote.getByRole('button', { name: /Version/ }));
    await userEvent.click(page.getByRole('option', { name: '1.1.0' }));
    await userEvent.click(promote.getByRole('button', { name: 'Promote 1.1.0 to production' }));
    await expect.element(promote.getByText('1 of 3 items scored. production stays on 1.0.0 until the gate answers.')).toBeVisible();
    await expect.element(promote.getByText('The gate refused the move of production to 1.1.0; it stays on 1.0.0.')).toBeVisible();
    await expect.element(promote.getByText('Regressed items: 1, at most 0 (failed)')).toBeVisible();
    await expect.element(promote.getByText('Pass rate: 67 %, at least 0 % (passed)')).toBeVisible();
    await expect.element(promote.getByRole('link', { name: "Open the gate's report (1.0.0 → 1.1.0)" })).toHaveAttribute('href', '/workspace/1001/testing-studio/report?experiment=exp-gate');
    await expectNoAxeViolations('a refused promotion');

    api.refuse({ method: 'PUT', path: /environments\/production$/, status: 400, message: 'Validation failed', errors: [`reason: ${ENVIRONMENT_MESSAGES.overrideReason}`], times: 1 });
    await userEvent.click(promote.getByRole('button', { name: 'Override the gate and promote' }));
    await expect.element(promote.getByRole('textbox', { name: 'Reason to override the gate' })).toHaveAccessibleDescription(new RegExp(ENVIRONMENT_MESSAGES.overrideReason));
    await userEvent.fill(promote.getByRole('textbox', { name: 'Reason to override the gate' }), 'Legal approved the gender refusal');
    await userEvent.click(promote.getByRole('button', { name: 'Override the gate and promote' }));
    await expect.element(promote.getByText('production moved from 1.0.0 to 1.1.0, past the failing gate.')).toBeVisible();
    await expect.element(environments.getByText('production → 1.1.0, protected')).toBeVisible();
    expect(moves(api)).toEqual([
      '/workspaces/1001/workflows/workflow-2/environments/production {"version":"1.1.0","revision":4}',
      '/workspaces/1001/workflows/workflow-2/environments/production {"version":"1.1.0","override":true,"revision":6}',
      '/workspaces/1001/workflows/workflow-2/environments/production {"version":"1.1.0","reason":"Legal approved the gender refusal","override":true,"revision":6}',
    ]);
    await userEvent.click(promote.getByRole('button', { name: 'Done' }));
    await expect.element(page.getByRole('table', { name: 'Deployments of production' }).getByRole('row').nth(1)).toHaveTextContent(/Moved past a failing gate \(override\)/);
  });

  it.each([
    { status: 403, message: ENVIRONMENT_MESSAGES.protectedMove, errors: [] },
    { status: 409, message: ENVIRONMENT_MESSAGES.changed, errors: ['revision: The environment is at revision 5, not 4'] },
  ])("shows the server's $status on a promotion", async ({ status, message, errors }) => {
    const api = workspace().api;
    api.refuse({ method: 'PUT', path: /environments\/production$/, status, message, errors });
    await renderAuthoring(api);
    await userEvent.click(page.getByRole('button', { name: 'Promote…' }));
    await userEvent.click(promote.getByRole('button', { name: 'Promote 1.1.1 to production' }));
    await expect.element(promote.getByRole('alert')).toHaveTextContent(message);
    await expect.element(promote.getByText('production → 1.0.0 now (revision 4).')).toBeVisible();
  });

  it('rolls back after a dialog that says a rollback is not gated and names the version it returns to', async () => {
    const { api, served } = workspace();
    served.history().unshift(fakeMove({ id: 'm4', from: '1.0.0', to: '1.1.0', override: true, reason: 'Legal approved' }));
    Object.assign(served.environments()[0]!, { version: '1.1.0', revision: 5 });
    await renderAuthoring(api);
    await userEvent.click(environments.getByRole('button', { name: 'Roll back production' }));
    const confirm = page.getByRole('alertdialog', { name: 'Roll back production' });
    await expect.element(confirm).toHaveTextContent(/production returns from 1\.1\.0 to 1\.0\.0, the version it was on before\. A rollback is not gated, by design/);
    await userEvent.click(confirm.getByRole('button', { name: 'Roll back to 1.0.0' }));
    await expect.element(page.getByRole('alertdialog', { name: 'production rolled back to 1.0.0' })).toBeVisible();
    await expect.element(environments.getByText('production → 1.0.0, protected')).toBeVisible();
    expect(moves(api)).toEqual(['/workspaces/1001/workflows/workflow-2/environments/production {"rollback":true,"revision":5}']);
  });

  it("starts a canary only with a share from 1 to 50 (the rule's message otherwise), shows its share in the header, and ends it after asking", async () => {
    const api = await renderAuthoring();
    await userEvent.click(page.getByRole('button', { name: 'Promote…' }));
    await userEvent.click(promote.getByText('A canary', { exact: true }));
    await userEvent.fill(promote.getByRole('textbox', { name: 'Share of runs (%)' }), '60');
    await userEvent.click(promote.getByRole('button', { name: 'Start a canary of 1.1.1 on production' }));
    await expect.element(promote.getByRole('textbox', { name: 'Share of runs (%)' })).toHaveAccessibleDescription(new RegExp(ENVIRONMENT_MESSAGES.percent));
    expect(moves(api)).toEqual([]);
    await userEvent.fill(promote.getByRole('textbox', { name: 'Share of runs (%)' }), '20');
    await userEvent.click(promote.getByRole('button', { name: 'Start a canary of 1.1.1 on production' }));
    await expect.element(promote.getByText('production sends 20 % of its runs to 1.1.1, the rest to 1.0.0.')).toBeVisible();
    await expect.element(environments.getByText('production → 1.0.0, canary 20 % on 1.1.1, protected')).toBeVisible();
    await userEvent.click(promote.getByRole('button', { name: 'Done' }));

    await userEvent.click(environments.getByRole('button', { name: 'End the canary of production' }));
    const confirm = page.getByRole('alertdialog', { name: 'End the canary of production' });
    await expect.element(confirm).toHaveTextContent(/all of production's runs go to 1\.0\.0 again, none to 1\.1\.1\. A rollback is not gated, by design/);
    await userEvent.click(confirm.getByRole('button', { name: 'End the canary' }));
    await expect.element(environments.getByText('production → 1.0.0, protected')).toBeVisible();
    expect(moves(api)).toEqual([
      '/workspaces/1001/workflows/workflow-2/environments/production {"canary":{"version":"1.1.1","percent":20},"revision":4}',
      '/workspaces/1001/workflows/workflow-2/environments/production {"rollback":true,"revision":5}',
    ]);
  });

  it('fits a phone in the dark theme with the Promote dialog open, and axe finds nothing', async () => {
    await page.viewport(360, 800);
    try {
      await renderAuthoring(undefined, 'dark');
      await expect.element(environments.getByText('production → 1.0.0, protected')).toBeVisible();
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
      await expectNoAxeViolations('the header with environments at 360px, dark');
      page.getByRole('button', { name: 'Promote…' }).element().focus();
      await userEvent.keyboard('{Enter}');
      await expect.element(promote.getByRole('button', { name: 'Promote 1.1.1 to production' })).toBeVisible();
      await expectNoAxeViolations('the Promote dialog at 360px, dark');
    } finally {
      await page.viewport(1280, 800);
    }
  });
});
