import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  // Ports: 1 to 65535 without thousands separators (spec 000 sections 5.4 and 9).
  args: {
    label: 'Port',
    minValue: 1,
    maxValue: 65535,
    formatOptions: { useGrouping: false },
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 5432 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Port' });
    await expect(input).toHaveValue('5432');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Port' }));
    await expect(input).toHaveValue('5433');
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Port' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Port' }));
    await expect(input).toHaveValue('5431');
    await expect(args.onChange).toHaveBeenLastCalledWith(5431);
  },
};

export const KeyboardNavigation: Story = {
  args: { defaultValue: 3306 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Port' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3308');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('3307');
    await expect(args.onChange).toHaveBeenLastCalledWith(3307);
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('65535');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
  },
};

export const ClampsToBounds: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Port' });
    await userEvent.click(input);
    await userEvent.keyboard('70000');
    await userEvent.tab();
    await expect(input).toHaveValue('65535');
    await expect(args.onChange).toHaveBeenLastCalledWith(65535);
  },
};

export const WithStepAndFormat: Story = {
  args: {
    label: 'Temperature',
    minValue: 0,
    maxValue: 1,
    step: 0.1,
    defaultValue: 0.7,
    formatOptions: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
    description: 'Between 0 and 1.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Temperature' });
    await expect(input).toHaveAccessibleDescription('Between 0 and 1.');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('1.0');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Increase Temperature' }),
    ).toBeDisabled();
  },
};

export const WithDescription: Story = {
  args: { description: 'Default ports: 5432 for PostgreSQL, 3306 for MySQL.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Port' }),
    ).toHaveAccessibleDescription('Default ports: 5432 for PostgreSQL, 3306 for MySQL.');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please enter a port' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Port' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Please enter a port')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Please enter a port');
  },
};

/** A form's rule runs on every change: 0 breaks 'Port must be at least 1' until fixed. */
export const ValidatesOnEveryChange: Story = {
  args: {
    minValue: undefined,
    defaultValue: 5432,
    validate: (value) => {
      if (Number.isNaN(value)) return 'Please enter a port';
      if (value < 1) return 'Port must be at least 1';
      if (value > 65535) return 'Port cannot exceed 65535';
      return null;
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Port' });
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(canvas.getByText('Please enter a port')).toBeVisible();
    await userEvent.click(input);
    await userEvent.keyboard('0');
    await userEvent.tab();
    await expect(canvas.getByText('Port must be at least 1')).toBeVisible();
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 5432 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Port' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase Port' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Port' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 5432 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Port' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('5432');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Port' })).toBeRequired();
  },
};
