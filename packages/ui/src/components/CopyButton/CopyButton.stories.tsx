import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'Components/CopyButton',
  component: CopyButton,
  args: { label: 'Copy feedback URL', text: 'https://console.example/chatbot/feedback/agent-7' },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Copies its text and says 'Copied!' for 2 seconds, then nothing. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The test browser grants no clipboard: the copy is watched, not made.
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy feedback URL' }));
    await expect(writeText).toHaveBeenCalledWith(args.text);
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied!');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''), { timeout: 4000 });
  },
};
