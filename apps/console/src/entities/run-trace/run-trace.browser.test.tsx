import type { RunEvent, RunStep, RunWithSteps } from '@agentdeck/api-client';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { answerRun, fakeRun, fakeStep, serveRunEvents } from '../../testing/fake-runs';
import { tabTo } from '../../testing/keyboard';
import { renderInWorkspace } from '../../testing/render';
import { RunTraceFromUrl } from './RunTraceFromUrl';

const succeeded = fakeRun({
  steps: [
    fakeStep('trigger', 0, 100, { kind: 'trigger', name: 'Message in' }),
    fakeStep('agent', 100, 1000, {
      name: 'Claims agent',
      input: 'My parcel arrived broken',
      output: 'A refund is on its way',
    }),
    fakeStep('model', 150, 900, {
      parentId: 'agent',
      kind: 'model',
      name: 'gpt-4o-mini',
      model: 'gpt-4o-mini',
      tokens: { prompt: 120, completion: 60 },
      credits: 0.18,
    }),
    fakeStep('lookup', 150, 200, { parentId: 'agent', kind: 'tool', name: 'Policy lookup' }),
    fakeStep('output', 1100, 100, { kind: 'output', name: 'Answer' }),
  ],
});

/**
 * A condition sent the run to the claims agent and the policy passages side by side, then to the
 * writer that joins them (its input keyed by their labels); the drafter, on the branch not taken, was skipped.
 */
const branched = fakeRun({
  steps: [
    fakeStep('trigger', 0, 100, { kind: 'trigger', name: 'Message in' }),
    fakeStep('route', 100, 50, { kind: 'condition', name: 'Route', output: { branch: 'Refund' } }),
    fakeStep('drafter', 150, 0, { name: 'Drafter', status: 'skipped' }),
    fakeStep('claims', 150, 500, { name: 'Claims agent', output: 'A refund is due' }),
    fakeStep('policy', 150, 300, { kind: 'retrieval', name: 'Policy passages', output: 'Refunds within 30 days' }),
    fakeStep('writer', 650, 400, {
      name: 'Writer',
      input: { 'Claims agent': 'A refund is due', 'Policy passages': 'Refunds within 30 days' },
      output: 'A refund is on its way',
    }),
  ],
});

/** What the URL says now, so a test sees the drawer's param come and go. */
function Search() {
  const [params] = useSearchParams();
  return <output aria-label="Search">{params.toString()}</output>;
}

async function renderTrace(
  run: RunWithSteps,
  options: { theme?: 'light' | 'dark'; events?: boolean } = {},
) {
  const api = createFakeApi();
  answerRun(api, run);
  api.answer('POST', /^\/workspaces\/1001\/runs\/run-1\/resume$/, { ...run, status: 'running' });
  const events = options.events ? serveRunEvents(api) : undefined;
  const router = createMemoryRouter(
    [
      {
        path: '/workspace/:wid/monitoring',
        element: (
          <>
            <Search />
            <RunTraceFromUrl />
          </>
        ),
      },
    ],
    { initialEntries: [`/workspace/1001/monitoring?runId=${run.id}&tab=runs`] },
  );
  await renderInWorkspace(<RouterProvider router={router} />, { api, theme: options.theme });
  return { api, events };
}

const search = page.getByRole('status', { name: 'Search' });
const drawer = page.getByRole('dialog', { name: 'Run trace' });
const steps = drawer.getByRole('treegrid', { name: 'Steps' });
const row = (name: string | RegExp) => steps.getByRole('row', { name });

afterEach(async () => {
  await page.viewport(1280, 800);
});

describe('the run trace', () => {
  it("opens from ?runId= in a drawer with the run's status in words, version, trigger, tokens, credits, duration, input, output and links", async () => {
    await renderTrace(succeeded);
    await expect.element(drawer).toBeVisible();
    await expect.element(drawer.getByText('Succeeded', { exact: true })).toBeVisible();
    await expect.element(drawer.getByText('1.2.0', { exact: true })).toBeVisible();
    await expect.element(drawer.getByText('api', { exact: true })).toBeVisible();
    await expect.element(drawer.getByText('1.2 s', { exact: true })).toBeVisible();
    await expect.element(drawer.getByText('180', { exact: true })).toBeVisible();
    await expect.element(drawer.getByText('0.18', { exact: true })).toBeVisible();
    await expect
      .element(drawer.getByRole('region', { name: 'Input' }))
      .toHaveTextContent('My parcel arrived broken');
    await expect
      .element(drawer.getByRole('region', { name: 'Output' }))
      .toHaveTextContent('A refund is on its way');
    await expect
      .element(drawer.getByRole('link', { name: 'Open Claims triage 1.2.0' }))
      .toHaveAttribute(
        'href',
        '/workspace/1001/workflows/workflow-authoring?workflowId=workflow-7&version=1.2.0',
      );
    await expect
      .element(drawer.getByRole('link', { name: "View the run's logs" }))
      .toHaveAttribute('href', '/workspace/1001/logging?q=run%3Arun-1&from=2026-11-01T08%3A59%3A00.000Z&to=2026-11-01T09%3A01%3A01.200Z');
  });

  it('gives a run that waited for a review its active time, the wait and the wall time', async () => {
    await renderTrace(fakeRun({ durationMs: 14_941_200, waitingMs: 14_940_000 }));
    const fact = (label: string) => drawer.getByRole('term').filter({ hasText: label });
    for (const [label, value] of [['Active time', '1.2 s'], ['Waited for review', '4 h 9 min'], ['Wall time', '4 h 9 min']] as const) {
      await expect.element(fact(label)).toBeVisible();
      await expect.element(page.elementLocator(fact(label).element().parentElement!).getByRole('definition')).toHaveTextContent(value);
    }
    expect(drawer.getByRole('term').filter({ hasText: 'Duration' }).elements()).toHaveLength(0);
  });

  it('closing the drawer removes runId from the address and keeps the rest', async () => {
    await renderTrace(succeeded);
    await expect.element(search).toHaveTextContent(/^runId=run-1&tab=runs$/);
    await userEvent.click(drawer.getByRole('button', { name: 'Close' }));
    await expect.element(drawer).not.toBeInTheDocument();
    await expect.element(search).toHaveTextContent(/^tab=runs$/);
  });

  it('shows the steps nested on one time axis with the slowest path marked in words, and collapses and selects them by keyboard', async () => {
    await renderTrace(succeeded);
    await expect.element(row('Claims agent, Succeeded, 1.0 s, slowest path')).toBeVisible();
    await expect.element(row('Message in, Succeeded, 100 ms, slowest path')).toBeVisible();
    await expect.element(row('gpt-4o-mini, Succeeded, 900 ms, slowest path')).toBeVisible();
    await expect.element(row('Policy lookup, Succeeded, 200 ms')).toBeVisible();
    await expect.element(row('Answer, Succeeded, 100 ms, slowest path')).toBeVisible();

    await tabTo(row('Message in, Succeeded, 100 ms, slowest path'));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(row(/^Claims agent/).element());
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(row(/^gpt-4o-mini/)).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(row(/^gpt-4o-mini/)).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');

    const details = drawer.getByRole('region', { name: 'Step: gpt-4o-mini' });
    await expect.element(details).toBeVisible();
    await expect.element(details.getByText('120', { exact: true })).toBeVisible();
    await expect.element(details.getByText('60', { exact: true })).toBeVisible();
    await expect.element(details.getByText('0.18', { exact: true })).toBeVisible();
    await expect.element(details.getByText('gpt-4o-mini', { exact: true }).first()).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const)
    it(`shows a step skipped on the branch not taken as 'Skipped' with no duration and says why, with no axe violations (${theme})`, async () => {
      await renderTrace(branched, { theme });
      const skipped = row(/^Drafter, Skipped, —$/);
      await expect.element(skipped).toBeVisible();
      await expect.element(skipped).toHaveTextContent(/Skipped · —/);
      await expect.element(row('Writer, Succeeded, 400 ms, slowest path')).toBeVisible();
      await expectNoAxeViolations(`the run trace with a skipped step, ${theme}`);
      await userEvent.click(skipped);
      const details = drawer.getByRole('region', { name: 'Step: Drafter' });
      await expect
        .element(details.getByText('Skipped: the branch leading here was not taken.', { exact: true }))
        .toBeVisible();
      await expect.element(details).toHaveTextContent(/Duration\s*—/);
      await expectNoAxeViolations(`the run trace with a skipped step selected, ${theme}`);
    });

  it("shows a join's input as an object keyed by the labels of the steps it joins", async () => {
    await renderTrace(branched);
    await userEvent.click(row(/^Writer, /));
    const input = drawer.getByRole('region', { name: 'Step: Writer' }).getByRole('region', { name: 'Step input' });
    await expect
      .element(input)
      .toHaveTextContent(/^Step input\s*\{\s*"Claims agent": "A refund is due",\s*"Policy passages": "Refunds within 30 days"\s*\}$/);
  });

  it('a failed run shows its error, the failing step\'s error, and its input with its metadata', async () => {
    await renderTrace(
      fakeRun({
        status: 'failed',
        output: null,
        input: { message: 'Check policy 42', metadata: { channel: 'email' } },
        error: 'Policy lookup: the tool did not answer within 30 s',
        steps: [
          fakeStep('lookup', 0, 30_000, {
            kind: 'tool',
            name: 'Policy lookup',
            status: 'failed',
            error: 'The tool did not answer within 30 s',
          }),
        ],
      }),
    );
    await expect.element(drawer.getByText('Failed', { exact: true }).first()).toBeVisible();
    await expect
      .element(drawer.getByText('Error: Policy lookup: the tool did not answer within 30 s'))
      .toBeVisible();
    await userEvent.click(row('Policy lookup, Failed, 30.0 s, slowest path'));
    await expect
      .element(drawer.getByRole('region', { name: 'Step: Policy lookup' }))
      .toHaveTextContent('Error: The tool did not answer within 30 s');
  });

  it('a blocked run names the guardrail that blocked it', async () => {
    await renderTrace(
      fakeRun({
        status: 'blocked',
        output: null,
        error: "Blocked by the guardrail 'No account numbers'",
        steps: [
          fakeStep('guard', 0, 20, {
            kind: 'guardrail',
            name: 'No account numbers',
            status: 'blocked',
            error: "Blocked by the guardrail 'No account numbers'",
          }),
        ],
      }),
    );
    await expect.element(drawer.getByText('Blocked', { exact: true }).first()).toBeVisible();
    await expect.element(row('No account numbers, Blocked, 20 ms, slowest path')).toBeVisible();
    await expect
      .element(drawer.getByText("Error: Blocked by the guardrail 'No account numbers'"))
      .toBeVisible();
  });

  it('approves a waiting review with a message by keyboard alone, and shows the run finish from its events', async () => {
    const review: RunStep = fakeStep('review', 100, null, {
      kind: 'agent',
      name: 'Manager review',
      status: 'waiting',
      attributes: {
        humanInput: { instruction: 'Approve refunds over 500', sessionId: 'session-1' },
      },
    });
    const waiting = fakeRun({
      status: 'waiting',
      output: null,
      endedAt: null,
      durationMs: null,
      steps: [fakeStep('trigger', 0, 100, { name: 'Message in' }), review],
    });
    const { api, events } = await renderTrace(waiting, { events: true });

    const details = drawer.getByRole('region', { name: 'Step: Manager review' });
    await expect.element(details).toHaveTextContent('Approve refunds over 500');
    await expect
      .element(drawer.getByText('Waiting for review', { exact: true }).first())
      .toBeVisible();
    await tabTo(details.getByRole('textbox', { name: 'Review message' }));
    await userEvent.keyboard('Refund approved');
    await tabTo(details.getByRole('button', { name: 'Approve' }));
    await userEvent.keyboard('{Enter}');
    await expect
      .poll(() =>
        api.calls.filter((call) => call.path.endsWith('/resume')).map((call) => call.body),
      )
      .toEqual([{ decision: 'approve', message: 'Refund approved' }]);

    await expect.element(details.getByRole('status')).toHaveTextContent(/^Approved\. The run goes on\.$/);

    const { steps: _, ...finished } = fakeRun({ status: 'succeeded' });
    events!.send({
      id: 7,
      event: 'step.finished',
      data: { ...fakeStep('review', 100, 4000), name: 'Manager review', output: 'Refund approved' },
    });
    events!.send({ id: 8, event: 'run.finished', data: finished });
    await expect.element(drawer.getByText('Succeeded', { exact: true }).first()).toBeVisible();
    await expect.element(row('Manager review, Succeeded, 4.0 s, slowest path')).toBeVisible();
    await expect.element(details.getByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('rejects a waiting review, saying the run failed in human review with the message, and says why when the server refuses the decision', async () => {
    const waiting = fakeRun({
      status: 'waiting',
      steps: [fakeStep('review', 0, null, { name: 'Manager review', status: 'waiting', attributes: { humanInput: { instruction: 'Check it' } } })],
    });
    const { api } = await renderTrace(waiting);
    api.refuse({ method: 'POST', path: /\/resume$/, status: 409, message: 'The run is not waiting for a decision', times: 1 });

    const details = drawer.getByRole('region', { name: 'Step: Manager review' });
    await userEvent.fill(details.getByRole('textbox', { name: 'Review message' }), 'Not covered');
    await userEvent.click(details.getByRole('button', { name: 'Reject' }));
    await expect.element(details.getByRole('alert')).toHaveTextContent(/^The run is not waiting for a decision$/);
    await userEvent.click(details.getByRole('button', { name: 'Reject' }));
    await expect.element(details.getByRole('status')).toHaveTextContent(/^The run failed\. Rejected in human review: Not covered$/);
    expect(api.calls.filter((call) => call.path.endsWith('/resume')).map((call) => call.body)).toEqual([
      { decision: 'reject', message: 'Not covered' },
      { decision: 'reject', message: 'Not covered' },
    ]);
  });

  it('follows a running run from the last event it was read with, so nothing it shows is sent again', async () => {
    const agent = fakeStep('agent', 0, null, { name: 'Claims agent' });
    const { steps: _, ...running } = fakeRun({ status: 'running', output: null, endedAt: null, durationMs: null });
    const { events } = await renderTrace({ ...running, steps: [agent], lastEventId: 4 }, { events: true });
    await expect.element(row('Claims agent, Running, —, slowest path')).toBeVisible();
    await expect.poll(() => events!.requests.length).toBe(1);
    expect(events!.requests[0]!.get('last-event-id')).toBe('4');
    events!.send({ id: 5, event: 'step.finished', data: fakeStep('agent', 0, 800, { name: 'Claims agent' }) });
    await expect.element(row('Claims agent, Succeeded, 800 ms, slowest path')).toBeVisible();
  });

  it('follows a running run live: steps appear and finish as events arrive, and a broken stream reconnects with Last-Event-ID', async () => {
    const { steps: _, ...running } = fakeRun({
      status: 'running',
      output: null,
      endedAt: null,
      durationMs: null,
    });
    const { events } = await renderTrace({ ...running, steps: [] }, { events: true });
    await expect.element(drawer.getByText('Running', { exact: true })).toBeVisible();
    await expect.element(steps).toHaveTextContent('No step has started yet.');
    await expect.poll(() => events!.requests.length).toBe(1);
    expect(events!.requests[0]!.get('x-workspace-id')).toBe('1001');

    const agent = fakeStep('agent', 0, null, { name: 'Claims agent' });
    const send = (event: RunEvent) => events!.send(event);
    send({ id: 1, event: 'step.started', data: agent });
    await expect.element(row('Claims agent, Running, —, slowest path')).toBeVisible();

    events!.drop();
    await expect.poll(() => events!.requests.length).toBe(2);
    expect(events!.requests[1]!.get('last-event-id')).toBe('1');
    send({
      id: 2,
      event: 'step.finished',
      data: fakeStep('agent', 0, 800, { name: 'Claims agent' }),
    });
    await expect.element(row('Claims agent, Succeeded, 800 ms, slowest path')).toBeVisible();
    send({
      id: 3,
      event: 'run.finished',
      data: { ...running, status: 'succeeded', output: 'A refund is on its way', durationMs: 800 },
    });
    await expect.element(drawer.getByText('Succeeded', { exact: true }).first()).toBeVisible();
    await expect
      .element(drawer.getByRole('region', { name: 'Output' }))
      .toHaveTextContent('A refund is on its way');
  });

  for (const theme of ['light', 'dark'] as const)
    it(`has no axe violations in the ${theme} theme, with a waiting step and at 360 px nothing reaches past the right edge`, async () => {
      await page.viewport(360, 800);
      const waiting = fakeRun({
        status: 'waiting',
        steps: [
          ...succeeded.steps,
          fakeStep('review', 1200, null, {
            kind: 'agent',
            name: 'Manager review',
            status: 'waiting',
            attributes: { humanInput: { instruction: 'Check it' } },
          }),
        ],
      });
      await renderTrace(waiting, { theme });
      await expect
        .element(drawer.getByRole('region', { name: 'Step: Manager review' }))
        .toBeVisible();
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(`the run trace at 360 px, ${theme}`);
      await page.viewport(1280, 800);
      await expectNoAxeViolations(`the run trace at 1280 px, ${theme}`);
    });
});
