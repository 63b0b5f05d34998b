import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MaskedInput } from './MaskedInput';

/** The vault value rules of spec 001 section 5, as the vault form passes them in. */
const validateSecret = (value: string) => {
  if (value === '') return 'Please enter a secret value';
  if (value.startsWith(' ')) return 'No leading spaces in value';
  if (value.endsWith(' ')) return 'No trailing spaces in value';
  return null;
};

const meta = {
  title: 'Composites/MaskedInput',
  component: MaskedInput,
  args: { label: 'Value', defaultValue: 'sk-live-12345678', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MaskedInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    input: canvas.getByRole('textbox', { name: 'Value' }),
    toggle: canvas.getByRole('button', { name: 'Show value' }),
  };
};

/** Hidden by default: only the last four characters are readable. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { input, toggle } = parts(canvasElement);
    await expect(input).toHaveValue('••••••••••••5678');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

export const RevealByPointer: Story = {
  play: async ({ canvasElement }) => {
    const { input, toggle } = parts(canvasElement);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveValue('sk-live-12345678');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveValue('••••••••••••5678');
  },
};

/** Tab reaches the input, then the toggle; Space shows and hides the value. */
export const KeyboardNavigation: Story = {
  args: { defaultValue: '' },
  play: async ({ canvasElement, args }) => {
    const { input, toggle } = parts(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('token-abc-9876');
    await expect(input).toHaveValue('••••••••••9876');
    await expect(args.onChange).toHaveBeenLastCalledWith('token-abc-9876');
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith('token-abc-987');
    await expect(input).toHaveValue('•••••••••-987');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveValue('token-abc-987');
  },
};

/** Typing into the hidden part changes the real value at that place. */
export const EditWhileHidden: Story = {
  play: async ({ canvasElement, args }) => {
    const { input, toggle } = parts(canvasElement);
    await userEvent.click(input);
    (input as HTMLInputElement).setSelectionRange(0, 0);
    await userEvent.keyboard('my-');
    await expect(args.onChange).toHaveBeenLastCalledWith('my-sk-live-12345678');
    await expect(input).toHaveValue('•••••••••••••••5678');
    await expect((input as HTMLInputElement).selectionStart).toBe(3);
    await userEvent.click(toggle);
    await expect(input).toHaveValue('my-sk-live-12345678');
  },
};

export const Revealed: Story = {
  args: { defaultRevealed: true },
  play: async ({ canvasElement }) => {
    const { input, toggle } = parts(canvasElement);
    await expect(input).toHaveValue('sk-live-12345678');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The vault form's rules run on the real value, not on the bullets. */
export const Invalid: Story = {
  args: { defaultValue: '', validate: validateSecret, isRequired: true },
  play: async ({ canvasElement }) => {
    const { input } = parts(canvasElement);
    await expect(within(canvasElement).getByText('Please enter a secret value')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, ' abcdef');
    await expect(within(canvasElement).getByText('No leading spaces in value')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('No leading spaces in value');
    await userEvent.clear(input);
    await userEvent.type(input, 'abcdef ');
    await expect(within(canvasElement).getByText('No trailing spaces in value')).toBeVisible();
    await userEvent.keyboard('{Backspace}');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithDescription: Story = {
  args: { description: 'Only the last four characters are shown.' },
  play: async ({ canvasElement }) => {
    await expect(parts(canvasElement).input).toHaveAccessibleDescription(
      'Only the last four characters are shown.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const { input, toggle } = parts(canvasElement);
    await expect(input).toBeDisabled();
    await expect(toggle).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('••••••••••••5678');
  },
};

/** A secret of four characters or fewer is hidden entirely. */
export const ShortValue: Story = {
  args: { defaultValue: 'abcd' },
  play: async ({ canvasElement }) => {
    await expect(parts(canvasElement).input).toHaveValue('••••');
  },
};
