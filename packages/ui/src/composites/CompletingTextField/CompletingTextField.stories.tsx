import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CompletingTextField, type TextCompletion } from './CompletingTextField';

// Completion of the word before the caret, as the logging page's query bar offers field names
// and values. The list is a ComboBox's, in a Popover.

const fields = ['level', 'workflow', 'node'];

/** The fields that start with the word before the caret; picking one writes `field:`. */
function fieldCompletions(text: string, caret: number): TextCompletion[] {
  const start = text.slice(0, caret).search(/\S*$/);
  const word = text.slice(start, caret);
  if (!word || word.includes(':')) return [];
  return fields
    .filter((name) => name.startsWith(word))
    .map((name) => ({
      id: name,
      label: `${name}:`,
      description: `Filter by ${name}`,
      apply: () => ({ text: `${text.slice(0, start)}${name}:${text.slice(caret)}`, caret: start + name.length + 1 }),
    }));
}

function QueryField(props: { initial?: string; errorMessage?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <CompletingTextField
      label="Query"
      description="Type a field name, such as level"
      value={value}
      onChange={setValue}
      completionsAt={fieldCompletions}
      errorMessage={props.errorMessage}
      isInvalid={props.errorMessage !== undefined}
    />
  );
}

const meta = {
  title: 'Composites/CompletingTextField',
  component: QueryField,
  decorators: [
    (Story) => (
      <div style={{ width: 480, minHeight: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QueryField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing a field's start lists it; Enter writes it with the caret after it; plain text opens nothing. */
export const CompletesTheWordBeforeTheCaret: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Query' });
    await userEvent.type(input, 'timeout wo');
    const list = await screen.findByRole('listbox');
    await expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['workflow:Filter by workflow']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(input).toHaveValue('timeout workflow:'));
    await expect(input).toHaveProperty('selectionStart', 'timeout workflow:'.length);
    await userEvent.type(input, 'x');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveValue('timeout workflow:x');
  },
};

/** A problem with the text (a query's syntax error) shows under the field and marks it invalid. */
export const ShowsAnError: Story = {
  args: { initial: 'level:(', errorMessage: 'Syntax error at position 7' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Query' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Syntax error at position 7'));
  },
};
