import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlusIcon } from '../Icon/icons';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './Button.css';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Create', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Create' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const PressedByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Create' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const WithIcon: Story = {
  args: { icon: PlusIcon, children: 'New Vault' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'New Vault' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Create' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { isPending: true, pendingLabel: 'Saving' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Saving/ });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const PleaseWait: Story = {
  args: { isPending: true, pendingLabel: 'Please Wait' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Please Wait/ })).toBeVisible();
  },
};

// The save of the story below ends when its play function says so.
let finishSave = () => {};

/** What react-aria's shared live region announces about the button with this id. */
const announcementsOf = (id: string) => document.querySelectorAll(`[data-live-announcer] [aria-labelledby~="${id}"]`);

/**
 * A form's Save: pending while it saves, then the form closes. The button announced its pending
 * state; those announcements leave the page with it, so none is left naming nothing (issue 21).
 */
export const SavedAndClosed: Story = {
  render: function SavedAndClosed(args) {
    const [state, setState] = useState<'editing' | 'saving' | 'closed'>('editing');
    if (state === 'closed') return <p>Saved</p>;
    return (
      <Button
        {...args}
        isPending={state === 'saving'}
        pendingLabel="Saving"
        onPress={() => {
          setState('saving');
          void new Promise<void>((resolve) => (finishSave = resolve)).then(() => setState('closed'));
        }}
      >
        Save
      </Button>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(announcementsOf(save.id)).not.toHaveLength(0));
    finishSave();
    await expect(await canvas.findByText('Saved')).toBeVisible();
    // react-aria keeps an announcement 7 s; the button's leaving withdraws it at once.
    await waitFor(() => expect(announcementsOf(save.id)).toHaveLength(0));
  },
};

/** Every variant and size side by side, for the visual check. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(4, max-content)' }}>
      {buttonSizes.map((size) =>
        buttonVariants.map((variant) => (
          <Button key={`${size}-${variant}`} {...args} variant={variant} size={size}>
            {variant} {size}
          </Button>
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(8);
  },
};
