import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PanelStory } from './PanelStory';
import { panelOf, expectSuggestions, typeInCodeEditor } from './story-helpers';

const meta = {
  title: 'Console/Workflow Authoring/Panels/Condition',
  component: PanelStory,
  parameters: { layout: 'fullscreen' },
  args: { nodeId: 'route', onChange: fn() },
} satisfies Meta<typeof PanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const branchHeadings = (panel: ReturnType<typeof panelOf>) =>
  panel.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const branch = (panel: ReturnType<typeof panelOf>, name: string) => within(panel.getByRole('group', { name }));

/** Two branches in order, each with its label and expression, and the 'Else' branch, fixed, last. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = panelOf(canvasElement, 'Condition');
    await expect(branchHeadings(panel)).toEqual(['Branch 1', 'Branch 2', 'Else']);
    await expect(branch(panel, 'Branch 1').getByRole('textbox', { name: 'Branch label' })).toHaveValue('Urgent');
    await expect(branch(panel, 'Branch 1').getByRole('textbox', { name: 'Condition' })).toHaveTextContent('Claims_triage.output == "urgent"');
    await expect(branch(panel, 'Branch 1').getByRole('button', { name: 'Move up' })).toBeDisabled();
    await expect(branch(panel, 'Branch 2').getByRole('button', { name: 'Move down' })).toBeDisabled();
    await expect(branch(panel, 'Else').queryByRole('button')).toBeNull();
  },
};

/** By keyboard: 'Move up' on the second branch makes it the first; focus stays with it, and the move is announced. */
export const ReorderByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement, 'Condition');
    branch(panel, 'Branch 2').getByRole('button', { name: 'Move up' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({
        data: {
          branches: [
            { id: 'refund', label: 'Refund', expression: 'input.message == "refund"' },
            { id: 'urgent', label: 'Urgent', expression: 'Claims_triage.output == "urgent"' },
          ],
        },
      }),
    );
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(branch(panel, 'Branch 1').getByRole('textbox', { name: 'Branch label' })).toHaveValue('Refund');
    await expect(branch(panel, 'Branch 1').getByRole('button', { name: 'Move down' })).toHaveFocus();
    await expect(panel.getByRole('status')).toHaveTextContent("Moved 'Refund' to position 1 of 2");
    await expect(branchHeadings(panel)).toEqual(['Branch 1', 'Branch 2', 'Else']);
  },
};

/** 'Add branch' adds one before 'Else', labelled by its place; 'Remove' takes it away again. */
export const AddAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement, 'Condition');
    await userEvent.click(panel.getByRole('button', { name: 'Add branch' }));
    await expect(branchHeadings(panel)).toEqual(['Branch 1', 'Branch 2', 'Branch 3', 'Else']);
    await expect(branch(panel, 'Branch 3').getByRole('textbox', { name: 'Branch label' })).toHaveValue('Branch 3');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({ data: { branches: expect.arrayContaining([{ id: 'branch-3', label: 'Branch 3', expression: '' }]) } }),
    );
    await userEvent.click(branch(panel, 'Branch 3').getByRole('button', { name: 'Remove' }));
    await expect(branchHeadings(panel)).toEqual(['Branch 1', 'Branch 2', 'Else']);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(2));
    await expect(panel.getByRole('button', { name: 'Add branch' })).toHaveFocus();
  },
};

/** '@' in an expression offers what this node can reach: the run's input and the nodes before it, never those after it. */
export const ReachableVariables: Story = {
  play: async ({ canvasElement }) => {
    const panel = panelOf(canvasElement, 'Condition');
    await userEvent.click(branch(panel, 'Branch 2').getByRole('textbox', { name: 'Condition' }));
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await typeInCodeEditor([' ', 'A', 'N', 'D', ' ', '@']);
    await expectSuggestions(['Input', 'Retrievals', 'Agents']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expectSuggestions(['Claims_triage']);
    await userEvent.keyboard('{Enter}');
    await expectSuggestions(['output']);
    await userEvent.keyboard('{Escape}');
  },
};

/** A workflow the member may not change: no buttons to add, move or remove branches. */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    const panel = panelOf(canvasElement, 'Condition');
    await expect(panel.queryByRole('button', { name: 'Add branch' })).toBeNull();
    await expect(panel.queryByRole('button', { name: 'Move up' })).toBeNull();
    await expect(branch(panel, 'Branch 1').getByRole('textbox', { name: 'Branch label' })).toHaveAttribute('readonly');
  },
};
