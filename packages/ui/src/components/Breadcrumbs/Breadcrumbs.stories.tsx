import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
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
    await expect(within(nav).getByText('Databases')).toHaveAttribute('aria-current', 'page');
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
    await expect(within(nav).getByText('Acme Support')).toHaveAttribute('aria-current', 'page');
  },
};

/** Ends a story at rest: no focus or pointer left on the menu button, so no tooltip in its picture. */
async function settle() {
  const more = screen.queryByRole('button', { name: 'More breadcrumbs' });
  if (more) {
    // react-aria hands focus back to the menu button a frame after the menu has gone.
    await waitFor(() => expect(more).toHaveFocus());
    more.blur();
    await userEvent.unhover(more);
  }
  await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull(), { timeout: 5000 });
}

/** A fixed-width box around a story, standing for a header's narrow title column. */
const inABox = (width: string): Decorator[] => [
  (Story) => (
    <div style={{ width }}>
      <Story />
    </div>
  ),
];

/**
 * `overflow="collapse"` keeps the trail on one line: where it does not fit, the levels between
 * the root and the current page go into a 'More breadcrumbs' menu, whose items are the hidden
 * crumbs' links.
 */
export const Collapsed: Story = {
  args: { overflow: 'collapse' },
  decorators: inABox('16rem'),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' });
    const items = within(nav).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Workspace');
    await expect(items[2]).toHaveTextContent('Databases');
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    // The unseen copy the trail measures adds no text: the page name is found once, marked current.
    await expect(within(nav).getByText('Databases')).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(nav).getByRole('button', { name: 'More breadcrumbs' }));
    const menu = await screen.findByRole('menu', { name: 'More breadcrumbs' });
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Acme Support',
      'Configure Connections',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Configure Connections' }));
    await expect(navigate).toHaveBeenCalledWith('/workspaces/7f3a/configure-connections', undefined);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull(), { timeout: 5000 });
    await settle();
  },
};

/** By keyboard: Tab reaches the menu button after the root; Enter opens it, the arrows pick a level. */
export const CollapsedByKeyboard: Story = {
  args: { overflow: 'collapse' },
  decorators: inABox('16rem'),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' });
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Workspace' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: 'More breadcrumbs' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'More breadcrumbs' });
    await expect(within(menu).getByRole('menuitem', { name: 'Acme Support' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/workspaces/7f3a/configure-connections', undefined);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull(), { timeout: 5000 });
    await settle();
  },
};

/** With room for the whole trail, a collapsing trail shows every crumb and no menu. */
export const CollapseWithRoom: Story = {
  args: { overflow: 'collapse' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(nav).queryByRole('button', { name: 'More breadcrumbs' })).toBeNull();
  },
};

/** In very little room only the menu and the current page remain; a page name too long is cut with an ellipsis. */
export const CollapsedToTheCurrentPage: Story = {
  args: { overflow: 'collapse' },
  decorators: inABox('6rem'),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' });
    const items = within(nav).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[1]).toHaveTextContent('Databases');
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    const current = within(nav).getByText('Databases');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current.scrollWidth).toBeGreaterThan(current.clientWidth);
    await userEvent.click(within(nav).getByRole('button', { name: 'More breadcrumbs' }));
    const menu = await screen.findByRole('menu', { name: 'More breadcrumbs' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull(), { timeout: 5000 });
    await settle();
  },
};
