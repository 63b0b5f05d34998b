import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { DialogTrigger } from '../../components/Dialog';
import { expectAllClosed, findOpenDialog } from '../../components/Dialog/storyHelpers';
import { Drawer } from '../../components/Drawer';
import { TextField } from '../../components/TextField';
import { Wizard, type WizardProps } from './Wizard';

type DemoProps = Omit<WizardProps, 'children' | 'isStepValid'> & {
  initial?: { name?: string; topK?: string; prompt?: string };
};

/** A small RAG form: each step is valid once its one field is filled. */
function RagWizard({ initial = {}, ...props }: DemoProps) {
  const [name, setName] = useState(initial.name ?? '');
  const [topK, setTopK] = useState(initial.topK ?? '');
  const [prompt, setPrompt] = useState(initial.prompt ?? '');
  const valid = [name, topK, prompt].map((text) => text.trim() !== '');
  return (
    <Wizard {...props} isStepValid={(step) => valid[step - 1] ?? false}>
      {(step) =>
        step === 1 ? (
          <TextField label="Name" isRequired value={name} onChange={setName} />
        ) : step === 2 ? (
          <TextField label="Top K" isRequired value={topK} onChange={setTopK} />
        ) : (
          <TextField label="Prompt" isRequired value={prompt} onChange={setPrompt} />
        )
      }
    </Wizard>
  );
}

const meta = {
  title: 'Composites/Wizard',
  component: RagWizard,
  args: { onSubmit: fn(), onCancel: fn(), onRevalidate: fn(), onStepChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 600 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RagWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const parts = (root: HTMLElement) => {
  const scope = within(root);
  return {
    scope,
    tab: (name: string) => scope.getByRole('tab', { name }),
    button: (name: string) => scope.getByRole('button', { name }),
    queryButton: (name: string) => scope.queryByRole('button', { name }),
  };
};

/** Step 1 of a new record: Next waits for a valid step; the later tabs cannot be opened yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { tab, button, queryButton, scope } = parts(canvasElement);
    await expect(scope.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '1. General Settings',
      '2. Retrieval Settings',
      '3. Generator Settings',
    ]);
    await expect(tab('1. General Settings')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('2. Retrieval Settings')).toHaveAttribute('aria-disabled', 'true');
    await expect(tab('3. Generator Settings')).toHaveAttribute('aria-disabled', 'true');
    await expect(button('Cancel')).toBeEnabled();
    await expect(queryButton('Previous')).not.toBeInTheDocument();
    await expect(button('Next')).toBeDisabled();
  },
};

/** Through all three steps by pointer: Next, Next, then Create; every tab opens once step 3 was reached. */
export const CreateByPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const { tab, button, scope } = parts(canvasElement);
    await userEvent.type(scope.getByRole('textbox', { name: 'Name' }), 'Support RAG');
    await userEvent.click(button('Next'));
    await expect(tab('2. Retrieval Settings')).toHaveAttribute('aria-selected', 'true');
    await expect(button('Previous')).toBeEnabled();
    await expect(button('Next')).toBeDisabled();
    await expect(tab('1. General Settings')).not.toHaveAttribute('aria-disabled');
    await expect(tab('3. Generator Settings')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(scope.getByRole('textbox', { name: 'Top K' }), '5');
    await userEvent.click(button('Next'));
    await expect(tab('3. Generator Settings')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onStepChange).toHaveBeenLastCalledWith({
      step: 3,
      reached: 3,
      completed: true,
    });
    await expect(button('Create')).toBeDisabled();
    await userEvent.type(
      scope.getByRole('textbox', { name: 'Prompt' }),
      'Answer from the sources only.',
    );
    await userEvent.click(tab('1. General Settings'));
    await expect(scope.getByRole('textbox', { name: 'Name' })).toHaveValue('Support RAG');
    await userEvent.click(tab('3. Generator Settings'));
    await userEvent.click(button('Create'));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Previous from step 2 goes back and asks for step 1 to be validated again. */
export const PreviousRevalidates: Story = {
  args: { initial: { name: 'Support RAG' } },
  play: async ({ canvasElement, args }) => {
    const { tab, button } = parts(canvasElement);
    await userEvent.click(button('Next'));
    await userEvent.click(button('Previous'));
    await expect(tab('1. General Settings')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onRevalidate).toHaveBeenCalledWith(1);
    await expect(button('Cancel')).toBeEnabled();
    // Step 2 was reached, so its tab stays open; step 3 was not.
    await expect(tab('2. Retrieval Settings')).not.toHaveAttribute('aria-disabled');
    await expect(tab('3. Generator Settings')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button('Cancel'));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Tab into the field, type, Tab to Next and press Enter; then the arrow keys move between open tabs. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const { tab, button, scope } = parts(canvasElement);
    await userEvent.tab();
    await expect(tab('1. General Settings')).toHaveFocus();
    await userEvent.tab();
    await expect(scope.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('Support RAG');
    await userEvent.tab();
    await expect(button('Cancel')).toHaveFocus();
    await userEvent.tab();
    await expect(button('Next')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(tab('2. Retrieval Settings')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(scope.getByRole('textbox', { name: 'Top K' }));
    await userEvent.tab({ shift: true });
    await expect(tab('2. Retrieval Settings')).toHaveFocus();
    // Step 3 is not reached yet: the arrow keys skip it.
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('1. General Settings')).toHaveFocus();
    await expect(tab('1. General Settings')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('2. Retrieval Settings')).toHaveAttribute('aria-selected', 'true');
  },
};

/** Editing: every tab opens at once and the last step reads Update. */
export const Editing: Story = {
  args: {
    isEditing: true,
    initial: { name: 'Support RAG', topK: '5', prompt: 'Answer from the sources only.' },
  },
  play: async ({ canvasElement, args }) => {
    const { tab, button, scope } = parts(canvasElement);
    await expect(
      scope.getAllByRole('tab').filter((t) => t.getAttribute('aria-disabled') === 'true'),
    ).toHaveLength(0);
    await userEvent.click(tab('3. Generator Settings'));
    await userEvent.click(button('Update'));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** While saving, the last button reads Saving and does nothing when pressed. */
export const Saving: Story = {
  args: {
    isEditing: true,
    isSaving: true,
    initial: { name: 'Support RAG', topK: '5', prompt: 'Answer from the sources only.' },
  },
  play: async ({ canvasElement, args }) => {
    const { tab, button } = parts(canvasElement);
    await userEvent.click(tab('3. Generator Settings'));
    const saving = button('Saving');
    await userEvent.click(saving);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(button('Previous')).toBeDisabled();
  },
};

/** A read-only record can be browsed but not saved. */
export const ReadOnly: Story = {
  args: {
    isEditing: true,
    isReadOnly: true,
    initial: { name: 'Support RAG', topK: '5', prompt: 'Answer from the sources only.' },
  },
  play: async ({ canvasElement }) => {
    const { tab, button } = parts(canvasElement);
    await userEvent.click(tab('3. Generator Settings'));
    await expect(button('Update')).toBeDisabled();
  },
};

function WizardInDrawer(props: DemoProps) {
  return (
    <DialogTrigger>
      <Button>New Vector RAG</Button>
      <Drawer title="New Vector RAG Configuration">
        {(close) => <RagWizard {...props} onCancel={close} onSubmit={close} />}
      </Drawer>
    </DialogTrigger>
  );
}

/** Closing the drawer on step 2 and opening it again starts from step 1. */
export const ClosingResets: Story = {
  args: { initial: { name: 'Support RAG' } },
  render: (args) => <WizardInDrawer {...args} />,
  play: async ({ canvasElement }) => {
    const open = within(canvasElement).getByRole('button', { name: 'New Vector RAG' });
    await userEvent.click(open);
    let drawer = parts(await findOpenDialog('New Vector RAG Configuration'));
    await userEvent.click(drawer.button('Next'));
    await expect(drawer.tab('2. Retrieval Settings')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(drawer.button('Close'));
    await expectAllClosed();
    await userEvent.click(open);
    drawer = parts(await findOpenDialog('New Vector RAG Configuration'));
    await expect(drawer.tab('1. General Settings')).toHaveAttribute('aria-selected', 'true');
    await expect(drawer.tab('2. Retrieval Settings')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(drawer.button('Cancel'));
    await expectAllClosed();
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** Titles are configurable for other multi-step forms. */
export const CustomSteps: Story = {
  args: { steps: ['1. Connection', '2. Tools', '3. Review'] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['1. Connection', '2. Tools', '3. Review']);
  },
};
