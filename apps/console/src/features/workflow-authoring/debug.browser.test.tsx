import type { RunWithSteps } from '@agentdeck/api-client';
import { replayNodeChanged } from '@agentdeck/api-client/rules';
import { checkGraph } from '@agentdeck/api-client/workflow';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { answerRun, fakeRun, fakeStep, serveRunEvents } from '../../testing/fake-runs';
import { renderInWorkspace } from '../../testing/render';
import { claimsWorkflow, panelWorkspace } from './panels/sample-workflow';
import { Component as AuthoringRoute } from './route';

// Debug in the editor (design section 2.1c): the draft with a run pinned, 'Re-run from here'.

const WORKFLOW_ID = 'workflow-debug';

/** Version 1.0.0 failed at its triage agent: the condition and what follows were not reached. */
const failed = fakeRun({
  id: 'run-1',
  workflowId: WORKFLOW_ID,
  workflowName: 'Claims intake',
  version: '1.0.0',
  status: 'failed',
  output: null,
  error: 'Claims triage: the model gateway answered 503',
  steps: [
    fakeStep('s-trigger', 0, 5, { nodeId: 'trigger', kind: 'trigger', name: 'Claim received', output: 'My parcel arrived broken' }),
    fakeStep('s-policies', 5, 100, { nodeId: 'policies', kind: 'retrieval', name: 'Policy lookup', output: ['Policy 12'] }),
    fakeStep('s-triage', 105, 30, {
      nodeId: 'triage',
      name: 'Claims triage',
      status: 'failed',
      input: { 'Policy lookup': ['Policy 12'] },
      error: 'The model gateway answered 503',
    }),
  ],
});

function workspaceWithRun(run: RunWithSteps) {
  const { api, idOf } = panelWorkspace();
  api.records('workflow').push({
    id: WORKFLOW_ID,
    name: 'Claims intake',
    description: '',
    tagIds: [],
    draft: claimsWorkflow(idOf),
    revision: 3,
    latestVersion: '1.0.0',
    isReadOnly: false,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
  } as never);
  const stored = () => api.records('workflow').find((workflow) => workflow.id === WORKFLOW_ID)!;
  api.answer('GET', /\/workflows\/[^/]+\/versions$/, []);
  api.answer('POST', /\/workflows\/[^/]+\/check$/, {
    get problems() {
      return checkGraph(stored().draft);
    },
    get ok() {
      return checkGraph(stored().draft).length === 0;
    },
  });
  answerRun(api, run);
  const replay = fakeRun({ id: 'run-2', workflowId: WORKFLOW_ID, workflowName: 'Claims intake', version: 'draft', status: 'queued', trigger: 'replay', replayOf: 'run-1', output: null, endedAt: null, durationMs: null });
  const { steps: _, ...queued } = replay;
  api.answer('POST', /\/runs\/run-1\/replay$/, queued);
  answerRun(api, replay);
  const events = serveRunEvents(api);
  return { api, events, replay };
}

async function renderDebugger(workspace: ReturnType<typeof workspaceWithRun>, theme: 'light' | 'dark' = 'light') {
  const router = createMemoryRouter([{ path: '/workspace/:wid/workflows/workflow-authoring', element: <AuthoringRoute /> }], {
    initialEntries: [`/workspace/1001/workflows/workflow-authoring?workflowId=${WORKFLOW_ID}&debugRun=run-1`],
  });
  await renderInWorkspace(<RouterProvider router={router} />, { api: workspace.api, theme });
}

const canvas = page.getByRole('region', { name: 'Workflow canvas' });
const runPanel = page.getByRole('region', { name: 'Run', exact: true });
const node = (name: string, state: string) => canvas.getByRole('group', { name: new RegExp(`^${name}(, \\d+ problems?)?, run: ${state}$`) });

afterEach(async () => {
  await page.viewport(1280, 800);
});

describe('debugging a run in the editor', () => {
  it("opens the draft with the run pinned: each node says where the run stood, and the failed node's input and error are shown", async () => {
    await renderDebugger(workspaceWithRun(failed));
    await expect.element(runPanel).toHaveTextContent(/Debugging run-1 · Version 1\.0\.0/);
    await expect.element(node('Trigger Claim received', 'done')).toBeVisible();
    await expect.element(node('Retrieval Policy lookup', 'done')).toBeVisible();
    await expect.element(node('Agent Claims triage', 'failed')).toBeVisible();
    await expect.element(node('Condition Route claim', 'not reached')).toBeVisible();
    await expect.element(node('Output Answer', 'not reached')).toHaveTextContent(/Not reached/);

    const failedStep = runPanel.getByRole('region', { name: 'Step: Claims triage' });
    await expect.element(failedStep).toHaveTextContent(/Error: The model gateway answered 503/);
    await expect.element(failedStep.getByRole('region', { name: 'Step input' })).toHaveTextContent(/"Policy lookup": \[\s*"Policy 12"\s*\]/);

    await userEvent.click(node('Output Answer', 'not reached'));
    await expect.element(runPanel.getByText('Not reached', { exact: true })).toBeVisible();
    await expect.element(runPanel.getByText('The run did not reach Answer.', { exact: true })).toBeVisible();
    await userEvent.click(node('Retrieval Policy lookup', 'done'));
    await expect.element(runPanel.getByRole('region', { name: 'Step: Policy lookup' }).getByRole('region', { name: 'Step output' })).toHaveTextContent(/Policy 12/);
  });

  it("'Re-run from here' saves the edited draft first, replays from the node on the draft, and shows the new run live: reused nodes, then the rest", async () => {
    const workspace = workspaceWithRun(failed);
    await renderDebugger(workspace);
    await userEvent.click(node('Agent Claims triage', 'failed'));
    const label = page.getByRole('textbox', { name: 'Label' });
    await userEvent.fill(label, 'Claims triage v2');
    await userEvent.click(runPanel.getByRole('button', { name: 'Re-run from here' }));

    await expect.poll(() => workspace.api.calls.filter((call) => call.path.endsWith('/replay')).length).toBe(1);
    const calls = workspace.api.calls.map((call) => `${call.method} ${call.path}`);
    const saved = calls.findIndex((call) => call === `PUT /workspaces/1001/workflows/${WORKFLOW_ID}`);
    const replayed = calls.findIndex((call) => call.endsWith('/runs/run-1/replay'));
    expect(saved).toBeGreaterThanOrEqual(0);
    expect(saved).toBeLessThan(replayed);
    expect(workspace.api.calls[replayed]!.body).toEqual({ draft: true, fromNodeId: 'triage' });

    await expect.element(runPanel).toHaveTextContent(/Debugging run-2 · Draft/);
    await expect.poll(() => workspace.events.requests.length).toBe(1);
    const reused = (id: string, nodeId: string, name: string) =>
      fakeStep(`r-${id}`, 0, 0, { nodeId, name, status: 'reused', reusedFrom: { runId: 'run-1', stepId: `s-${id}` } });
    workspace.events.send({ id: 1, event: 'step.finished', data: reused('trigger', 'trigger', 'Claim received') });
    workspace.events.send({ id: 2, event: 'step.finished', data: reused('policies', 'policies', 'Policy lookup') });
    workspace.events.send({ id: 3, event: 'step.started', data: fakeStep('r-triage', 0, null, { nodeId: 'triage', name: 'Claims triage v2' }) });
    await expect.element(node('Trigger Claim received', 'reused')).toBeVisible();
    await expect.element(node('Retrieval Policy lookup', 'reused')).toBeVisible();
    await expect.element(node('Agent Claims triage v2', 'running')).toBeVisible();
    // While it runs, the nodes ahead have no state yet.
    await expect.element(node('Output Answer', '[a-z ]+')).not.toBeInTheDocument();
  });

  it("shows the server's refusal when a reused node changed, and starts nothing", async () => {
    const workspace = workspaceWithRun(failed);
    const refusal = replayNodeChanged('Policy lookup', ['arguments']);
    workspace.api.refuse({ method: 'POST', path: /\/replay$/, status: 400, message: 'Validation failed', errors: [refusal] });
    await renderDebugger(workspace);
    await userEvent.click(node('Agent Claims triage', 'failed'));
    await userEvent.click(runPanel.getByRole('button', { name: 'Re-run from here' }));
    await expect.element(runPanel.getByRole('alert')).toHaveTextContent(refusal);
    await expect.element(runPanel).toHaveTextContent(/Debugging run-1/);
  });

  for (const theme of ['light', 'dark'] as const)
    it(`has no axe violations with the run pinned and a node not reached selected, and fits 360 px (${theme})`, async () => {
      await page.viewport(360, 800);
      await renderDebugger(workspaceWithRun(failed), theme);
      await expect.element(node('Agent Claims triage', 'failed')).toBeInTheDocument();
      await userEvent.click(node('Output Answer', 'not reached'));
      await expect.element(runPanel.getByRole('button', { name: 'Re-run from here' })).toBeVisible();
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(`the editor debugging a run at 360 px, ${theme}`);
      await page.viewport(1280, 800);
      await expectNoAxeViolations(`the editor debugging a run at 1280 px, ${theme}`);
    });
});
