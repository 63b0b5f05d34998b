import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { KeyValueRows } from './KeyValueRows';
import type { KeyValueRow } from './keyValueModel';
import type { KeyValueCompletion } from './valueCompletion';

// `{{variable}}` completion in the value fields: each value is a ComboBox whose list (in a
// Popover) opens after `{{`.

const completions: KeyValueCompletion[] = [
  { name: 'input.message', description: 'The message the run started with' },
  { name: 'input.metadata', description: 'The metadata the run started with' },
  { name: 'Claims_triage.output', description: "The agent's answer" },
];

const args: KeyValueRow[] = [{ id: 'row-1', name: 'ticket', dataType: 'string', value: '' }];

const meta = {
  title: 'Composites/KeyValueRows/Completions',
  component: KeyValueRows,
  args: { label: 'Arguments', defaultValue: args, completions, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 640, minHeight: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KeyValueRows>;

export default meta;
type Story = StoryObj<typeof meta>;

const valueField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Row 1 value' });
/** Each option's name, without the description shown under it. */
const optionTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .map((option) => option.querySelector('span > span:first-child')?.textContent);
const lastValue = (onChange: unknown) => {
  const calls = (onChange as { mock: { calls: KeyValueRow[][][] } }).mock.calls;
  return calls[calls.length - 1]?.[0]?.[0]?.value;
};
const listClosed = () =>
  waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

/** `{{` lists every name; typing narrows it (ignoring case); Escape closes it and keeps the text. */
export const ListsNamesAfterBraces: Story = {
  play: async ({ canvasElement }) => {
    const field = valueField(canvasElement);
    // user-event reads '{{' as one literal brace.
    await userEvent.type(field, 'Ticket for {{{{');
    const list = await screen.findByRole('listbox');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(optionTexts(list)).toEqual([
      'input.message',
      'input.metadata',
      'Claims_triage.output',
    ]);
    await userEvent.type(field, 'INPUT.M');
    await waitFor(() => expect(optionTexts(list)).toEqual(['input.message', 'input.metadata']));
    // Closed before the story ends: while the list is open, react-aria hides the rest of the page
    // from screen readers, and axe flags the fields it hid (aria-hidden-focus).
    await userEvent.keyboard('{Escape}');
    await listClosed();
    await expect(field).toHaveValue('Ticket for {{INPUT.M');
  },
};

/** ArrowDown to a name, Enter: `{{name}}` replaces what was typed after the braces. */
export const CompletesByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const field = valueField(canvasElement);
    await userEvent.type(field, 'Ticket for {{{{meta');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(optionTexts(list)).toEqual(['input.metadata']));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(field.getAttribute('aria-activedescendant')).toBe(within(list).getByRole('option').id),
    );
    await userEvent.keyboard('{Enter}');
    await listClosed();
    await expect(field).toHaveValue('Ticket for {{input.metadata}}');
    await expect(field).toHaveFocus();
    await expect(lastValue(args.onChange)).toBe('Ticket for {{input.metadata}}');
    // The caret is after the inserted name: typing goes on from there.
    await userEvent.keyboard('!');
    await expect(field).toHaveValue('Ticket for {{input.metadata}}!');
  },
};

/** A click on a name inserts it the same way. */
export const CompletesByMouse: Story = {
  play: async ({ canvasElement }) => {
    const field = valueField(canvasElement);
    await userEvent.type(field, '{{{{');
    const list = await screen.findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: /Claims_triage\.output/ }));
    await listClosed();
    await expect(field).toHaveValue('{{Claims_triage.output}}');
  },
};

/** Outside `{{`, or when no name matches, the field is plain text: no list opens. */
export const PlainTextOpensNothing: Story = {
  play: async ({ canvasElement, args }) => {
    const field = valueField(canvasElement);
    await userEvent.type(field, 'Urgent claim');
    await userEvent.keyboard('{ArrowDown}');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.type(field, ' {{{{refund');
    await listClosed();
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('Urgent claim {{refund');
    await expect(lastValue(args.onChange)).toBe('Urgent claim {{refund');
  },
};
