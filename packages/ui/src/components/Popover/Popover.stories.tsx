import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog, DialogTrigger, Heading } from 'react-aria-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover } from './Popover';
import { popoverPaddings, popoverWidths } from './Popover.css';

const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: { padding: 'md', placement: 'bottom start' },
  argTypes: {
    width: { control: 'inline-radio', options: popoverWidths },
    padding: { control: 'inline-radio', options: popoverPaddings },
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Show details</Button>
      <Popover {...args}>
        <Dialog aria-labelledby="popover-heading" style={{ outline: 'none' }}>
          <Heading id="popover-heading" slot="title" style={{ margin: 0, fontSize: 'inherit' }}>
            Copy confirmation
          </Heading>
          <p style={{ margin: 0 }}>The confirmation stays for 2 seconds.</p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show details' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Copy confirmation' });
    await waitFor(() =>
      expect(within(dialog).getByText('The confirmation stays for 2 seconds.')).toBeVisible(),
    );
    // A click outside closes it.
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show details' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Copy confirmation' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const MatchesTriggerWidth: Story = {
  args: { width: 'trigger' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show details' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Copy confirmation' });
    const popover = dialog.parentElement as HTMLElement;
    await expect(Math.round(popover.getBoundingClientRect().width)).toBe(
      Math.round(trigger.getBoundingClientRect().width),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
