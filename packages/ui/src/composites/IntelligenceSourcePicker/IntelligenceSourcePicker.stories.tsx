import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { expectAllClosed, findOpenDialog } from '../../components/Dialog/storyHelpers';
import { TextField } from '../../components/TextField';
import { SummaryCard } from '../SummaryCard';
import {
  IntelligenceSourcePicker,
  type IntelligenceSourcePickerProps,
  type SourceFormProps,
} from './IntelligenceSourcePicker';
import type { IntelligenceSource, ModelEntry, SourceType } from './sourceModel';

const logo = (fill: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="8" fill="${fill}"/><circle cx="24" cy="24" r="10" fill="#fff"/></svg>`,
  );

const longDescription =
  'General purpose chat model tuned for support answers with citations, a calm tone and short replies in the language of the customer.';

const sampleModels: Partial<Record<SourceType, ModelEntry[]>> = {
  LLM: [
    {
      id: 'llm1',
      name: 'Support GPT',
      provider: 'OpenAI',
      modelName: 'gpt-4o',
      description: longDescription,
      providerLogo: logo('#0f766e'),
    },
    {
      id: 'llm2',
      name: 'Mini drafts',
      provider: 'OpenAI',
      modelName: 'gpt-4o-mini',
      description: 'Cheap drafts.',
      providerLogo: logo('#0f766e'),
    },
    {
      id: 'llm3',
      name: 'Claims Claude',
      provider: 'Anthropic',
      modelName: 'claude-sonnet',
      description: 'Long claims files.',
      providerLogo: logo('#9a3412'),
    },
  ],
  SLM: [
    {
      id: 'slm1',
      name: 'Edge Phi',
      provider: 'Ollama',
      modelName: 'phi-3',
      description: 'Runs on premises.',
      providerLogo: logo('#4338ca'),
    },
  ],
  STS: [],
};

function ModelForm({ type, onDone, onCancel }: SourceFormProps) {
  const [name, setName] = useState('');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <TextField label="Connection name" value={name} onChange={setName} />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button
          onPress={() =>
            onDone({
              id: `${type.toLowerCase()}-new`,
              name,
              provider: 'Mistral',
              modelName: 'mistral-large',
            })
          }
        >
          Create
        </Button>
      </div>
    </div>
  );
}

type DemoProps = Partial<IntelligenceSourcePickerProps> & {
  initialValue?: IntelligenceSource | null;
};

function LanguageModelField({
  initialValue = null,
  models: initialModels = sampleModels,
  ...props
}: DemoProps) {
  const [models, setModels] = useState(initialModels);
  const [value, setValue] = useState<IntelligenceSource | null>(initialValue);
  const [isOpen, setOpen] = useState(false);
  return (
    <div style={{ width: 420 }}>
      <SummaryCard
        title="Language Model"
        items={
          value
            ? [
                {
                  id: value.id,
                  name: value.modelName,
                  description: value.description,
                  logo: value.providerLogo || undefined,
                },
              ]
            : []
        }
        descriptionLength={72}
        addLabel="Add Intelligence Source"
        onOpenSelector={() => setOpen(true)}
        onRemove={() => setValue(null)}
      />
      <IntelligenceSourcePicker
        models={models}
        value={value}
        isOpen={isOpen}
        onOpenChange={setOpen}
        renderCreateForm={(form) => (
          <ModelForm
            {...form}
            onDone={(saved) => {
              if (saved)
                setModels((current) => ({
                  ...current,
                  [form.type]: [...(current[form.type] ?? []), saved],
                }));
              form.onDone(saved);
            }}
          />
        )}
        {...props}
        onChange={(source) => {
          setValue(source);
          props.onChange?.(source);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Composites/IntelligenceSourcePicker',
  component: LanguageModelField,
  args: { onChange: fn() },
} satisfies Meta<typeof LanguageModelField>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement, name = 'Add Intelligence Source') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return within(await findOpenDialog('Intelligence Source'));
};
type Scope = Awaited<ReturnType<typeof open>>;
const tab = (dialog: Scope, name: string) => dialog.getByRole('tab', { name });
const card = (dialog: Scope, name: string) =>
  dialog.getByRole('row', { name: new RegExp(`^${name}`) });

/** Type, provider, model, then 'Add language model' returns the model. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await expect(tab(dialog, 'LLM')).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tablist', { name: 'LLM providers' })).toBeVisible();
    await expect(tab(dialog, 'OpenAI')).toHaveAttribute('aria-selected', 'true');
    const add = dialog.getByRole('button', { name: 'Add language model' });
    await expect(add).toBeDisabled();
    await userEvent.click(tab(dialog, 'Anthropic'));
    await userEvent.click(card(dialog, 'Claims Claude'));
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await expectAllClosed();
    await expect(args.onChange).toHaveBeenCalledWith({
      id: 'llm3',
      provider: 'Anthropic',
      modelName: 'Claims Claude',
      description: 'Long claims files.',
      modelId: 'claude-sonnet',
      providerLogo: sampleModels.LLM?.[2]?.providerLogo,
      isSlm: false,
      type: 'LLM',
    });
    await expect(within(canvasElement).getByText('Claims Claude')).toBeVisible();
  },
};

/** Model cards: logo at 48px and the description cut to 110 characters. */
export const ModelCards: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const support = card(dialog, 'Support GPT');
    await expect(support.querySelector('img')?.getBoundingClientRect().width).toBe(48);
    await expect(
      within(support).getByText(
        'General purpose chat model tuned for support answers with citations, a calm tone and short replies in the lang...',
      ),
    ).toBeVisible();
    await expect(within(support).getByText('gpt-4o')).toBeVisible();
  },
};

/** A small model in use: the picker opens on SLM with it chosen. */
export const SmallModelInUse: Story = {
  args: {
    initialValue: {
      id: 'slm1',
      provider: 'Ollama',
      modelName: 'Edge Phi',
      description: 'Runs on premises.',
      modelId: 'phi-3',
      providerLogo: '',
      isSlm: true,
      type: 'SLM',
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Change Language Model');
    await expect(tab(dialog, 'SLM')).toHaveAttribute('aria-selected', 'true');
    await expect(card(dialog, 'Edge Phi')).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('button', { name: 'Add language model' })).toBeEnabled();
  },
};

/** Changing the source type clears the chosen model; Cancel keeps the confirmed one. */
export const ChangingTypeClearsChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(card(dialog, 'Support GPT'));
    await userEvent.click(tab(dialog, 'SLM'));
    await expect(card(dialog, 'Edge Phi')).toHaveAttribute('aria-selected', 'false');
    await expect(dialog.getByRole('button', { name: 'Add language model' })).toBeDisabled();
    await userEvent.click(tab(dialog, 'LLM'));
    await expect(card(dialog, 'Support GPT')).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expectAllClosed();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Disabled types cannot be selected; with LLM disabled the picker opens on SLM. */
export const DisabledTypes: Story = {
  args: { disabledTypes: ['LLM'] },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(tab(dialog, 'LLM')).toHaveAttribute('aria-disabled', 'true');
    await expect(tab(dialog, 'SLM')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab(dialog, 'LLM'));
    await expect(tab(dialog, 'SLM')).toHaveAttribute('aria-selected', 'true');
  },
};

/** With LLM and SLM disabled the type is STS, here with no provider configured. */
export const OnlySpeechToSpeech: Story = {
  args: { disabledTypes: ['LLM', 'SLM'] },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(tab(dialog, 'STS')).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByText('No STS Provider found')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'New STS' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { models: {} },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog.getByText('No LLM Model has been configured')).toBeVisible();
    await userEvent.click(tab(dialog, 'SLM'));
    await expect(dialog.getByText('No SLM Model has been configured')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog.getByText('Please wait! loading the models data for you...')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add language model' })).toBeDisabled();
  },
};

/** 'New LLM' opens the create form in place; the created model comes back chosen. */
export const NewModel: Story = {
  play: async ({ canvasElement, args }) => {
    let dialog = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'New LLM' }));
    dialog = within(await findOpenDialog('New LLM'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Connection name' }), 'Large Mistral');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    dialog = within(await findOpenDialog('Intelligence Source'));
    await expect(tab(dialog, 'Mistral')).toHaveAttribute('aria-selected', 'true');
    await expect(card(dialog, 'Large Mistral')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(dialog.getByRole('button', { name: 'Add language model' }));
    await expectAllClosed();
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'llm-new', modelId: 'mistral-large', isSlm: false }),
    );
  },
};

/** Everything by keyboard: type tabs, provider tabs, a card, then confirm. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Add Intelligence Source' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await findOpenDialog('Intelligence Source'));
    while (document.activeElement !== tab(dialog, 'LLM')) await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(dialog, 'SLM')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab(dialog, 'LLM')).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(tab(dialog, 'OpenAI')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(dialog, 'Anthropic')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'New LLM' })).toHaveFocus();
    await userEvent.tab();
    await waitFor(() => expect(card(dialog, 'Support GPT')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(card(dialog, 'Mini drafts')).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expectAllClosed();
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'llm2', modelName: 'Mini drafts', modelId: 'gpt-4o-mini' }),
    );
  },
};
