import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Description', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'What this variable holds' },
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(area.tagName).toBe('TEXTAREA');
    await expect(area).toHaveAttribute('rows', '3');
    await userEvent.click(area);
    await userEvent.type(area, 'Total of the order');
    await expect(area).toHaveValue('Total of the order');
    await expect(args.onChange).toHaveBeenLastCalledWith('Total of the order');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await userEvent.tab();
    await expect(area).toHaveFocus();
    // Enter adds a line instead of submitting.
    await userEvent.keyboard('First line{Enter}Second line');
    await expect(area).toHaveValue('First line\nSecond line');
    await userEvent.tab();
    await expect(area).not.toHaveFocus();
  },
};

export const WithDescription: Story = {
  args: { description: 'At least 5 characters.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Description' }),
    ).toHaveAccessibleDescription('At least 5 characters.');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Prompt Description',
    isRequired: true,
    defaultValue: 'Hi',
    validate: (value) =>
      value.length < 5 ? 'Prompt Description must be at least 5 characters long' : null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Prompt Description' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('Prompt Description must be at least 5 characters long'),
    ).toBeVisible();
    await userEvent.type(area, ' there');
    await expect(area).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Total of the order' },
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(area).toBeDisabled();
    await userEvent.type(area, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Total of the order' },
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(area).toHaveAttribute('readonly');
    await userEvent.click(area);
    await userEvent.keyboard('x');
    await expect(area).toHaveValue('Total of the order');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Description' }),
    ).toBeRequired();
  },
};

export const ResizesVertically: Story = {
  args: { rows: 6 },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(area).toHaveAttribute('rows', '6');
    await expect(getComputedStyle(area).resize).toBe('vertical');
  },
};
