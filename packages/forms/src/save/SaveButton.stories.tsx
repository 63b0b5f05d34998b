import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SaveButton } from './SaveButton';

const TOOLTIP = 'All details need to be filled before the form can be saved';

const meta = {
  title: 'Forms/SaveButton',
  component: SaveButton,
  args: { children: 'Create', type: 'button', onPress: fn() },
  // Room above the button, where the tooltip appears.
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 64, paddingLeft: 160 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SaveButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid form: the button reads its label and saves on click. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Create' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Enter and Space save from the keyboard. */
export const SavedByKeyboard: Story = {
  args: { children: 'Update' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Update' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** While the record loads the button reads 'Please Wait' and ignores presses. */
export const PleaseWait: Story = {
  args: { isFetching: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Please Wait/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** While the save runs the button reads 'Saving' and ignores presses. */
export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Saving/ });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/**
 * An invalid form: the button is disabled, and hovering it explains why with 'All details need
 * to be filled before the form can be saved'.
 */
export const Invalid: Story = {
  args: { isInvalid: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Create' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    // react-aria opens a tooltip on hover only after it has seen the pointer move.
    await userEvent.hover(canvasElement);
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
      TOOLTIP,
    );
    await expect(button).toHaveAccessibleDescription(TOOLTIP);
    await userEvent.unhover(button);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** Keyboard users reach the invalid button too, and hear the reason as its description. */
export const InvalidByKeyboard: Story = {
  args: { isInvalid: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Create' });
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(TOOLTIP);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** A read-only record: the button is disabled and no tooltip asks for fields. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, children: 'Update' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Update' });
    await expect(button).toBeDisabled();
    await userEvent.hover(canvasElement);
    await userEvent.hover(button);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(screen.queryByRole('tooltip')).toBeNull();
  },
};

/** Every state side by side, for the visual check. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <SaveButton {...args}>Create</SaveButton>
      <SaveButton {...args} isFetching>
        Update
      </SaveButton>
      <SaveButton {...args} isSaving>
        Save
      </SaveButton>
      <SaveButton {...args} isInvalid>
        Save
      </SaveButton>
      <SaveButton {...args} isReadOnly>
        Update
      </SaveButton>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /Please Wait/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Saving/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};
