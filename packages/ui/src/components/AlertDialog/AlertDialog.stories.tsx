import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import {
  backdropOf,
  clearSpentAnnouncements,
  expectAllClosed,
  expectStillOpen,
  findOpenDialog,
} from '../Dialog/storyHelpers';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Delete vault',
    children: "The secret 'openai-key' will be removed from this workspace. This cannot be undone.",
    confirmLabel: 'Delete',
    onConfirm: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Delete</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openByPointer = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
  return findOpenDialog('Delete vault', 'alertdialog');
};

/** Role alertdialog, focus on Cancel; confirming runs the action and closes it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openByPointer(canvasElement);
    await expect(within(dialog).getByText(/will be removed from this workspace/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expectAllClosed('alertdialog');
  },
};

/** Cancel closes without running the action. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openByPointer(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectAllClosed('alertdialog');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** By keyboard: Enter opens, Enter on the focused Cancel cancels; Escape cancels too, Tab then Enter confirms. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    let dialog = await findOpenDialog('Delete vault', 'alertdialog');
    await userEvent.keyboard('{Enter}');
    await expectAllClosed('alertdialog');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await findOpenDialog('Delete vault', 'alertdialog');
    await userEvent.keyboard('{Escape}');
    await expectAllClosed('alertdialog');
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    dialog = await findOpenDialog('Delete vault', 'alertdialog');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expectAllClosed('alertdialog');
  },
};

/** A click outside does nothing: the user must choose. */
export const NotDismissedByOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openByPointer(canvasElement);
    await userEvent.click(backdropOf(dialog));
    await expectStillOpen(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectAllClosed('alertdialog');
  },
};

let finishDelete: () => void = () => {};

/**
 * While the delete runs, the confirm button reads 'Deleting' and both buttons and Escape are
 * disabled; it closes when the delete succeeds.
 */
export const Pending: Story = {
  args: {
    pendingLabel: 'Deleting',
    onConfirm: fn(() => new Promise<void>((resolve) => (finishDelete = resolve))),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openByPointer(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const pending = await within(dialog).findByRole('button', { name: /Deleting/ });
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expectStillOpen(dialog);
    finishDelete();
    await expectAllClosed('alertdialog');
    clearSpentAnnouncements();
  },
};

/** When the delete fails, the dialog stays open with its buttons enabled again, to retry or cancel. */
export const Failed: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('Forbidden'))) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openByPointer(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled());
    await expectStillOpen(dialog);
    clearSpentAnnouncements();
  },
};

/** A failure the caller explains: the reason shows and is announced under the message, ready to retry. */
export const FailedWithReason: Story = {
  args: {
    onConfirm: fn(() => Promise.reject(new Error('Forbidden'))),
    errorMessage: "We couldn't delete 'openai-key': This secret is read-only.",
  },
  play: async ({ canvasElement }) => {
    const dialog = await openByPointer(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent("We couldn't delete 'openai-key': This secret is read-only.");
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    clearSpentAnnouncements();
  },
};

/** More to weigh under the message (the records using what is deleted), read before confirming. */
export const WithDetails: Story = {
  args: {
    details: (
      <ul aria-label="Where it is used">
        <li>Used by 1 LLM: GPT-4o Production</li>
        <li>Used through it by 2 agents: Claims triage, Intake</li>
      </ul>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openByPointer(canvasElement);
    const lines = within(within(dialog).getByRole('list', { name: 'Where it is used' })).getAllByRole('listitem');
    await expect(lines.map((line) => line.textContent)).toEqual([
      'Used by 1 LLM: GPT-4o Production',
      'Used through it by 2 agents: Claims triage, Intake',
    ]);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectAllClosed('alertdialog');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
