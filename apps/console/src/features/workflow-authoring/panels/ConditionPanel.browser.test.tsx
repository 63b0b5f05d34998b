import type { WorkflowGraph } from '@agentdeck/api-client';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../testing/axe';
import { renderInWorkspace } from '../../../testing/render';
import { PanelHost } from './PanelHost';
import { claimsWorkflow, panelWorkspace } from './sample-workflow';

const panel = page.getByRole('region', { name: 'Condition' });
const branch = (name: string) => panel.getByRole('group', { name, exact: true });
const branchLabels = () =>
  Array.from(document.querySelectorAll<HTMLInputElement>('[data-branch] input'), (input) => input.value);
const headings = () => Array.from(document.querySelectorAll('section h3'), (heading) => heading.textContent);

/** The labels of the code editor's open suggestions, in order; empty when closed. */
/** Types into the focused code editor one key at a time: CodeMirror reads typed text back from the page. */
async function typeInEditor(keys: readonly string[]) {
  await userEvent.keyboard('{Control>}{End}{/Control}');
  for (const key of keys) {
    await userEvent.keyboard(key);
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
}

/** CodeMirror ignores Enter and arrows for 75ms after the suggestions change, so a fast typist's Enter is not a pick. */
const pastInteractionDelay = () => new Promise((resolve) => setTimeout(resolve, 100));

const suggestions = () =>
  Array.from(document.querySelectorAll('[role="listbox"][aria-label="Suggestions"] [role="option"] .cm-completionLabel'), (label) => label.textContent);

async function renderCondition(edit: (graph: WorkflowGraph) => WorkflowGraph = (graph) => graph, theme: 'light' | 'dark' = 'light') {
  const { api, idOf } = panelWorkspace();
  const onChange = vi.fn();
  await renderInWorkspace(<PanelHost graph={edit(claimsWorkflow(idOf))} nodeId="route" onChange={onChange} />, { api, theme });
  await expect.element(panel).toBeVisible();
  return { onChange };
}

describe('the condition panel', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`reorders branches by keyboard, each move one change, focus staying with the moved branch, 'Else' always last (${theme})`, async () => {
      const { onChange } = await renderCondition(undefined, theme);
      expect(headings()).toEqual(['Branch 1', 'Branch 2', 'Else']);

      (branch('Branch 2').getByRole('button', { name: 'Move up' }).element() as HTMLElement).focus();
      await userEvent.keyboard('{Enter}');
      await expect.poll(() => onChange.mock.calls.length).toBe(1);
      expect(onChange).toHaveBeenLastCalledWith({
        data: {
          branches: [
            { id: 'refund', label: 'Refund', expression: 'input.message == "refund"' },
            { id: 'urgent', label: 'Urgent', expression: 'Claims_triage.output == "urgent"' },
          ],
        },
      });
      expect(branchLabels()).toEqual(['Refund', 'Urgent']);
      // At the top 'Move up' is disabled: focus moves to the branch's 'Move down'.
      await expect.element(branch('Branch 1').getByRole('button', { name: 'Move down' })).toHaveFocus();
      await expect.element(panel.getByRole('status')).toHaveTextContent("Moved 'Refund' to position 1 of 2");

      await userEvent.keyboard('{Enter}');
      await expect.poll(() => onChange.mock.calls.length).toBe(2);
      expect(branchLabels()).toEqual(['Urgent', 'Refund']);
      await expect.element(branch('Branch 2').getByRole('button', { name: 'Move up' })).toHaveFocus();

      // A third branch comes before 'Else', which stays last and has nothing to move.
      await userEvent.click(panel.getByRole('button', { name: 'Add branch' }));
      expect(headings()).toEqual(['Branch 1', 'Branch 2', 'Branch 3', 'Else']);
      await expect.element(branch('Branch 3').getByRole('button', { name: 'Move down' })).toBeDisabled();
      expect(branch('Else').getByRole('button').elements()).toEqual([]);
      await expectNoAxeViolations(`the condition panel (${theme})`);
    });
  }

  it("offers in '@' the run's input and the nodes before the condition, not those after it", async () => {
    await renderCondition();
    await userEvent.click(branch('Branch 1').getByRole('textbox', { name: 'Condition' }));
    await typeInEditor([' ', 'A', 'N', 'D', ' ', '@']);
    await expect.poll(suggestions).toEqual(['Input', 'Retrievals', 'Agents']);
    await pastInteractionDelay();
    await userEvent.keyboard('{Enter}');
    await expect.poll(suggestions).toEqual(['input']);
    await pastInteractionDelay();
    await userEvent.keyboard('{Enter}');
    await expect.poll(suggestions).toEqual(['message', 'metadata']);
    await userEvent.keyboard('{Escape}');
  });

  it('offers only the input when the condition follows the trigger directly', async () => {
    await renderCondition((graph) => ({
      ...graph,
      edges: [{ id: 'direct', source: 'trigger', target: 'route' }, ...graph.edges.filter((edge) => edge.source === 'route')],
    }));
    await userEvent.click(branch('Branch 2').getByRole('textbox', { name: 'Condition' }));
    await typeInEditor([' ', 'O', 'R', ' ', '@']);
    await expect.poll(suggestions).toEqual(['Input']);
    await userEvent.keyboard('{Escape}');
    // 'Claims_triage' is no longer upstream: the branch naming it is marked invalid.
    await expect.element(branch('Branch 1').getByRole('textbox', { name: 'Condition' })).toHaveAttribute('aria-invalid', 'true');
  });
});
