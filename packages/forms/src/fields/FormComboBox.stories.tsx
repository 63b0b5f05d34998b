import { MODEL_MESSAGES, modelNameRule } from '@agentdeck/api-client/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { StoryForm } from '../../test/StoryForm';
import { FormComboBox } from './FormComboBox';

const modelSchema = z.object({ modelName: modelNameRule });
const models = ['gpt-4o', 'gpt-4o-mini', 'o3-mini'].map((model) => ({ id: model, label: model }));
const onSubmit = fn();
const listClosed = () =>
  waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

function ModelName() {
  return (
    <StoryForm
      schema={modelSchema}
      defaultValues={{ modelName: '' }}
      onSubmit={onSubmit}
      saveLabel="Save"
    >
      {(control) => (
        <FormComboBox
          control={control}
          name="modelName"
          label="Model"
          items={models}
          allowsCustomValue
          isRequired
        />
      )}
    </StoryForm>
  );
}

const meta = {
  title: 'Forms/FormComboBox',
  component: FormComboBox,
  render: () => <ModelName />,
} satisfies Meta<typeof FormComboBox>;

export default meta;
// The stories render whole forms, so the component's own args do not apply.
type Story = StoryObj<Meta<typeof ModelName>>;

/** A model picked from the list by pointer is stored as its name. */
export const PickByPointer: Story = {
  play: async ({ canvasElement }) => {
    onSubmit.mockClear();
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Model' }), 'mini');
    await userEvent.click(await screen.findByRole('option', { name: 'o3-mini' }));
    await listClosed();
    await expect(canvas.getByRole('combobox', { name: 'Model' })).toHaveValue('o3-mini');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ modelName: 'o3-mini' }, expect.anything()),
    );
  },
};

/** A name the list does not hold is kept as typed (custom model names are allowed). */
export const CustomValueByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    onSubmit.mockClear();
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Model' })).toHaveFocus();
    await userEvent.keyboard('my-fine-tuned-model');
    await expect(await screen.findByText('No results found')).toBeVisible();
    await userEvent.tab();
    await listClosed();
    await expect(canvas.getByRole('combobox', { name: 'Model' })).toHaveValue(
      'my-fine-tuned-model',
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { modelName: 'my-fine-tuned-model' },
        expect.anything(),
      ),
    );
  },
};

/** Clearing the input shows the rule's message under it. */
export const RequiredMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Model' });
    await userEvent.type(input, 'g');
    await userEvent.clear(input);
    await userEvent.keyboard('{Escape}');
    await listClosed();
    await expect(await canvas.findByText(MODEL_MESSAGES.model)).toBeVisible();
    await expect(input).toBeInvalid();
  },
};
