import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Analyzing Your Data' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text is in the accessibility tree but draws nothing on screen. */
export const Default: Story = {
  render: (args) => (
    <p>
      Visible text
      <VisuallyHidden {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByText('Analyzing Your Data');
    await expect(hidden).toBeInTheDocument();
    const box = hidden.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
  },
};

/** Names a button whose visible content is an icon only. */
export const NamesAButton: Story = {
  render: (args) => (
    <button type="button">
      <span aria-hidden>×</span>
      <VisuallyHidden {...args}>Close</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
