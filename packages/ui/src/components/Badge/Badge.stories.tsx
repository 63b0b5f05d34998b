import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckCircleIcon } from '../Icon/icons';
import { Badge } from './Badge';
import { tones } from './Badge.css';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Enterprise' },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enterprise')).toBeVisible();
  },
};

/** A decorative icon is hidden; the text alone names the status. */
export const WithIcon: Story = {
  args: { tone: 'success', children: 'Active', icon: CheckCircleIcon },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Active');
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(badge).toHaveTextContent(/^Active$/);
  },
};

/** Every tone, for the visual check (contrast is checked by axe in both themes). */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {tones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const tone of tones) await expect(within(canvasElement).getByText(tone)).toBeVisible();
  },
};
