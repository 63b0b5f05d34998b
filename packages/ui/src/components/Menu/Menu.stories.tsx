import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { CopyIcon, MoreVerticalIcon, PencilIcon, SettingsIcon, TrashIcon } from '../Icon/icons';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from '.';

const onAction = fn();

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: { onAction },
  render: (args) => (
    <MenuTrigger>
      <IconButton aria-label="More actions" icon={MoreVerticalIcon} variant="secondary" />
      <Menu {...args}>
        <MenuItem id="edit" icon={PencilIcon}>
          Edit
        </MenuItem>
        <MenuItem id="duplicate" icon={CopyIcon}>
          Duplicate
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" icon={TrashIcon} tone="danger">
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  beforeEach: () => onAction.mockClear(),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const findMenu = async () => {
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu.closest('[data-entering]')).toBeNull());
  return menu;
};
const menuGone = () => waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

/** A click opens the menu; a click on an item runs its action and closes the menu. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'More actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(trigger);
    const menu = await findMenu();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit',
      'Duplicate',
      'Delete',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Duplicate' }));
    await expect(onAction.mock.lastCall?.[0]).toBe('duplicate');
    await menuGone();
  },
};

/**
 * Enter opens with focus on the first item, Arrow Down moves (wrapping to the top), Enter runs
 * the focused item and focus returns to the trigger; Escape closes without an action.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'More actions' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await findMenu();
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(onAction.mock.lastCall?.[0]).toBe('delete');
    await menuGone();
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    await findMenu();
    await userEvent.keyboard('{Escape}');
    await menuGone();
    await expect(onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The sidebar's Settings menu (spec 000 section 2.4): 'Workspace Guardrails' is disabled and skipped. */
export const WithDisabledItem: Story = {
  args: { disabledKeys: ['guardrails'] },
  render: (args) => (
    <MenuTrigger>
      <Button variant="ghost" icon={SettingsIcon}>
        Settings
      </Button>
      <Menu {...args} placement="top start">
        <MenuItem id="intelligence">Workspace Intelligence Source</MenuItem>
        <MenuItem id="webhooks">Webhook Configurations</MenuItem>
        <MenuItem id="guardrails">Workspace Guardrails</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Settings' }));
    const menu = await findMenu();
    const disabled = within(menu).getByRole('menuitem', { name: 'Workspace Guardrails' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(onAction).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Webhook Configurations' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Workspace Intelligence Source' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await menuGone();
  },
};

/** Sections with titles and a single-choice submenu: Arrow Right opens it, Arrow Left closes it. Left open for the visual check. */
export const SectionsAndSubmenu: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Account</Button>
      <Menu {...args}>
        <MenuSection title="Preferences">
          <SubmenuTrigger>
            <MenuItem id="theme">Theme</MenuItem>
            <Menu placement="end top" selectionMode="single" defaultSelectedKeys={['dark']}>
              <MenuItem id="light">Light</MenuItem>
              <MenuItem id="dark">Dark</MenuItem>
            </Menu>
          </SubmenuTrigger>
          <MenuItem id="sidebar" trailingText="Ctrl B">
            Toggle sidebar
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection title="Session">
          <MenuItem id="logout">Logout</MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    const menu = await findMenu();
    await expect(within(menu).getByRole('group', { name: 'Preferences' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    const theme = within(menu).getByRole('menuitem', { name: 'Theme' });
    await waitFor(() => expect(theme).toHaveFocus());
    await expect(theme).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(2));
    const submenu = screen.getAllByRole('menu')[1]!;
    await expect(within(submenu).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(submenu.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(1));
    await waitFor(() => expect(theme).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(2));
  },
};
