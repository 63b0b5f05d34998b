import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

/** The variable name rules of spec 000 section 5.5, as a form would pass them in. */
const validateVariableName = (value: string) => {
  if (value === '') return 'Please enter a variable name';
  if (value.startsWith(' ')) return 'No leading spaces in variable name';
  if (!/^\w+$/.test(value)) return 'Letters, digits and _ only allowed';
  return null;
};

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Variable name', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'customer_id' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Variable name' });
    await expect(input).toHaveAttribute('placeholder', 'customer_id');
    await userEvent.click(input);
    await userEvent.type(input, 'order_total');
    await expect(input).toHaveValue('order_total');
    await expect(args.onChange).toHaveBeenLastCalledWith('order_total');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Variable name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('session_id');
    await expect(input).toHaveValue('session_id');
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(input).toHaveValue('session_');
  },
};

export const WithDescription: Story = {
  args: { description: 'Letters, digits and underscores; used as {{name}} in prompts.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Variable name' });
    await expect(input).toHaveAccessibleDescription(
      'Letters, digits and underscores; used as {{name}} in prompts.',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: 'Please enter a variable name' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Variable name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Please enter a variable name')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Please enter a variable name');
  },
};

/** Spec 000 section 5: forms validate on every change, so the message follows each keystroke. */
export const ValidatesOnEveryChange: Story = {
  args: { validate: validateVariableName, isRequired: true, defaultValue: 'temp' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Variable name' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(input);
    await expect(canvas.getByText('Please enter a variable name')).toBeVisible();
    await userEvent.type(input, ' x');
    await expect(canvas.getByText('No leading spaces in variable name')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'user-name');
    await expect(canvas.getByText('Letters, digits and _ only allowed')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, 'user_name');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Letters, digits and _ only allowed')).not.toBeInTheDocument();
  },
};

export const ErrorFromValidation: Story = {
  args: {
    validate: () => 'Variable name is taken',
    errorMessage: (validation) => `${validation.validationErrors[0]}: choose another name`,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Variable name is taken: choose another name'),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'customer_id' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Variable name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('customer_id');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'customer_id' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Variable name' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('customer_id');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Variable name' });
    await expect(input).toBeRequired();
    // The marker is visual only: the accessible name stays the label text.
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Password: Story = {
  args: { label: 'Secret value', type: 'password', defaultValue: 'sk-test-1234' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Secret value');
    await expect(input).toHaveAttribute('type', 'password');
    const reveal = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(reveal);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    // By keyboard: Tab from the input reaches the toggle, Space hides the text again.
    await userEvent.click(input);
    await userEvent.tab();
    await expect(reveal).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** Every state side by side, for the visual check. */
export const AllStates: Story = {
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, 280px)' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <>
      <TextField label="Empty" placeholder="customer_id" />
      <TextField label="Filled" defaultValue="customer_id" description="Used in prompts." />
      <TextField label="Required" isRequired />
      <TextField label="Invalid" isInvalid errorMessage="Please enter a variable name" />
      <TextField label="Disabled" isDisabled defaultValue="customer_id" />
      <TextField label="Read only" isReadOnly defaultValue="customer_id" />
      <TextField label="Password" type="password" defaultValue="sk-test-1234" />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('textbox')).toHaveLength(6);
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAttribute(
      'type',
      'password',
    );
  },
};
