import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, ComboBoxItem } from './ComboBox';

const models = [
  { id: 'gpt-4o', label: 'gpt-4o' },
  { id: 'gpt-4o-mini', label: 'gpt-4o-mini' },
  { id: 'claude-sonnet-4', label: 'claude-sonnet-4' },
  { id: 'llama-3.1-70b', label: 'llama-3.1-70b' },
  { id: 'mistral-large', label: 'mistral-large' },
];

const listClosed = () =>
  waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  args: {
    label: 'Model name',
    items: models,
    allowsCustomValue: true,
    onChange: fn(),
    onInputChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Model name' });
    await userEvent.type(input, 'GPT');
    const list = await screen.findByRole('listbox');
    // Filtered as you type, ignoring case.
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['gpt-4o', 'gpt-4o-mini']),
    );
    await userEvent.click(within(list).getByRole('option', { name: 'gpt-4o-mini' }));
    await listClosed();
    await expect(input).toHaveValue('gpt-4o-mini');
    await expect(args.onChange).toHaveBeenLastCalledWith('gpt-4o-mini');
  },
};

/** A model name typed by hand is kept (spec 001: custom typed values allowed). */
export const CustomValue: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Model name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('my-custom-model');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getByText('No results found')).toBeVisible());
    await userEvent.keyboard('{Enter}');
    await listClosed();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(input).toHaveValue('my-custom-model');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('my-custom-model');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Model name' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(5);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // Focus stays in the input; the active option is announced through aria-activedescendant.
    await expect(input).toHaveFocus();
    const active = within(list).getByRole('option', { name: 'claude-sonnet-4' });
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', active.id));
    await userEvent.keyboard('{Enter}');
    await listClosed();
    await expect(input).toHaveValue('claude-sonnet-4');
    await expect(args.onChange).toHaveBeenLastCalledWith('claude-sonnet-4');
  },
};

export const WithChildren: Story = {
  args: { items: undefined, label: 'Region', allowsCustomValue: false },
  render: (args) => (
    <ComboBox {...args}>
      <ComboBoxItem id="us-east-1">us-east-1</ComboBoxItem>
      <ComboBoxItem id="eu-west-1">eu-west-1</ComboBoxItem>
      <ComboBoxItem id="ap-south-1">ap-south-1</ComboBoxItem>
    </ComboBox>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Region/ }));
    const list = await screen.findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: 'eu-west-1' }));
    await listClosed();
    await expect(canvas.getByRole('combobox', { name: 'Region' })).toHaveValue('eu-west-1');
  },
};

export const Empty: Story = {
  args: { allowsCustomValue: false },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Model name' });
    await userEvent.type(input, 'zzz');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getByText('No results found')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await listClosed();
  },
};

export const WithDescription: Story = {
  args: { description: 'Pick a listed model or type another name.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Model name' }),
    ).toHaveAccessibleDescription('Pick a listed model or type another name.');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please select or enter a model name' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Model name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(
      within(canvasElement).getByText('Please select or enter a model name'),
    ).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Please select or enter a model name');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultInputValue: 'gpt-4o' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Model name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(args.onInputChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultInputValue: 'gpt-4o' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Model name' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.click(input);
    await userEvent.keyboard('x{ArrowDown}');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(input).toHaveValue('gpt-4o');
    await expect(args.onInputChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Model name' }),
    ).toHaveAttribute('aria-required', 'true');
  },
};
