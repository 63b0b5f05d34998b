import {
  DESCRIPTION_MIN,
  minLengthMessage,
  PROMPT_TEMPLATE_MESSAGES,
  requiredMessage,
} from '@agentdeck/api-client/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryForm } from '../../test/StoryForm';
import { promptTemplateFormSchema } from '../resources/promptTemplate';
import { variableFormSchema } from '../resources/variable';
import { FormTextArea } from './FormTextArea';
import { FormTextField } from './FormTextField';

const descriptionSchema = variableFormSchema.pick({ description: true });

function Description() {
  return (
    <StoryForm schema={descriptionSchema} defaultValues={{ description: '' }}>
      {(control) => (
        <FormTextArea control={control} name="description" label="Description" isRequired />
      )}
    </StoryForm>
  );
}

const meta = {
  title: 'Forms/FormTextArea',
  component: FormTextArea,
  render: () => <Description />,
} satisfies Meta<typeof FormTextArea>;

export default meta;
type Story = StoryObj<Meta<typeof Description>>;

/** The description rule speaks as the user types: too short, then fine. */
export const ShowsTheRuleMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(textarea, 'abc');
    await expect(
      await canvas.findByText(minLengthMessage('description', DESCRIPTION_MIN)),
    ).toBeVisible();
    await expect(textarea).toBeInvalid();
    await userEvent.type(textarea, 'de');
    await waitFor(() => expect(textarea).not.toBeInvalid());
    await userEvent.clear(textarea);
    await expect(await canvas.findByText(requiredMessage('description'))).toBeVisible();
  },
};

/** Enter adds a line inside the field; Tab leaves it. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('First line{Enter}second line');
    await expect(textarea).toHaveValue('First line\nsecond line');
    await userEvent.tab();
    await expect(textarea).not.toHaveFocus();
  },
};

const onSave = fn();

/**
 * The prompt template drawer's fields with its Create button: disabled with the tooltip until
 * every field passes, then it submits the values.
 */
export const PromptTemplateForm: Story = {
  render: () => (
    <StoryForm
      schema={promptTemplateFormSchema}
      defaultValues={{ name: '', description: '', prompt: '' }}
      onSubmit={onSave}
      saveLabel="Create"
    >
      {(control) => (
        <>
          <FormTextField control={control} name="name" label="Prompt Key" isRequired />
          <FormTextArea
            control={control}
            name="description"
            label="Prompt Description"
            isRequired
          />
          <FormTextArea control={control} name="prompt" label="Prompt" rows={4} isRequired />
        </>
      )}
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    onSave.mockClear();
    const canvas = within(canvasElement);
    const create = canvas.getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(create);
    await expect(onSave).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Prompt Key' }), 'triage');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prompt Description' }), 'Sort');
    await expect(
      await canvas.findByText(PROMPT_TEMPLATE_MESSAGES.descriptionMin),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prompt Description' }), 's tickets');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Prompt' }),
      'Classify the ticket by urgency.',
    );

    await waitFor(() => expect(create).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(create);
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        { name: 'triage', description: 'Sorts tickets', prompt: 'Classify the ticket by urgency.' },
        expect.anything(),
      ),
    );
  },
};
