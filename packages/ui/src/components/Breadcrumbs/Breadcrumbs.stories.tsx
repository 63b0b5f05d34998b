import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { navigate, resetNavigate, withFakeRouter } from '../Link/fakeRouter';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb href="/workspaces">Workspace</Breadcrumb>
      <Breadcrumb href="/workspaces/7f3a">Acme Support</Breadcrumb>
      <Breadcrumb href="/workspaces/7f3a/configure-connections">Configure Connections</Breadcrumb>
      <Breadcrumb>Databases</Breadcrumb>
    </Breadcrumbs>
  ),
  decorators: [withFakeRouter],
  beforeEach: resetNavigate,
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A navigation landmark with an ordered trail; the last crumb is the current page. A click goes through the router. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
    const current = within(nav).getByText('Databases');
    await expect(current.closest('[aria-current="page"]')).not.toBeNull();
    await userEvent.click(within(nav).getByRole('link', { name: 'Configure Connections' }));
    await expect(navigate).toHaveBeenCalledWith('/workspaces/7f3a/configure-connections', undefined);
  },
};

/** Tab visits each crumb link but not the current page; Enter follows one. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' });
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Workspace' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Configure Connections' })).toHaveFocus();
    await userEvent.tab();
    await expect(nav.contains(document.activeElement)).toBe(false);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/workspaces/7f3a/configure-connections', undefined);
  },
};

/** Only the workspace level, as on a workspace's home. */
export const SingleLevel: Story = {
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb href="/workspaces">Workspace</Breadcrumb>
      <Breadcrumb>Acme Support</Breadcrumb>
    </Breadcrumbs>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(nav).getByText('Acme Support').closest('[aria-current="page"]')).not.toBeNull();
  },
};
