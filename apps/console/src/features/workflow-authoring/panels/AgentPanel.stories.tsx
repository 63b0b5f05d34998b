import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PanelStory } from './PanelStory';
import { documentOf, retypeLabel } from './story-helpers';

const meta = {
  title: 'Console/Workflow Authoring/Panels/Agent',
  component: PanelStory,
  parameters: { layout: 'fullscreen' },
  args: { nodeId: 'triage', onChange: fn() },
} satisfies Meta<typeof PanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A toast is read, then closed, so the picture after the play holds only the panel. */
async function readToast(canvasElement: HTMLElement, message: string) {
  const body = documentOf(canvasElement);
  const shown = await body.findByRole('alertdialog', { name: message });
  await userEvent.click(within(shown).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(body.queryByRole('alertdialog', { name: message })).toBeNull());
}

/** The node's label, then the agent-node panel as built: a reusable agent chosen and saved is the node's one change. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const labelForm = within(canvas.getByRole('form', { name: 'Agent node' }));
    await expect(labelForm.getByRole('textbox', { name: 'Label' })).toHaveValue('Claims triage');
    await retypeLabel(labelForm, 'Triage');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ label: 'Triage' }));

    const agent = within(canvas.getByRole('region', { name: 'Agent' }));
    await userEvent.click(agent.getByRole('button', { name: 'Choose Reusable Agent' }));
    const picker = within(await documentOf(canvasElement).findByRole('dialog', { name: 'Reusable Agents' }));
    await userEvent.click(await picker.findByRole('row', { name: /^Claims Triage Agent/ }));
    await userEvent.click(picker.getByRole('button', { name: 'Add agent' }));
    await readToast(canvasElement, 'Updated agent with selected reusable agent');
    await expect(agent.getByRole('textbox', { name: 'Agent Name' })).toHaveValue('Claims Triage Agent');

    await userEvent.click(agent.getByRole('button', { name: 'Save' }));
    await readToast(canvasElement, 'Agent updated');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({
        data: expect.objectContaining({ reusableAgentId: 'agent-claims', name: 'Claims Triage Agent', llmId: expect.stringMatching(/^llm-/) }),
      }),
    );
    within(canvasElement).getByRole('form', { name: 'Agent' }).scrollTo(0, 0);
  },
};
