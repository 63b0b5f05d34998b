import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { KeyIcon, PlusIcon, SearchXIcon } from '../Icon/icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No results found' },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The search empty state with the spec's exact text. */
export const NoResults: Story = {
  args: { icon: SearchXIcon, description: 'Try another name or clear the search.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'No results found' })).toBeVisible();
    await expect(canvas.getByText('Try another name or clear the search.')).toBeVisible();
  },
};

/** With an action that fills the list, reached by keyboard. */
export const WithAction: Story = {
  args: {
    title: 'No vault key found',
    icon: KeyIcon,
    description: 'Secrets you add to the vault appear here.',
    action: (
      <Button icon={PlusIcon} onPress={fn()}>
        New Vault
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No vault key found' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'New Vault' })).toHaveFocus();
  },
};

/** Title only, as in a small picker list. */
export const Minimal: Story = {
  args: { title: 'No Connectors have been configured', headingLevel: 4 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 4, name: 'No Connectors have been configured' }),
    ).toBeVisible();
  },
};
