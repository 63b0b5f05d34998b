import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { children: 'Save as reusable agent', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Save as reusable agent' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Save as reusable agent'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Save as reusable agent' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { defaultSelected: true, children: 'Active' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Active' })).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'Saving also posts a new reusable agent.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Save as reusable agent' }),
    ).toHaveAccessibleDescription('Saving also posts a new reusable agent.');
  },
};

export const Invalid: Story = {
  args: {
    children: 'Human review',
    isInvalid: true,
    errorMessage: 'Please select a feedback requestor tool',
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Human review' });
    await expect(toggle).toHaveAttribute('aria-invalid', 'true');
    await expect(
      within(canvasElement).getByText('Please select a feedback requestor tool'),
    ).toBeVisible();
  },
};

/** Spec 002: choosing a reusable agent disables the save-as-reusable switch. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Save as reusable agent' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('Save as reusable agent'), {
      pointerEventsCheck: 0,
    });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Save as reusable agent' });
    await userEvent.click(within(canvasElement).getByText('Save as reusable agent'));
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Save as reusable agent' }),
    ).toBeRequired();
  },
};

/** Every state side by side, for the visual check. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(3, 200px)' }}>
      <Switch>Off</Switch>
      <Switch defaultSelected>On</Switch>
      <Switch isInvalid>Invalid</Switch>
      <Switch isDisabled>Disabled off</Switch>
      <Switch isDisabled defaultSelected>
        Disabled on
      </Switch>
      <Switch isReadOnly defaultSelected>
        Read only on
      </Switch>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('switch')).toHaveLength(6);
    await expect(canvas.getByRole('switch', { name: 'Disabled on' })).toBeChecked();
  },
};
