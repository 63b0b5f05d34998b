import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  editorText as textOf,
  expectSuggestions,
  suggestion,
  typeInEditor as type,
} from '../private/codeEditor/storyHelpers';
import { Button } from '../../components/Button';
import { PromptEditor, type PromptEditorProps } from './PromptEditor';
import type { PromptPickerCategory } from './promptTemplate';

const categories: PromptPickerCategory[] = [
  { name: 'Agents', items: [{ name: 'triage_agent', description: 'Sorts incoming tickets' }] },
  { name: 'APIs', items: [{ name: 'weather_api' }] },
  { name: 'MCPs', items: [{ name: 'jira_mcp', description: 'Tools: create_issue, search_issues' }] },
  { name: 'Vector RAGs', items: [{ name: 'product_docs' }] },
  { name: 'Graph RAGs', items: [{ name: 'kg_search' }] },
  { name: 'Variables', items: [{ name: 'customer_name' }, { name: 'order_id' }] },
  { name: 'Metadata', items: [{ name: 'session_id' }] },
];

/** The editor as the prompt template drawer uses it, with a Save that shows what is saved. */
function PromptForm(props: PromptEditorProps) {
  const [template, setTemplate] = useState(props.value);
  const [saved, setSaved] = useState<string>();
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 720 }}>
      <PromptEditor
        {...props}
        value={template}
        onChange={(next) => {
          setTemplate(next);
          props.onChange?.(next);
        }}
      />
      <div>
        <Button isDisabled={props.isReadOnly} onPress={() => setSaved(template)}>
          Save
        </Button>
      </div>
      <output aria-label="Saved template">{saved}</output>
    </div>
  );
}

const meta = {
  title: 'Composites/PromptEditor',
  component: PromptEditor,
  render: (args) => <PromptForm {...args} />,
  args: { value: '', categories, onChange: fn() },
} satisfies Meta<typeof PromptEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const editorOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Prompt' });
/** The spec's seven categories (000 section 2.7), spelt out rather than taken from the code under test. */
const allCategories = [
  'Agents',
  'APIs',
  'MCPs',
  'Vector RAGs',
  'Graph RAGs',
  'Variables',
  'Metadata',
];

/** A saved template shows without its braces; edits report the template with them. */
export const Default: Story = {
  args: { value: 'Summarise the ticket for {{customer_name}}.' },
  play: async ({ canvasElement, args }) => {
    const editor = editorOf(canvasElement);
    await expect(textOf(editor)).toBe('Summarise the ticket for customer_name.');
    await expect(editor.getBoundingClientRect().height).toBeGreaterThanOrEqual(200);
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await type(' Mention order_id');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      'Summarise the ticket for {{customer_name}}. Mention {{order_id}}',
    );
  },
};

/** '@' lists the seven categories; arrows and Enter pick a category, then a name. */
export const AtPicker: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(editorOf(canvasElement));
    await type('Greet @');
    await expectSuggestions(allCategories);
    await userEvent.keyboard('{ArrowDown>5/}{Enter}');
    await expectSuggestions(['customer_name', 'order_id']);
    await userEvent.keyboard('{Enter}');
    await expectSuggestions([]);
    await expect(textOf(editorOf(canvasElement))).toBe('Greet customer_name');
    await expect(args.onChange).toHaveBeenLastCalledWith('Greet {{customer_name}}');

    // Escape closes the picker without inserting anything.
    await type(' @');
    await expectSuggestions(allCategories);
    await userEvent.keyboard('{Escape}');
    await expectSuggestions([]);
    await expect(textOf(editorOf(canvasElement))).toBe('Greet customer_name @');
  },
};

/** The same by pointer; MCP servers show their selected tools, and one without tools is left out. */
export const AtPickerByPointer: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(editorOf(canvasElement));
    await type('Use @');
    await userEvent.click(await waitFor(() => suggestion('MCPs')));
    await expectSuggestions(['jira_mcp']);
    await userEvent.click(suggestion('jira_mcp'));
    await expect(args.onChange).toHaveBeenLastCalledWith('Use {{jira_mcp}}');

    // Left open for the visual check: the first step, filtered by what follows '@'.
    await type(' then @a');
    await expectSuggestions([
      'Agents',
      'APIs',
      'Vector RAGs',
      'Graph RAGs',
      'Variables',
      'Metadata',
    ]);
  },
};

/** No picker for an '@' glued to a complete token, such as a name or an e-mail address. */
export const NoPickerAfterCompleteToken: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(editorOf(canvasElement));
    await type('Ask triage_agent@');
    // Longer than the picker takes to open after '@'.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(document.body).queryByRole('listbox')).toBeNull();

    await type(' or mail ann@example.com');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(document.body).queryByRole('listbox')).toBeNull();

    await type(' @');
    await expectSuggestions(allCategories);
  },
};

/** Save wraps known names in double braces, whole words only. */
export const WrapsKnownNames: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(editorOf(canvasElement));
    await type('Greet customer_name about order_id, not my_order_id, via weather_api.');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(
      within(canvasElement).getByRole('status', { name: 'Saved template' }),
    ).toHaveTextContent(
      'Greet {{customer_name}} about {{order_id}}, not my_order_id, via {{weather_api}}.',
    );
    // The editor keeps showing the names without braces.
    await expect(textOf(editorOf(canvasElement))).toBe(
      'Greet customer_name about order_id, not my_order_id, via weather_api.',
    );
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, value: 'Answer {{customer_name}} politely.' },
  play: async ({ canvasElement, args }) => {
    const editor = editorOf(canvasElement);
    await expect(editor).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(editor);
    await userEvent.keyboard('x@');
    await expect(textOf(editor)).toBe('Answer customer_name politely.');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Please enter a prompt' },
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription('Please enter a prompt');
  },
};
