import type { listedLearningRecordSchema } from '@agentdeck/api-client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { z } from 'zod';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { fakeDataset, serveDatasets } from '../../testing/fake-testing-studio';
import { toastOf } from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { LearningRecords } from './components/LearningRecords';

// Feedback sent with a key and listed across the real mock API, opened from 'View learnings':
// tests/self-learning.spec.ts. The list itself (workspace, filter, owner names): apps/mock-api/test/calls.test.ts.

type Listed = z.infer<typeof listedLearningRecordSchema>;

/** The workspace's agents, and the feedback its agents and a workflow (not a record yet) received. */
function workspaceWithFeedback() {
  const api = createFakeApi({ agent: [{ name: 'Support Reply Agent' }, { name: 'Claims Triage' }, { name: 'Quiet Agent' }] });
  const idOf = (name: string) => api.records('agent').find((agent) => agent.name === name)!.id;
  const record = (n: number, workflowId: string, owner: Listed['owner'], feedbackMessage: string): Listed => ({
    id: `lr-${n}`,
    workflowId,
    sessionId: `session-${n}`,
    agentId: workflowId,
    feedbackMessage,
    feedbackData: { tone_ok: n % 2 === 0 },
    createdAt: new Date(Date.UTC(2026, 10, 20, 9, n)).toISOString(),
    owner,
  });
  // Newest first, as the API answers.
  const records = [
    record(3, idOf('Claims Triage'), { kind: 'agent', name: 'Claims Triage' }, 'The claim summary missed the policy number'),
    record(2, 'wf-42', { kind: 'workflow', name: 'wf-42' }, 'The routing picked the wrong queue'),
    record(1, idOf('Support Reply Agent'), { kind: 'agent', name: 'Support Reply Agent' }, 'The reply tone was right'),
  ];
  api.answer('GET', /^\/workspaces\/1001\/learnings$/, records);
  return { api, idOf };
}

/** The Learning Records page, with the query string `search` gives ('' by default, or '?workflowId=…'). */
async function renderLearnings(search: (idOf: (name: string) => string) => string = () => '') {
  const world = workspaceWithFeedback();
  const router = createMemoryRouter([{ path: '/workspace/:wid/learnings', element: <LearningRecords /> }], {
    initialEntries: [`/workspace/1001/learnings${search(world.idOf)}`],
  });
  await renderInWorkspace(<RouterProvider router={router} />, { api: world.api });
  return { ...world, router };
}

const table = page.getByRole('table', { name: 'Learning records' });
// The select's button, labelled by the picker's label (the table's sort button only reads the same words).
const picker = page.getByLabelText('Agent or workflow');
const rowOf = (feedback: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: feedback }) });
const feedbackShown = () => table.getByRole('rowheader').elements().map((cell) => cell.textContent);

describe('the Learning Records page', () => {
  it("adds a record's feedback to a dataset as an item's input", async () => {
    const { api } = await renderLearnings();
    serveDatasets(api, [{ dataset: fakeDataset(), itemsByVersion: [[]] }]);
    await userEvent.click(rowOf('The routing picked the wrong queue').getByRole('button', { name: 'Add to dataset: The routing picked the wrong queue' }));
    const dialog = page.getByRole('dialog', { name: 'Add to Dataset' });
    await userEvent.click(dialog.getByRole('button', { name: /Dataset/ }));
    await userEvent.click(page.getByRole('option', { name: /Claims regressions/ }));
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Expected output' }), 'Routed to the claims queue');
    await userEvent.click(dialog.getByRole('button', { name: 'Add', exact: true }));
    await expect.element(toastOf('Item added to Claims regressions')).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      ['/workspaces/1001/datasets/ds-1/items', { items: [{ sourceLearningId: 'lr-2', expectedOutput: 'Routed to the claims queue' }] }],
    ]);
  });

  it("opened from the sidebar (no workflowId), lists every learning record of the workspace, newest first, with each agent's or workflow's name", async () => {
    const { api } = await renderLearnings();
    await expect.element(rowOf('The reply tone was right')).toBeVisible();
    expect(feedbackShown()).toEqual([
      'The claim summary missed the policy number',
      'The routing picked the wrong queue',
      'The reply tone was right',
    ]);
    await expect.element(rowOf('The claim summary missed the policy number')).toHaveTextContent(/Claims Triage/);
    await expect.element(rowOf('The routing picked the wrong queue')).toHaveTextContent(/wf-42 \(workflow\)/);
    await expect.element(rowOf('The reply tone was right')).toHaveTextContent(/Support Reply Agent/);
    // Nothing to type: the filter is picked by name.
    await expect.element(page.getByRole('textbox', { name: 'Workflow or agent ID' })).not.toBeInTheDocument();
    await expect.element(picker).toHaveTextContent('All agents and workflows');
    expect(api.calls.filter((call) => call.path === '/workspaces/1001/learnings').map((call) => call.query)).toEqual(['']);
    await expectNoAxeViolations('the learning records of the workspace');
  });

  it('filters by an agent or a workflow picked by name, kept in the address as workflowId', async () => {
    const { router, idOf } = await renderLearnings();
    await userEvent.click(picker);
    const options = page.getByRole('option').elements().map((option) => option.textContent);
    expect(options).toEqual(['All agents and workflows', 'Claims Triage', 'Quiet Agent', 'Support Reply Agent', 'wf-42 (workflow)']);
    await userEvent.click(page.getByRole('option', { name: 'Support Reply Agent' }));
    await expect.element(table.getByRole('rowheader')).toHaveTextContent('The reply tone was right');
    expect(feedbackShown()).toEqual(['The reply tone was right']);
    expect(router.state.location.search).toBe(`?workflowId=${idOf('Support Reply Agent')}`);
    await expect.element(page.getByText(/^Feedback received for Support Reply Agent, newest first/)).toBeVisible();

    await userEvent.click(picker);
    await userEvent.click(page.getByRole('option', { name: 'wf-42 (workflow)' }));
    await expect.element(table.getByRole('rowheader')).toHaveTextContent('The routing picked the wrong queue');

    await userEvent.click(picker);
    await userEvent.click(page.getByRole('option', { name: 'All agents and workflows' }));
    await expect.element(rowOf('The reply tone was right')).toBeVisible();
    expect(feedbackShown()).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });

  it("opened from 'View learnings' (?workflowId=), shows only that agent's records, its name in the picker", async () => {
    await renderLearnings((idOf) => `?workflowId=${idOf('Claims Triage')}`);
    await expect.element(picker).toHaveTextContent('Claims Triage');
    await expect.element(table.getByRole('rowheader')).toHaveTextContent('The claim summary missed the policy number');
    expect(feedbackShown()).toHaveLength(1);
    await expect.element(page.getByText(/^Feedback received for Claims Triage, newest first/)).toBeVisible();
  });

  it("says 'No feedback has been received yet' for an agent without feedback, still named in the picker", async () => {
    await renderLearnings((idOf) => `?workflowId=${idOf('Quiet Agent')}`);
    await expect.element(picker).toHaveTextContent('Quiet Agent');
    await expect.element(table.getByRole('status')).toHaveTextContent('No feedback has been received yet');
    await expectNoAxeViolations('an agent without feedback');
  });
});
