import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListBox, ListBoxItem } from './ListBox';

const dataTypes = ['string', 'int', 'float', 'bool', 'list', 'dict'] as const;

const longDescription =
  'Customer support summariser tuned for long conversations with escalation hints and tone';

const meta = {
  title: 'Components/ListBox',
  component: ListBox,
  args: {
    'aria-label': 'Data type',
    selectionMode: 'single',
    onSelectionChange: fn(),
  },
  render: (args) => (
    <div style={{ width: 280 }}>
      <ListBox {...args}>
        {dataTypes.map((type) => (
          <ListBoxItem key={type} id={type}>
            {type}
          </ListBoxItem>
        ))}
      </ListBox>
    </div>
  ),
} satisfies Meta<typeof ListBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('listbox', { name: 'Data type' });
    const options = within(list).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([...dataTypes]);
    await userEvent.click(within(list).getByRole('option', { name: 'float' }));
    await expect(within(list).getByRole('option', { name: 'float' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('listbox', { name: 'Data type' });
    await userEvent.tab();
    await expect(within(list).getByRole('option', { name: 'string' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(list).getByRole('option', { name: 'float' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(list).getByRole('option', { name: 'float' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(within(list).getByRole('option', { name: 'dict' })).toHaveFocus();
    // Typing jumps to the first option starting with the letters typed.
    await userEvent.keyboard('bo');
    await expect(within(list).getByRole('option', { name: 'bool' })).toHaveFocus();
  },
};

export const WithDescriptions: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <ListBox {...args} aria-label="Source type">
        <ListBoxItem id="llm" description="Large language model">
          LLM
        </ListBoxItem>
        <ListBoxItem id="slm" description="Small language model">
          SLM
        </ListBoxItem>
        <ListBoxItem id="sts" description="Speech to speech">
          STS
        </ListBoxItem>
      </ListBox>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const option = within(canvasElement).getByRole('option', { name: 'SLM Small language model' });
    await userEvent.click(option);
    await expect(option).toHaveAttribute('aria-selected', 'true');
  },
};

/** Spec 000 section 9: option text over 70 characters shows 57 plus an ellipsis. */
export const LongOptionText: Story = {
  render: (args) => (
    <div style={{ width: 520 }}>
      <ListBox {...args} aria-label="Prompt template">
        <ListBoxItem id="short">Welcome message</ListBoxItem>
        <ListBoxItem id="long">{longDescription}</ListBoxItem>
      </ListBox>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const option = within(canvasElement).getByRole('option', { name: longDescription });
    await expect(option).toHaveTextContent(
      /^Customer support summariser tuned for long conversations \.\.\.$/,
    );
    await expect(within(option).getByTitle(longDescription)).toBeVisible();
    const short = within(canvasElement).getByRole('option', { name: 'Welcome message' });
    await expect(short.querySelector('[title]')).toBeNull();
  },
};

export const DisabledOption: Story = {
  args: { disabledKeys: ['list', 'dict'] },
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('listbox', { name: 'Data type' });
    const dict = within(list).getByRole('option', { name: 'dict' });
    await expect(dict).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(dict, { pointerEventsCheck: 0 });
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    // Keyboard focus skips disabled options.
    await userEvent.click(within(list).getByRole('option', { name: 'bool' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(list).getByRole('option', { name: 'bool' })).toHaveFocus();
  },
};

export const Empty: Story = {
  render: (args) => (
    <div style={{ width: 280 }}>
      <ListBox {...args} items={[] as { id: string }[]} emptyText="No results found">
        {(entry) => <ListBoxItem id={entry.id}>{entry.id}</ListBoxItem>}
      </ListBox>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('listbox', { name: 'Data type' });
    await expect(within(list).getByText('No results found')).toBeVisible();
    // react-aria announces the empty state as the list's only row.
    await expect(within(list).getByRole('option')).toHaveTextContent('No results found');
  },
};
