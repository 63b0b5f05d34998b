import type { RunWithSteps } from '@agentdeck/api-client';
import { replayNodeChanged } from '@agentdeck/api-client/rules';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { answerRun, fakeRun, fakeStep } from '../../testing/fake-runs';
import { LinksThroughRouter } from '../../testing/links-through-router';
import { renderInWorkspace } from '../../testing/render';
import { RunTraceFromUrl } from './RunTraceFromUrl';

// Re-run, replay from a node and its reused steps in the run trace (design section 2.1c).

/** Claims triage 1.2.0 failed at its policy lookup (the demo API answered 404). */
const failed = fakeRun({
  status: 'failed',
  output: null,
  input: { message: 'Policy POL-1: water damage', metadata: { policy_number: 'POL-1' } },
  error: "Policy lookup: the API answered 404: No policy 'POL-1'",
  steps: [
    fakeStep('s-trigger', 0, 5, { nodeId: 'trigger', kind: 'trigger', name: 'Claim received' }),
    fakeStep('s-related', 5, 120, { nodeId: 'related-claims', kind: 'retrieval', name: 'Related claims', output: ['claim 7'] }),
    fakeStep('s-lookup', 125, 40, { nodeId: 'policy-lookup', kind: 'tool', name: 'Policy lookup', status: 'failed', error: "The API answered 404: No policy 'POL-1'" }),
  ],
});

/** Its re-run on the draft from the policy lookup: the trigger and the retrieval reused. */
const replay = fakeRun({
  id: 'run-2',
  version: 'draft',
  trigger: 'replay',
  replayOf: 'run-1',
  steps: [
    fakeStep('r-trigger', 0, 0, { nodeId: 'trigger', kind: 'trigger', name: 'Claim received', status: 'reused', reusedFrom: { runId: 'run-1', stepId: 's-trigger' } }),
    fakeStep('r-related', 0, 0, { nodeId: 'related-claims', kind: 'retrieval', name: 'Related claims', status: 'reused', output: ['claim 7'], reusedFrom: { runId: 'run-1', stepId: 's-related' } }),
    fakeStep('r-lookup', 0, 60, { nodeId: 'policy-lookup', kind: 'tool', name: 'Policy lookup', output: { holder_name: 'Jane Doe' } }),
  ],
});

const versions = ['1.2.0', '1.1.0'].map((version) => ({
  workflowId: 'workflow-7',
  version,
  releaseType: 'minor',
  suggestedType: 'minor',
  notes: '',
  createdBy: { id: 'u1', name: 'Ada' },
  createdAt: '2026-10-01T09:00:00.000Z',
}));

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

async function renderTrace(run: RunWithSteps, options: { theme?: 'light' | 'dark' } = {}) {
  const api = createFakeApi();
  for (const each of [failed, replay]) answerRun(api, each);
  api.answer('GET', /\/workflows\/workflow-7\/versions$/, versions);
  const { steps: _, ...queued } = { ...replay, status: 'queued' as const };
  api.answer('POST', /\/runs\/run-1\/replay$/, queued);
  const router = createMemoryRouter(
    [
      {
        element: <LinksThroughRouter />,
        children: [
          { path: '/workspace/:wid/logging', element: (<><Address /><RunTraceFromUrl /></>) },
          { path: '*', element: <Address /> },
        ],
      },
    ],
    { initialEntries: [`/workspace/1001/logging?tab=runs&runId=${run.id}`] },
  );
  await renderInWorkspace(<RouterProvider router={router} />, { api, theme: options.theme });
  return { api };
}

const address = page.getByRole('status', { name: 'Address' });
const drawer = page.getByRole('dialog', { name: 'Run trace' });
const dialog = page.getByRole('dialog', { name: 'Re-run' });
const steps = drawer.getByRole('treegrid', { name: 'Steps' });
const replayCalls = (api: ReturnType<typeof createFakeApi>) => api.calls.filter((call) => call.path.endsWith('/replay'));

afterEach(async () => {
  await page.viewport(1280, 800);
});

describe('re-running a run from its trace', () => {
  it("opens 'Re-run' with the input as JSON, its version, the others and the draft, and re-runs on the draft from a node with the edited input, then shows the new run", async () => {
    const { api } = await renderTrace(failed);
    await userEvent.click(drawer.getByRole('button', { name: 'Re-run…' }));
    const input = dialog.getByRole('textbox', { name: 'Input' });
    await expect.element(input).toHaveValue('{\n  "message": "Policy POL-1: water damage",\n  "metadata": {\n    "policy_number": "POL-1"\n  }\n}');
    await expect.element(dialog.getByRole('button', { name: /^Its version: 1\.2\.0/ })).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: /^Its version: 1\.2\.0/ }));
    await expect.element(page.getByRole('option', { name: 'Version 1.1.0' })).toBeVisible();
    await userEvent.click(page.getByRole('option', { name: /^Draft/ }));
    await userEvent.click(dialog.getByRole('button', { name: /^From the start/ }));
    // The nodes the run reached, in its order.
    expect(page.getByRole('option').elements().map((option) => option.textContent)).toEqual(['From the start', 'Claim received', 'Related claims', 'Policy lookup']);
    await userEvent.click(page.getByRole('option', { name: 'Policy lookup' }));
    await userEvent.fill(input, '{"message": "Policy POL-20431: water damage", "metadata": {"policy_number": "POL-20431"}}');
    await userEvent.click(dialog.getByRole('button', { name: 'Re-run', exact: true }));

    await expect.element(dialog).not.toBeInTheDocument();
    expect(replayCalls(api).map((call) => call.body)).toEqual([
      { draft: true, fromNodeId: 'policy-lookup', input: { message: 'Policy POL-20431: water damage', metadata: { policy_number: 'POL-20431' } } },
    ]);
    await expect.element(address).toHaveTextContent(/^\/workspace\/1001\/logging\?tab=runs&runId=run-2$/);
    await expect.element(drawer.getByText('replay', { exact: true })).toBeVisible();
  });

  it('keeps the run on its own version from the start when nothing is changed, and sends its input', async () => {
    const { api } = await renderTrace(failed);
    await userEvent.click(drawer.getByRole('button', { name: 'Re-run…' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Re-run', exact: true }));
    await expect.element(dialog).not.toBeInTheDocument();
    expect(replayCalls(api).map((call) => call.body)).toEqual([{ version: '1.2.0', input: failed.input }]);
  });

  it('says when the input is not JSON, or not a run input, and re-runs nothing until it is', async () => {
    const { api } = await renderTrace(failed);
    await userEvent.click(drawer.getByRole('button', { name: 'Re-run…' }));
    const input = dialog.getByRole('textbox', { name: 'Input' });
    await userEvent.fill(input, '{"message": ');
    await expect.element(dialog.getByText('The input is not valid JSON', { exact: true })).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Re-run', exact: true })).toBeDisabled();
    await userEvent.fill(input, '{"message": "Hi", "channel": "email"}');
    await expect.element(dialog.getByText('channel: Unrecognized field', { exact: true })).toBeVisible();
    expect(replayCalls(api)).toEqual([]);
  });

  it("shows the server's refusal naming the node that changed, and keeps the dialog open", async () => {
    const { api } = await renderTrace(failed);
    const refusal = replayNodeChanged('Related claims', ['arguments']);
    api.refuse({ method: 'POST', path: /\/replay$/, status: 400, message: 'Validation failed', errors: [refusal], times: 1 });
    await userEvent.click(drawer.getByRole('button', { name: 'Re-run…' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Re-run', exact: true }));
    await expect.element(dialog.getByRole('alert')).toHaveTextContent(refusal);
    await expect.element(address).toHaveTextContent(/runId=run-1$/);
  });

  it("links 'Debug in editor' to the draft with the run pinned", async () => {
    await renderTrace(failed);
    await expect
      .element(drawer.getByRole('link', { name: 'Debug in editor' }))
      .toHaveAttribute('href', '/workspace/1001/workflows/workflow-authoring?workflowId=workflow-7&debugRun=run-1');
    await expect.element(drawer.getByRole('link', { name: 'Compare with original' })).not.toBeInTheDocument();
  });
});

describe("a replay's trace", () => {
  it('shows reused steps muted as Reused with no time, each linking to its original step, and the original run', async () => {
    await renderTrace(replay);
    await expect.element(steps.getByRole('row', { name: 'Claim received, Reused, —' })).toBeVisible();
    await expect.element(steps.getByRole('row', { name: 'Related claims, Reused, —' })).toBeVisible();
    await expect.element(steps.getByRole('row', { name: 'Policy lookup, Succeeded, 60 ms, slowest path' })).toBeVisible();
    await expect.element(drawer.getByRole('link', { name: 'run-1', exact: true })).toHaveAttribute('href', '/workspace/1001/logging?tab=runs&runId=run-1');

    await userEvent.click(steps.getByRole('row', { name: /^Related claims, Reused/ }));
    const details = drawer.getByRole('region', { name: 'Step: Related claims' });
    await expect.element(details).toHaveTextContent(/Duration\s*—/);
    await expect.element(details.getByText(/^Reused: not run again, its output copied from the original run\./)).toBeVisible();
    await userEvent.click(details.getByRole('link', { name: 'Open the original step' }));
    await expect.element(address).toHaveTextContent(/^\/workspace\/1001\/logging\?tab=runs&runId=run-1&stepId=s-related$/);
    await expect.element(drawer.getByRole('region', { name: 'Step: Related claims' })).toHaveTextContent(/Status\s*Succeeded/);
  });

  it("has 'Compare with original', leading to both runs compared", async () => {
    await renderTrace(replay);
    await userEvent.click(drawer.getByRole('link', { name: 'Compare with original' }));
    await expect.element(address).toHaveTextContent(/^\/workspace\/1001\/logging\/compare\?a=run-1&b=run-2$/);
  });

  for (const theme of ['light', 'dark'] as const)
    it(`has no axe violations with a reused step and the Re-run dialog open, and fits 360 px (${theme})`, async () => {
      await page.viewport(360, 800);
      await renderTrace(replay, { theme });
      await userEvent.click(steps.getByRole('row', { name: /^Claim received, Reused/ }));
      await expect.element(drawer.getByRole('region', { name: 'Step: Claim received' })).toBeVisible();
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(`a replay's trace at 360 px, ${theme}`);
      await userEvent.click(drawer.getByRole('button', { name: 'Re-run…' }));
      await expect.element(dialog.getByRole('textbox', { name: 'Input' })).toBeVisible();
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(`the Re-run dialog at 360 px, ${theme}`);
    });
});
