import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PanelStory } from './PanelStory';
import { panelOf } from './story-helpers';

const meta = {
  title: 'Console/Workflow Authoring/Panels/Output',
  component: PanelStory,
  parameters: { layout: 'fullscreen' },
  args: { nodeId: 'answer', onChange: fn() },
} satisfies Meta<typeof PanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An output answers as text or as JSON; the choice is one change. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement, 'Output');
    await expect(panel.getByRole('textbox', { name: 'Label' })).toHaveValue('Answer');
    await expect(panel.getByRole('radio', { name: 'Text' })).toBeChecked();
    await userEvent.click(panel.getByRole('radio', { name: 'JSON' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ data: { format: 'json' } }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(panel.getByRole('radio', { name: 'JSON' })).toBeChecked();
  },
};
