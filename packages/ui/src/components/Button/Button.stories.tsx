import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlusIcon } from '../Icon/icons';
import { expect, fn, userEvent, within } from 'storybook/test';
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
