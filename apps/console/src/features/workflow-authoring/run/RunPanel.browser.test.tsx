import type { RunStep, RunWithSteps, WorkflowNode } from '@agentdeck/api-client';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../testing/axe';
import { createFakeApi } from '../../../testing/fake-api';
import { fakeRun, fakeStep } from '../../../testing/fake-runs';
import { tabTo } from '../../../testing/keyboard';
import { renderInWorkspace } from '../../../testing/render';
import { nodeStepsOf } from './node-run-states';
import { RunPanel } from './RunPanel';

const at = { x: 0, y: 0 };
const lookupNode: WorkflowNode = {
  id: 'lookup',
  kind: 'tool',
  label: 'Policy lookup',
  position: at,
  data: { toolType: 'api', toolId: 'tool-1', arguments: [], secrets: [] },
};
const answerNode: WorkflowNode = {
  id: 'answer',
  kind: 'output',
  label: 'Answer',
  position: at,
  data: { format: 'text' },
};

const unfinished = { output: null, endedAt: null, durationMs: null } as const;
const running = fakeRun({
  status: 'running',
  ...unfinished,
  steps: [fakeStep('lookup', 0, null, { kind: 'tool', name: 'Policy lookup' })],
});
const waiting = fakeRun({
  status: 'waiting',
  ...unfinished,
  steps: [
    fakeStep('lookup', 0, 200, { kind: 'tool', name: 'Policy lookup' }),
    fakeStep('review', 200, null, {
      name: 'Manager review',
      status: 'waiting',
      attributes: { humanInput: { instruction: 'Approve refunds over 500' } },
    }),
  ],
});
/** A run that ended at its one step, failed or blocked there: the run's error names the step's. */
const endedAt = (step: RunStep, runError: string) =>
  fakeRun({
    status: step.status === 'blocked' ? 'blocked' : 'failed',
    output: null,
    durationMs: step.durationMs,
    error: runError,
    steps: [step],
  });
const lookupError = 'The tool did not answer within 30 s';
const failed = endedAt(
  fakeStep('lookup', 0, 30_000, {
    kind: 'tool',
    name: 'Policy lookup',
    status: 'failed',
    error: lookupError,
  }),
  'Policy lookup: the tool did not answer within 30 s',
);
const guardrailError = "Blocked by the guardrail 'No account numbers'";
const blocked = endedAt(
  fakeStep('guard', 0, 20, {
    kind: 'guardrail',
    name: 'No account numbers',
    status: 'blocked',
    error: guardrailError,
  }),
  guardrailError,
);
const rejectedError = 'Rejected in human review: Not covered';
const rejected = endedAt(
  fakeStep('review', 0, 4000, { name: 'Manager review', status: 'failed', error: rejectedError }),
  rejectedError,
);
const succeeded = fakeRun({
  steps: [
    fakeStep('lookup', 0, 400, {
      kind: 'tool',
      name: 'Policy lookup',
      input: { policy: 42 },
      output: 'Covered up to 1,000',
    }),
  ],
});
/** The lookup ran; the answer was on a branch the run did not take. */
const skipped = fakeRun({
  steps: [
    fakeStep('lookup', 0, 400, { kind: 'tool', name: 'Policy lookup' }),
    fakeStep('answer', 400, 0, { kind: 'output', name: 'Answer', status: 'skipped' }),
  ],
});

/**
 * The panel as the editor holds it: under the workflow's name (an h2, as the editor's header has
 * it, so the panel's h3 is in order), the trace's open state toggled; each call also reaches the spies.
 */
function Harness({
  run,
  selectedNode,
  onToggleTrace,
  onDismiss,
}: {
  run: RunWithSteps;
  selectedNode?: WorkflowNode;
  onToggleTrace: () => void;
  onDismiss: () => void;
}) {
  const [isTraceOpen, setTraceOpen] = useState(false);
  return (
    <>
      <h2>Claims triage</h2>
      <RunPanel
        wid="1001"
        run={run}
        nodeSteps={nodeStepsOf(run)}
        selectedNode={selectedNode}
        isTraceOpen={isTraceOpen}
        onToggleTrace={() => {
          onToggleTrace();
          setTraceOpen((open) => !open);
        }}
        onDismiss={onDismiss}
      />
    </>
  );
}

async function renderPanel(
  run: RunWithSteps,
  options: { selectedNode?: WorkflowNode; theme?: 'light' | 'dark' } = {},
) {
  const api = createFakeApi();
  const { steps: _, ...summary } = run;
  api.answer('POST', /^\/workspaces\/1001\/runs\/run-1\/cancel$/, {
    ...summary,
    status: 'cancelled',
  });
  api.answer('POST', /^\/workspaces\/1001\/runs\/run-1\/resume$/, {
    ...summary,
    status: 'running',
  });
  const onToggleTrace = vi.fn();
  const onDismiss = vi.fn();
  await renderInWorkspace(
    <Harness
      run={run}
      selectedNode={options.selectedNode}
      onToggleTrace={onToggleTrace}
      onDismiss={onDismiss}
    />,
    { api, theme: options.theme },
  );
  return { api, onToggleTrace, onDismiss };
}

const panel = page.getByRole('region', { name: 'Run', exact: true });
const status = panel.getByRole('definition').first();
const stepOf = (name: string) => panel.getByRole('region', { name: `Step: ${name}` });

afterEach(async () => {
  await page.viewport(1280, 800);
});

describe('the run panel', () => {
  it("a running run says 'Running' in words and 'Cancel run' asks the server to cancel it", async () => {
    const { api } = await renderPanel(running);
    await expect.element(status).toHaveTextContent(/^Running$/);
    await expect.element(panel.getByText('Version 1.2.0', { exact: true })).toBeVisible();
    await expect.element(panel.getByRole('button', { name: 'Clear run' })).not.toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Cancel run' }));
    await expect
      .poll(() => api.calls.filter((call) => call.method === 'POST').map((call) => call.path))
      .toEqual(['/workspaces/1001/runs/run-1/cancel']);
  });

  it('a refused cancel says why in a toast', async () => {
    const { api } = await renderPanel(running);
    api.refuse({
      method: 'POST',
      path: /\/runs\/run-1\/cancel$/,
      status: 409,
      message: 'The run has already finished',
    });
    await userEvent.click(panel.getByRole('button', { name: 'Cancel run' }));
    await expect
      .element(page.getByRole('alertdialog', { name: 'The run has already finished' }))
      .toBeVisible();
    await expect.element(panel.getByRole('button', { name: 'Cancel run' })).toBeEnabled();
  });

  it('a waiting run shows the review it waits for, approved by keyboard alone with a message', async () => {
    const { api } = await renderPanel(waiting);
    await expect.element(status).toHaveTextContent(/^Waiting for review$/);
    const review = stepOf('Manager review');
    await expect
      .element(review.getByText('Approve refunds over 500', { exact: true }))
      .toBeVisible();
    await tabTo(review.getByRole('textbox', { name: 'Review message' }));
    await userEvent.keyboard('Refund approved');
    await tabTo(review.getByRole('button', { name: 'Approve' }));
    await userEvent.keyboard('{Enter}');
    await expect
      .element(review.getByRole('status'))
      .toHaveTextContent(/^Approved\. The run goes on\.$/);
    expect(
      api.calls.filter((call) => call.path.endsWith('/resume')).map((call) => call.body),
    ).toEqual([{ decision: 'approve', message: 'Refund approved' }]);
  });

  it("rejecting the review says the run failed, 'Rejected in human review' with the reviewer's message", async () => {
    const { api } = await renderPanel(waiting);
    const review = stepOf('Manager review');
    await userEvent.fill(review.getByRole('textbox', { name: 'Review message' }), 'Not covered');
    await userEvent.click(review.getByRole('button', { name: 'Reject' }));
    await expect
      .element(review.getByRole('status'))
      .toHaveTextContent(/^The run failed\. Rejected in human review: Not covered$/);
    expect(
      api.calls.filter((call) => call.path.endsWith('/resume')).map((call) => call.body),
    ).toEqual([{ decision: 'reject', message: 'Not covered' }]);
  });

  it("a run rejected in review says 'Failed' and 'Rejected in human review' with the reviewer's message", async () => {
    await renderPanel(rejected);
    await expect.element(status).toHaveTextContent(/^Failed$/);
    await expect
      .element(panel.getByText('Error: Rejected in human review: Not covered', { exact: true }))
      .toBeVisible();
  });

  it("a failed run shows its error and, with the failing node selected, that step's error; 'Clear run' puts it away", async () => {
    const { onDismiss } = await renderPanel(failed, { selectedNode: lookupNode });
    await expect.element(status).toHaveTextContent(/^Failed$/);
    await expect
      .element(
        panel.getByText('Error: Policy lookup: the tool did not answer within 30 s', {
          exact: true,
        }),
      )
      .toBeVisible();
    await expect
      .element(stepOf('Policy lookup'))
      .toHaveTextContent('Error: The tool did not answer within 30 s');
    await expect.element(panel.getByRole('button', { name: 'Cancel run' })).not.toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Clear run' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("a blocked run says 'Blocked' and the guardrail's message", async () => {
    await renderPanel(blocked);
    await expect.element(status).toHaveTextContent(/^Blocked$/);
    await expect
      .element(
        panel.getByText("Error: Blocked by the guardrail 'No account numbers'", { exact: true }),
      )
      .toBeVisible();
  });

  it("a succeeded run shows the selected node's step input and output, and 'Open trace' toggles the trace", async () => {
    const { onToggleTrace } = await renderPanel(succeeded, { selectedNode: lookupNode });
    await expect.element(status).toHaveTextContent(/^Succeeded$/);
    await expect.element(panel.getByText('1.2 s', { exact: true })).toBeVisible();
    await expect.element(panel.getByText('180', { exact: true })).toBeVisible();
    await expect.element(panel.getByText('0.18', { exact: true })).toBeVisible();
    const step = stepOf('Policy lookup');
    await expect
      .element(step.getByRole('region', { name: 'Step input' }))
      .toHaveTextContent(/^Step input\s*\{\s*"policy": 42\s*\}$/);
    await expect
      .element(step.getByRole('region', { name: 'Step output' }))
      .toHaveTextContent(/^Step output\s*Covered up to 1,000$/);

    const trace = panel.getByRole('button', { name: 'Open trace' });
    await expect.element(trace).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trace);
    expect(onToggleTrace).toHaveBeenCalledTimes(1);
    await expect
      .element(panel.getByRole('button', { name: 'Hide trace' }))
      .toHaveAttribute('aria-expanded', 'true');
  });

  it('a node the run did not reach says so', async () => {
    await renderPanel(succeeded, { selectedNode: answerNode });
    await expect
      .element(panel.getByText('The run did not reach Answer.', { exact: true }))
      .toBeVisible();
    await expect.element(panel.getByRole('region', { name: /^Step: / })).not.toBeInTheDocument();
  });

  it("a node on a branch the run did not take says 'Skipped' and why, with no duration", async () => {
    await renderPanel(skipped, { selectedNode: answerNode });
    const step = stepOf('Answer');
    await expect.element(step.getByText('Skipped', { exact: true })).toBeVisible();
    await expect
      .element(step.getByText('Skipped: the branch leading here was not taken.', { exact: true }))
      .toBeVisible();
    await expect.element(step).toHaveTextContent(/Duration\s*—/);
    await expect.element(panel.getByText('The run did not reach Answer.')).not.toBeInTheDocument();
  });

  const shown = [
    {
      name: 'a failed run with its failing node selected',
      run: failed,
      selectedNode: lookupNode,
      step: 'Policy lookup',
    },
    {
      name: 'a node the run skipped selected',
      run: skipped,
      selectedNode: answerNode,
      step: 'Answer',
    },
    {
      name: 'a waiting run with its review',
      run: waiting,
      selectedNode: undefined,
      step: 'Manager review',
    },
  ];
  for (const theme of ['light', 'dark'] as const)
    for (const { name, run, selectedNode, step } of shown)
      it(`has no axe violations in the ${theme} theme with ${name}, and at 360 px nothing reaches past the right edge`, async () => {
        await page.viewport(360, 800);
        await renderPanel(run, { selectedNode, theme });
        await expect.element(stepOf(step)).toBeVisible();
        expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
        await expectNoAxeViolations(`the run panel, ${name}, at 360 px, ${theme}`);
        await page.viewport(1280, 800);
        await expectNoAxeViolations(`the run panel, ${name}, at 1280 px, ${theme}`);
      });
});
