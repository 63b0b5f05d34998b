import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem, type SelectOption } from './Select';

const dataTypes: SelectOption[] = [
  { id: 'string', label: 'string' },
  { id: 'int', label: 'int' },
  { id: 'float', label: 'float' },
  { id: 'bool', label: 'bool' },
  { id: 'list', label: 'list' },
  { id: 'dict', label: 'dict' },
];

const longTemplateName =
  'Customer support summariser tuned for long conversations with escalation hints and tone';

const listbox = () => screen.findByRole('listbox');
/** Waits for the list to go and, when given, for focus to come back to the trigger. */
const listClosed = async (trigger?: HTMLElement) => {
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  if (trigger) await waitFor(() => expect(trigger).toHaveFocus());
};

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Data type', items: dataTypes, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Data type/ });
    await expect(trigger).toHaveTextContent('Select an option');
    await userEvent.click(trigger);
    const list = await listbox();
    await expect(within(list).getAllByRole('option')).toHaveLength(6);
    await userEvent.click(within(list).getByRole('option', { name: 'float' }));
    await listClosed(trigger);
    await expect(trigger).toHaveTextContent('float');
    await expect(args.onChange).toHaveBeenCalledWith('float');
  },
};

/** ArrowDown opens the list, arrows move, Enter picks; Enter reopens on the selected option. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Data type/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await listbox();
    await waitFor(() => expect(within(list).getByRole('option', { name: 'string' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await listClosed(trigger);
    await expect(trigger).toHaveTextContent('float');
    await expect(args.onChange).toHaveBeenLastCalledWith('float');

    await userEvent.keyboard('{Enter}');
    const reopened = await listbox();
    await waitFor(() =>
      expect(within(reopened).getByRole('option', { name: 'float' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await listClosed(trigger);
    await expect(trigger).toHaveTextContent('bool');

    // Escape closes without changing the value.
    await userEvent.keyboard('{Enter}');
    await listbox();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await listClosed(trigger);
    await expect(trigger).toHaveTextContent('bool');
  },
};

export const WithChildren: Story = {
  args: { items: undefined, label: 'Source type', defaultValue: 'slm' },
  render: (args) => (
    <Select {...args}>
      <SelectItem id="llm" description="Large language model">
        LLM
      </SelectItem>
      <SelectItem id="slm" description="Small language model">
        SLM
      </SelectItem>
      <SelectItem id="sts" description="Speech to speech">
        STS
      </SelectItem>
    </Select>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Source type/ });
    await expect(trigger).toHaveTextContent('SLM');
    await userEvent.click(trigger);
    const list = await listbox();
    const sts = within(list).getByRole('option', { name: 'STS Speech to speech' });
    await userEvent.click(sts);
    await listClosed(trigger);
    await expect(trigger).toHaveTextContent(/^STS$/);
  },
};

/** Spec 000 section 9: option text over 70 characters shows as 57 plus an ellipsis. */
export const LongOptionText: Story = {
  args: {
    label: 'Prompt template',
    items: [
      { id: 'welcome', label: 'Welcome message' },
      { id: 'summary', label: longTemplateName },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const shown = 'Customer support summariser tuned for long conversations ...';
    const trigger = within(canvasElement).getByRole('button', { name: /Prompt template/ });
    await userEvent.click(trigger);
    const option = within(await listbox()).getByRole('option', { name: longTemplateName });
    await expect(option).toHaveTextContent(shown);
    await waitFor(() => expect(within(option).getByTitle(longTemplateName)).toBeVisible());
    await userEvent.click(option);
    await listClosed(trigger);
    await expect(trigger).toHaveTextContent(shown);
  },
};

export const WithDescription: Story = {
  args: { description: 'List and dict values are stored as JSON.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Data type/ }),
    ).toHaveAccessibleDescription('List and dict values are stored as JSON.');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please select a data type' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please select a data type')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Data type/ })).toHaveAccessibleDescription(
      'Please select a data type',
    );
  },
};

/**
 * How react-hook-form drives it: the form holds the value and passes `isInvalid`, so the
 * message goes as soon as a type is picked (spec 000 section 5: validate on every change).
 */
export const ValidatesOnEveryChange: Story = {
  render: function ControlledByForm(args) {
    const [value, setValue] = useState<Key | null>(null);
    return (
      <Select
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
        isRequired
        isInvalid={value == null}
        errorMessage="Please select a data type"
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please select a data type')).toBeVisible();
    const trigger = canvas.getByRole('button', { name: /Data type/ });
    await userEvent.click(trigger);
    await userEvent.click(within(await listbox()).getByRole('option', { name: 'int' }));
    await listClosed(trigger);
    await expect(canvas.queryByText('Please select a data type')).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenCalledWith('int');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'int' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Data type/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'int' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Data type/ });
    await expect(trigger).toHaveTextContent('int');
    await userEvent.click(trigger);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.keyboard('fl');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(trigger).toHaveTextContent('int');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    // The star is visual; the button's name (value, then label) says 'required' since a
    // button cannot carry aria-required.
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(
      within(canvasElement).getByRole('button', { name: /Data type \(required\)/ }),
    ).toBeVisible();
  },
};

export const DisabledOptions: Story = {
  args: { disabledKeys: ['list', 'dict'] },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Data type/ });
    await userEvent.click(trigger);
    const list = await listbox();
    await expect(within(list).getByRole('option', { name: 'dict' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(within(list).getByRole('option', { name: 'bool' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await listClosed(trigger);
  },
};

export const Empty: Story = {
  args: {
    label: 'Database',
    items: [],
    emptyText: 'No Databases have been configured',
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Database/ });
    await userEvent.click(trigger);
    const list = await listbox();
    await waitFor(() =>
      expect(within(list).getByText('No Databases have been configured')).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await listClosed(trigger);
  },
};
