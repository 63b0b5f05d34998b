import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button/Button.css';
import { PanelLeftIcon, PencilIcon, TrashIcon } from '../Icon/icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Delete', icon: TrashIcon, onPress: fn() },
  argTypes: {
    icon: { control: false },
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  decorators: [(Story) => <div style={{ paddingTop: 48, paddingLeft: 48 }}><Story /></div>],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by `aria-label`; the icon is hidden. A click presses it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete' });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Tab and Enter or Space press it. */
export const PressedByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** With `showTooltip` the label also appears as a tooltip, on keyboard focus and on hover. */
export const WithTooltip: Story = {
  args: { 'aria-label': 'Toggle sidebar', icon: PanelLeftIcon, showTooltip: true, tooltipDelay: 0 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Toggle sidebar' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Toggle sidebar');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // Move over the page first, as a real mouse does: react-aria opens on hover after pointer movement.
    await userEvent.hover(canvasElement);
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Toggle sidebar');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Every variant and size, for the visual check; each stays square. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(4, max-content)' }}>
      {buttonSizes.map((size) =>
        buttonVariants.map((variant) => (
          <IconButton key={`${size}-${variant}`} {...args} icon={PencilIcon} aria-label={`Edit ${variant} ${size}`} variant={variant} size={size} />
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(8);
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      await expect(box.width).toBe(box.height);
    }
  },
};
