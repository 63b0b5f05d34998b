import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastRegion } from './Toast';
import { toast, type ToastOptions } from './toastQueue';

interface DemoProps {
  tone: 'success' | 'error';
  message: string;
  timeout?: ToastOptions['timeout'];
}

/** A page with the region and a button that raises a toast, as a save button would. */
function ToastDemo({ tone, message, timeout }: DemoProps) {
  return (
    <>
      <Button onPress={() => toast[tone](message, timeout === undefined ? undefined : { timeout })}>Save</Button>
      <ToastRegion />
    </>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  args: { tone: 'success', message: 'Variable saved successfully' },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'error'] } },
  // The queue is app-wide: start and end every story with no toasts.
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = () => screen.findByRole('region', { name: 'Notifications' });

/** A click raises the success toast, announced as an alert in the Notifications region; its close button removes it. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    const notifications = await region();
    await expect(within(notifications).getByRole('alert')).toHaveTextContent('Variable saved successfully');
    const item = within(notifications).getByRole('alertdialog', { name: 'Variable saved successfully' });
    await waitFor(() => expect(item).toBeVisible());
    await userEvent.click(within(notifications).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  },
};

/** The error toast shows the server's message as is. */
export const Error: Story = {
  args: { tone: 'error', message: "Something went wrong! We couldn't save your database" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    const notifications = await region();
    await expect(within(notifications).getByRole('alert')).toHaveTextContent(
      "Something went wrong! We couldn't save your database",
    );
    await userEvent.click(within(notifications).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  },
};

/**
 * By keyboard: Enter raises the toast, Tab moves into the Notifications region (the toast, then
 * its close button) and Enter closes the toast; focus then returns to where it was.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Save' });
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const notifications = await region();
    await userEvent.tab();
    await expect(within(notifications).getByRole('alertdialog')).toHaveFocus();
    await userEvent.tab();
    await expect(within(notifications).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(save).toHaveFocus());
  },
};

/** A success toast closes by itself after its default 5 seconds. */
export const AutoDismiss: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(within(await region()).getByRole('alert')).toHaveTextContent('Variable saved successfully');
    // Move the pointer off the toast area: hovering a toast pauses its timer.
    await userEvent.hover(canvasElement);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 7000 });
  },
};

/** Both tones stacked, kept open (`timeout: null`) for the visual check. */
export const Stacked: Story = {
  args: { timeout: null },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    toast.error('Unable to retrieve tools for the given URL. Please verify the URL and try again.', {
      timeout: null,
    });
    const notifications = await region();
    await waitFor(() => expect(within(notifications).getAllByRole('alertdialog')).toHaveLength(2));
    // Wait for the entrance animation (opacity) to end before judging visibility.
    await waitFor(() => expect(within(notifications).getByText('Variable saved successfully')).toBeVisible());
  },
};
