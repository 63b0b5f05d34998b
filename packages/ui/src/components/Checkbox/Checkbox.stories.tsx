import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, CheckboxGroup } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Enable Self Learning', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Enable Self Learning' });
    await expect(checkbox).not.toBeChecked();
    // The whole row is the label: clicking the text toggles it.
    await userEvent.click(within(canvasElement).getByText('Enable Self Learning'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Enable Self Learning' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await userEvent.keyboard(' ');
  },
};

export const Indeterminate: Story = {
  args: { children: 'All guardrails', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'All guardrails' });
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'Learns from feedback on finished runs.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Enable Self Learning' }),
    ).toHaveAccessibleDescription('Learns from feedback on finished runs.');
  },
};

export const Invalid: Story = {
  args: {
    children: 'Override prompt',
    isInvalid: true,
    errorMessage: 'Please select a prompt',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Override prompt' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Please select a prompt')).toBeVisible();
    await expect(checkbox).toHaveAccessibleDescription('Please select a prompt');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Enable Self Learning' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('Enable Self Learning'), {
      pointerEventsCheck: 0,
    });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Enable Self Learning' });
    await userEvent.click(within(canvasElement).getByText('Enable Self Learning'));
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Enable Self Learning' }),
    ).toBeRequired();
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

const feedbackTypes = (
  <>
    <Checkbox value="thumbs">Thumbs up or down</Checkbox>
    <Checkbox value="rating">Star rating</Checkbox>
    <Checkbox value="comment" description="Free text from the reviewer.">
      Comment
    </Checkbox>
  </>
);

export const Group: Story = {
  render: (args) => (
    <CheckboxGroup label="Feedback type" defaultValue={['rating']} onChange={args.onChange}>
      {feedbackTypes}
    </CheckboxGroup>
  ),
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Feedback type' });
    await expect(within(group).getByRole('checkbox', { name: 'Star rating' })).toBeChecked();
    await userEvent.click(within(group).getByText('Comment'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['rating', 'comment']);
    // Keyboard: Tab moves from box to box, Space toggles.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['comment']);
  },
};

export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup
      label="Feedback type"
      isRequired
      isInvalid
      errorMessage="Please select a feedback type"
      orientation="horizontal"
    >
      {feedbackTypes}
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /Feedback type \(required\)/ });
    await expect(within(canvasElement).getByText('Please select a feedback type')).toBeVisible();
    await expect(group).toHaveAccessibleDescription('Please select a feedback type');
    // The error shows once, for the group, not under every box.
    await expect(within(canvasElement).getAllByText('Please select a feedback type')).toHaveLength(
      1,
    );
  },
};

export const GroupDisabled: Story = {
  render: () => (
    <CheckboxGroup label="Feedback type" isDisabled defaultValue={['thumbs']}>
      {feedbackTypes}
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    for (const checkbox of within(canvasElement).getAllByRole('checkbox')) {
      await expect(checkbox).toBeDisabled();
    }
  },
};

/** Every state side by side, for the visual check. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(3, 200px)' }}>
      <Checkbox>Unchecked</Checkbox>
      <Checkbox defaultSelected>Checked</Checkbox>
      <Checkbox isIndeterminate>Indeterminate</Checkbox>
      <Checkbox isInvalid>Invalid</Checkbox>
      <Checkbox isInvalid defaultSelected>
        Invalid checked
      </Checkbox>
      <Checkbox isRequired>Required</Checkbox>
      <Checkbox isDisabled>Disabled</Checkbox>
      <Checkbox isDisabled defaultSelected>
        Disabled checked
      </Checkbox>
      <Checkbox isReadOnly defaultSelected>
        Read only checked
      </Checkbox>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(9);
    await expect(canvas.getByRole('checkbox', { name: 'Indeterminate' })).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Read only checked' })).toBeChecked();
  },
};
