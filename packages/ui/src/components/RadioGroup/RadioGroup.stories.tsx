import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const learningModes = (
  <>
    <Radio value="manual">Manual</Radio>
    <Radio value="auto" description="Learns from every finished run.">
      Automatic
    </Radio>
    <Radio value="broker">Message broker</Radio>
  </>
);

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'Learning mode', children: learningModes, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Learning mode' });
    await userEvent.click(within(group).getByText('Message broker'));
    await expect(within(group).getByRole('radio', { name: 'Message broker' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('broker');
  },
};

export const KeyboardNavigation: Story = {
  args: { defaultValue: 'auto' },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Learning mode' });
    // Tab lands on the selected option.
    await userEvent.tab();
    await expect(within(group).getByRole('radio', { name: 'Automatic' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const broker = within(group).getByRole('radio', { name: 'Message broker' });
    await expect(broker).toHaveFocus();
    await expect(broker).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('broker');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(within(group).getByRole('radio', { name: 'Manual' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('manual');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', label: 'Guardrail stage' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="pre">Pre</Radio>
      <Radio value="post">Post</Radio>
    </RadioGroup>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Guardrail stage' });
    await expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(group).getByRole('radio', { name: 'Post' })).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'How this agent learns from feedback.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Learning mode' });
    await expect(group).toHaveAccessibleDescription('How this agent learns from feedback.');
    await expect(
      within(group).getByRole('radio', { name: 'Automatic' }),
      // react-aria describes each option by its own text, then the group's.
    ).toHaveAccessibleDescription(
      'Learns from every finished run. How this agent learns from feedback.',
    );
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please select a learning mode' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Learning mode' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Please select a learning mode')).toBeVisible();
    await expect(group).toHaveAccessibleDescription('Please select a learning mode');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'manual' },
  play: async ({ canvasElement, args }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
    await userEvent.click(within(canvasElement).getByText('Automatic'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledOption: Story = {
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="manual">Manual</Radio>
      <Radio value="auto" isDisabled>
        Automatic
      </Radio>
      <Radio value="broker">Message broker</Radio>
    </RadioGroup>
  ),
  args: { defaultValue: 'manual' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    // The disabled option is skipped.
    await expect(
      within(canvasElement).getByRole('radio', { name: 'Message broker' }),
    ).toBeChecked();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'manual' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('Automatic'));
    await expect(within(canvasElement).getByRole('radio', { name: 'Manual' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radiogroup', { name: 'Learning mode' }),
    ).toHaveAttribute('aria-required', 'true');
  },
};

/** Every state side by side, for the visual check. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(3, 200px)' }}>
      <RadioGroup label="Selected" defaultValue="auto">
        {learningModes}
      </RadioGroup>
      <RadioGroup
        label="Invalid"
        isInvalid
        defaultValue="auto"
        errorMessage="Please select a learning mode"
      >
        {learningModes}
      </RadioGroup>
      <RadioGroup label="Required" isRequired>
        {learningModes}
      </RadioGroup>
      <RadioGroup label="Disabled" isDisabled defaultValue="auto">
        {learningModes}
      </RadioGroup>
      <RadioGroup label="Read only" isReadOnly defaultValue="auto">
        {learningModes}
      </RadioGroup>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radiogroup')).toHaveLength(5);
    await expect(within(canvasElement).getAllByRole('radio', { checked: true })).toHaveLength(4);
  },
};
