import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { navigate, resetNavigate, withFakeRouter } from './fakeRouter';
import { Link } from './Link';
import { linkVariants } from './Link.css';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { children: 'Back to workspaces', href: '/workspaces' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
  decorators: [withFakeRouter],
  beforeEach: resetNavigate,
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click navigates through the router instead of loading a new page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back to workspaces' });
    await expect(link).toHaveAttribute('href', '/workspaces');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/workspaces', undefined);
  },
};

/** Tab focuses the link and Enter follows it. */
export const FollowedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Back to workspaces' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
  },
};

/** An underlined link inside running text. */
export const Inline: Story = {
  args: { variant: 'inline', children: 'Settings', href: '/settings' },
  render: (args) => (
    <p>
      Intelligent source not configured. Please configure in <Link {...args} />.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Settings' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

/** 'View learnings' opens in a new tab: an icon shows it and screen readers hear it. */
export const OpensInNewTab: Story = {
  args: { children: 'View learnings', href: '/learnings?workflow=42', target: '_blank' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View learnings (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A disabled link cannot be followed. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back to workspaces' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link, { pointerEventsCheck: 0 });
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** Every variant, for the visual check. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      {linkVariants.map((variant) => (
        <Link key={variant} {...args} variant={variant}>
          {variant}
        </Link>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(linkVariants.length);
  },
};
