import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { Radio, RadioGroup } from '../../components/RadioGroup';
import { expectAllClosed, findOpenDialog } from '../../components/Dialog/storyHelpers';
import { TextField } from '../../components/TextField';
import { SummaryCard } from '../SummaryCard';
import { samplePrompts, type SamplePrompt } from './sampleItems';
import { SelectorModal, type SelectorFormProps, type SelectorModalProps } from './SelectorModal';

/** The caller's create/edit form, as an agent editor would pass it in. */
function PromptForm({
  item,
  onDone,
  onCancel,
  nextId,
}: SelectorFormProps<SamplePrompt> & { nextId: string }) {
  const [name, setName] = useState(item?.name ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <TextField label="Name" value={name} onChange={setName} isRequired />
      <TextField label="Description" value={description} onChange={setDescription} />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button
          isDisabled={name.trim() === ''}
          onPress={() => onDone({ id: item?.id ?? nextId, name, description })}
        >
          {item ? 'Update' : 'Create'}
        </Button>
      </div>
    </div>
  );
}

type DemoProps = Partial<SelectorModalProps<SamplePrompt>> & {
  initialValue?: string[];
  withForm?: boolean;
};

/** A summary card and its selector, wired as a screen would wire them. */
function PromptSelector({
  initialValue = [],
  withForm = true,
  items: initialItems = samplePrompts,
  ...props
}: DemoProps) {
  const [items, setItems] = useState(initialItems);
  const [value, setValue] = useState<readonly string[]>(initialValue);
  const [isOpen, setOpen] = useState(false);
  const chosen = value.flatMap((id) => items.filter((item) => item.id === id));
  const multiple = props.selectionMode === 'multiple';
  return (
    <div style={{ width: 420 }}>
      <SummaryCard
        title={multiple ? 'Prompts' : 'Prompt'}
        items={chosen}
        selectionMode={props.selectionMode}
        addLabel={multiple ? 'Add Prompts' : 'Add Prompt'}
        emptyText="No prompt has been added. Please use 'Add Prompt' to provide instructions for the agent."
        onOpenSelector={() => setOpen(true)}
        onRemove={() => setValue([])}
        isReadOnly={props.isReadOnly}
      />
      <SelectorModal<SamplePrompt>
        kind="Prompts"
        itemKind="Prompt"
        items={items}
        value={value}
        isOpen={isOpen}
        onOpenChange={setOpen}
        renderCreateForm={
          withForm
            ? (form) => (
                <PromptForm
                  {...form}
                  nextId={`p${items.length + 1}`}
                  onDone={(saved) => {
                    if (saved)
                      setItems((current) =>
                        form.item
                          ? current.map((entry) => (entry.id === saved.id ? saved : entry))
                          : [...current, saved],
                      );
                    form.onDone(saved);
                  }}
                />
              )
            : undefined
        }
        {...props}
        onChange={(ids, picked) => {
          setValue(ids);
          props.onChange?.(ids, picked);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Composites/SelectorModal',
  component: PromptSelector,
  args: { onChange: fn() },
} satisfies Meta<typeof PromptSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

const openSelector = async (
  canvasElement: HTMLElement,
  buttonName: string | RegExp,
  title = 'Prompts',
) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: buttonName }));
  return within(await findOpenDialog(title));
};
const rowNames = (dialog: ReturnType<typeof within>) =>
  dialog
    .queryAllByRole('row')
    .map((row: HTMLElement) => row.querySelector('span > span')?.textContent);
const row = (dialog: ReturnType<typeof within>, name: string) =>
  dialog.getByRole('row', { name: new RegExp(`^${name}`) });

/** Nothing chosen: the card offers Add; choosing an item enables Add, which confirms it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        "No prompt has been added. Please use 'Add Prompt' to provide instructions for the agent.",
      ),
    ).toBeVisible();
    const dialog = await openSelector(canvasElement, 'Add Prompt');
    await expect(rowNames(dialog)).toEqual(samplePrompts.map((prompt) => prompt.name));
    const add = dialog.getByRole('button', { name: 'Add' });
    await expect(add).toBeDisabled();
    await userEvent.click(row(dialog, 'Claims triage'));
    await expect(row(dialog, 'Claims triage')).toHaveAttribute('aria-selected', 'true');
    await expect(add).toBeEnabled();
    await userEvent.click(row(dialog, 'Onboarding guide'));
    await expect(row(dialog, 'Claims triage')).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(add);
    await expectAllClosed();
    await expect(args.onChange).toHaveBeenCalledWith(['p3'], [samplePrompts[2]]);
    await expect(canvas.getByText('Onboarding guide')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change Prompt' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Prompt' })).toBeVisible();
  },
};

/** Multi-select toggles membership; chosen items sit on top when reopened; Remove all clears. */
export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', initialValue: ['p5'], addLabel: 'Add Prompts' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    let dialog = await openSelector(canvasElement, 'Change Prompts');
    await expect(rowNames(dialog)[0]).toBe('Trading news digest');
    await userEvent.click(row(dialog, 'Refund policy'));
    await userEvent.click(row(dialog, 'Claims triage'));
    await userEvent.click(row(dialog, 'Refund policy'));
    await expect(row(dialog, 'Refund policy')).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Prompts' }));
    await expectAllClosed();
    await expect(args.onChange).toHaveBeenCalledWith(
      ['p5', 'p2'],
      [samplePrompts[4], samplePrompts[1]],
    );
    dialog = await openSelector(canvasElement, 'Change Prompts');
    await expect(rowNames(dialog).slice(0, 2)).toEqual(['Claims triage', 'Trading news digest']);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expectAllClosed();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove all Prompts' }));
    await expect(canvas.getByRole('button', { name: 'Add Prompts' })).toBeVisible();
  },
};

/** Cancel closes without touching the confirmed choice; the next opening starts from it again. */
export const CancelRestores: Story = {
  args: { initialValue: ['p1'] },
  play: async ({ canvasElement, args }) => {
    let dialog = await openSelector(canvasElement, 'Change Prompt');
    await userEvent.click(row(dialog, 'Claims triage'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expectAllClosed();
    await expect(args.onChange).not.toHaveBeenCalled();
    dialog = await openSelector(canvasElement, 'Change Prompt');
    await expect(row(dialog, 'Refund policy')).toHaveAttribute('aria-selected', 'true');
    await expect(row(dialog, 'Claims triage')).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Escape}');
    await expectAllClosed();
    await expect(within(canvasElement).getByText('Refund policy')).toBeVisible();
  },
};

/** Search by name, case-insensitive; 'No results found' when nothing matches. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSelector(canvasElement, 'Add Prompt');
    const search = dialog.getByRole('searchbox', { name: 'Search Prompts' });
    await userEvent.type(search, 'refund');
    await waitFor(() => expect(rowNames(dialog)).toEqual(['Refund policy', 'REFUND escalation']));
    await userEvent.clear(search);
    await userEvent.type(search, 'urgency');
    await waitFor(() => expect(dialog.getByText('No results found')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(rowNames(dialog)).toHaveLength(5));
  },
};

/** Vector and graph RAG selectors search the description too. */
export const SearchDescription: Story = {
  args: { searchDescription: true },
  play: async ({ canvasElement }) => {
    const dialog = await openSelector(canvasElement, 'Add Prompt');
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search Prompts' }), 'URGENCY');
    await waitFor(() => expect(rowNames(dialog)).toEqual(['Claims triage']));
  },
};

/** The whole pick by keyboard: open, search, move into the list, choose with Space, confirm. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Add Prompt' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await findOpenDialog('Prompts'));
    const search = dialog.getByRole('searchbox', { name: 'Search Prompts' });
    while (document.activeElement !== search) await userEvent.tab();
    await userEvent.keyboard('trad');
    await waitFor(() => expect(rowNames(dialog)).toEqual(['Trading news digest']));
    await userEvent.tab();
    await userEvent.tab();
    await expect(row(dialog, 'Trading news digest')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(row(dialog, 'Trading news digest')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByRole('button', { name: 'Edit Trading news digest' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Add' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectAllClosed();
    await expect(args.onChange).toHaveBeenCalledWith(['p5'], [samplePrompts[4]]);
  },
};

/** New opens the caller's form in place ('New Prompt'); the saved item is chosen and listed on top. */
export const CreateNew: Story = {
  play: async ({ canvasElement, args }) => {
    await openSelector(canvasElement, 'Add Prompt');
    let dialog = within(await findOpenDialog('Prompts'));
    await userEvent.click(dialog.getByRole('button', { name: 'New' }));
    dialog = within(await findOpenDialog('New Prompt'));
    await expect(dialog.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Tone checker');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    dialog = within(await findOpenDialog('Prompts'));
    await expect(rowNames(dialog)[0]).toBe('Tone checker');
    await expect(row(dialog, 'Tone checker')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expectAllClosed();
    await expect(args.onChange).toHaveBeenCalledWith(
      ['p6'],
      [{ id: 'p6', name: 'Tone checker', description: '' }],
    );
  },
};

/** Edit opens the same form prefilled ('Edit Prompt', Update); closing the form returns to the list. */
export const EditItem: Story = {
  play: async ({ canvasElement }) => {
    let dialog = await openSelector(canvasElement, 'Add Prompt');
    await expect(
      dialog.queryByRole('button', { name: 'Edit REFUND escalation' }),
    ).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Edit Claims triage' }));
    dialog = within(await findOpenDialog('Edit Prompt'));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Claims triage');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    dialog = within(await findOpenDialog('Prompts'));
    await userEvent.click(dialog.getByRole('button', { name: 'Edit Claims triage' }));
    dialog = within(await findOpenDialog('Edit Prompt'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), ' (EU)');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    dialog = within(await findOpenDialog('Prompts'));
    await expect(rowNames(dialog)).toContain('Claims triage (EU)');
    await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const dialog = await openSelector(canvasElement, 'Add Prompt');
    await expect(
      dialog.getByRole('progressbar', { name: 'Please wait! loading the prompts data for you...' }),
    ).toBeVisible();
    await expect(
      dialog.getByText('Please wait! loading the prompts data for you...'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  },
};

/** The connector picker's own texts (spec 002 section 2). */
export const ConnectorTexts: Story = {
  args: {
    kind: 'Connectors',
    title: 'Connectors',
    itemKind: 'Connector Config',
    newLabel: 'New Connector',
    addLabel: 'Add Connectors',
    isLoading: true,
    loadingText: 'Please wait! loading the Connectors data for you...',
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSelector(canvasElement, 'Add Prompt', 'Connectors');
    await expect(
      dialog.getByText('Please wait! loading the Connectors data for you...'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'New Connector' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Add Connectors' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { items: [], withForm: false },
  play: async ({ canvasElement }) => {
    const dialog = await openSelector(canvasElement, 'Add Prompt');
    await expect(dialog.getByText('No Prompts have been configured')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'New' })).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  },
};

/** A reusable agent's choice: shown, but nothing can change. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, initialValue: ['p2'] },
  render: (args) => (
    <>
      <PromptSelector {...args} />
      <ReadOnlyOpener />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Claims triage')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Change Prompt' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Remove Prompt' })).not.toBeInTheDocument();
  },
};

/** The selector itself in read-only mode: New and Add disabled, rows cannot be chosen. */
function ReadOnlyOpener() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        View prompts
      </Button>
      <SelectorModal<SamplePrompt>
        kind="Prompts"
        items={samplePrompts}
        value={['p2']}
        onChange={() => {}}
        isOpen={isOpen}
        onOpenChange={setOpen}
        isReadOnly
        renderCreateForm={() => null}
      />
    </>
  );
}

export const ReadOnlySelector: Story = {
  render: () => <ReadOnlyOpener />,
  play: async ({ canvasElement }) => {
    const dialog = await openSelector(canvasElement, 'View prompts');
    await expect(dialog.getByRole('button', { name: 'New' })).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    await userEvent.click(row(dialog, 'Refund policy'));
    await expect(row(dialog, 'Refund policy')).toHaveAttribute('aria-selected', 'false');
    await expect(row(dialog, 'Claims triage')).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  },
};

/** Descriptions on the card are cut to 65 characters plus '...'. */
export const SummaryPreview: Story = {
  args: { initialValue: ['p1'] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Answers questions on refunds and returns from the billing knowled...',
      ),
    ).toBeVisible();
  },
};

const sampleGuardrails = [
  { id: 'g1', name: 'PII detection', description: 'Masks social security numbers', criteria: ['PRE', 'POST'] },
  { id: 'g2', name: 'Prompt injection', description: 'Blocks attempts to override instructions', criteria: ['PRE'] },
  { id: 'g3', name: 'Bias detection', description: 'Blocks stereotype wording', criteria: ['POST'] },
];

/** A selector whose list a Pre/Post toggle narrows, as the agent editor's guardrails dialog does. */
function GuardrailPicker({ onChange }: { onChange: (ids: string[]) => void }) {
  const [isOpen, setOpen] = useState(false);
  const [criterion, setCriterion] = useState('PRE');
  return (
    <>
      <Button onPress={() => setOpen(true)}>Add Guardrails</Button>
      <SelectorModal
        kind="Guardrails"
        items={sampleGuardrails.filter((guardrail) => guardrail.criteria.includes(criterion))}
        selectionMode="multiple"
        value={[]}
        onChange={onChange}
        isOpen={isOpen}
        onOpenChange={setOpen}
        addLabel="Add Guardrails"
        filters={
          <RadioGroup label="Guardrail criteria" orientation="horizontal" value={criterion} onChange={setCriterion}>
            <Radio value="PRE">Pre Guardrail</Radio>
            <Radio value="POST">Post Guardrail</Radio>
          </RadioGroup>
        }
      />
    </>
  );
}

/** A filter beside the search narrows the list; what it hides stays chosen. */
export const WithFilters: StoryObj<typeof GuardrailPicker> = {
  render: (args) => <GuardrailPicker {...args} />,
  args: { onChange: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = await openSelector(canvasElement, 'Add Guardrails', 'Guardrails');
    await expect(rowNames(dialog)).toEqual(['PII detection', 'Prompt injection']);
    await userEvent.click(row(dialog, 'Prompt injection'));
    await userEvent.click(dialog.getByText('Post Guardrail'));
    await expect(rowNames(dialog)).toEqual(['PII detection', 'Bias detection']);
    await userEvent.click(row(dialog, 'Bias detection'));
    await userEvent.click(dialog.getByRole('button', { name: 'Add Guardrails' }));
    await expectAllClosed();
    await expect(args.onChange).toHaveBeenCalledWith(['g2', 'g3'], expect.anything());
  },
};

/** The mock API's three default guardrails (apps/mock-api/src/seed/records.ts), as listed. */
const defaultGuardrails = [
  { id: 'guardrail-1', name: 'PII detection', description: 'Masks social security numbers in prompts and answers' },
  { id: 'guardrail-2', name: 'Prompt injection', description: 'Blocks attempts to ignore or override instructions' },
  { id: 'guardrail-3', name: 'Bias detection', description: 'Blocks answers with race, gender or stereotype wording' },
];

/**
 * Settings > 'Workspace Guardrails' (spec 002 sections 2 and 8): one guardrail for the whole
 * workspace; Save stays disabled until one is chosen, or when none exist. Its Settings menu item
 * is disabled in the console, as the spec says, so the dialog is shown here.
 */
function WorkspaceGuardrailsDialog({
  items,
  onChange,
}: {
  items: typeof defaultGuardrails;
  onChange: (ids: string[]) => void;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Workspace Guardrails</Button>
      <SelectorModal
        kind="Guardrails"
        title="Workspace Guardrails"
        items={items}
        value={[]}
        onChange={onChange}
        isOpen={isOpen}
        onOpenChange={setOpen}
        addLabel="Save"
        emptyText="No guardrails available to display."
      />
    </>
  );
}

export const WorkspaceGuardrails: StoryObj<typeof WorkspaceGuardrailsDialog> = {
  render: (args) => <WorkspaceGuardrailsDialog {...args} />,
  args: { items: defaultGuardrails, onChange: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = await openSelector(canvasElement, 'Workspace Guardrails', 'Workspace Guardrails');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(row(dialog, 'Prompt injection'));
    await userEvent.click(row(dialog, 'Bias detection'));
    // One guardrail for the workspace: choosing another replaces the first.
    await expect(row(dialog, 'Prompt injection')).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectAllClosed();
    await expect(args.onChange).toHaveBeenCalledWith(['guardrail-3'], [defaultGuardrails[2]]);
  },
};

export const WorkspaceGuardrailsEmpty: StoryObj<typeof WorkspaceGuardrailsDialog> = {
  render: (args) => <WorkspaceGuardrailsDialog {...args} />,
  args: { items: [], onChange: fn() },
  play: async ({ canvasElement }) => {
    const dialog = await openSelector(canvasElement, 'Workspace Guardrails', 'Workspace Guardrails');
    await expect(dialog.getByText('No guardrails available to display.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
