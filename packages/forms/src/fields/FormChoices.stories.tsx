import { pickedOption, SELF_LEARNING_MESSAGES } from '@agentdeck/api-client/rules';
import { Radio } from '@agentdeck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { StoryForm } from '../../test/StoryForm';
import { FormCheckbox } from './FormCheckbox';
import { FormRadioGroup } from './FormRadioGroup';
import { FormSwitch } from './FormSwitch';

const feedbackTypeMessage = SELF_LEARNING_MESSAGES.learningType;
const schema = z.object({
  retry: z.boolean(),
  overridePrompt: z.boolean(),
  learningType: pickedOption(['Supervised', 'Unsupervised'], feedbackTypeMessage),
});
const onSubmit = fn();

function LearningChoices({ isDisabled }: { isDisabled?: boolean }) {
  return (
    <StoryForm
      schema={schema}
      defaultValues={
        isDisabled
          ? { retry: true, overridePrompt: true, learningType: 'Supervised' }
          : { retry: false, overridePrompt: false }
      }
      onSubmit={onSubmit}
      saveLabel="Save"
    >
      {(control) => (
        <>
          <FormCheckbox control={control} name="retry" isDisabled={isDisabled}>
            Retry
          </FormCheckbox>
          <FormSwitch control={control} name="overridePrompt" isDisabled={isDisabled}>
            Override default prompt
          </FormSwitch>
          <FormRadioGroup
            control={control}
            name="learningType"
            label="Feedback type"
            isRequired
            isDisabled={isDisabled}
          >
            <Radio value="Supervised">Supervised</Radio>
            <Radio value="Unsupervised">Unsupervised</Radio>
          </FormRadioGroup>
        </>
      )}
    </StoryForm>
  );
}

const meta = {
  title: 'Forms/FormCheckbox, FormSwitch and FormRadioGroup',
  component: FormCheckbox,
  subcomponents: { FormSwitch, FormRadioGroup },
  render: () => <LearningChoices />,
} satisfies Meta<typeof FormCheckbox>;

export default meta;
// The stories render whole forms, so the component's own args do not apply.
type Story = StoryObj<Meta<typeof LearningChoices>>;

/** Checked, switched on and chosen by pointer: the form submits booleans and the option. */
export const ChooseByPointer: Story = {
  play: async ({ canvasElement }) => {
    onSubmit.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Retry' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Override default prompt' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Unsupervised' }));
    await expect(canvas.getByRole('checkbox', { name: 'Retry' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Override default prompt' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { retry: true, overridePrompt: true, learningType: 'Unsupervised' },
        expect.anything(),
      ),
    );
  },
};

/** Space toggles the checkbox and the switch; arrows choose the radio option. */
export const ChooseByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    onSubmit.mockClear();
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Retry' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch', { name: 'Override default prompt' })).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch', { name: 'Override default prompt' })).not.toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Unsupervised' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { retry: true, overridePrompt: false, learningType: 'Unsupervised' },
        expect.anything(),
      ),
    );
  },
};

/** Leaving the feedback type without a choice shows the rule's message on the group. */
export const RequiredMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Tab through the options without choosing one: leaving the group says what it needs.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Retry' }));
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Supervised' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Supervised' })).not.toBeChecked();
    await userEvent.tab();
    await expect(await canvas.findByText(feedbackTypeMessage)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('radiogroup', { name: /Feedback type/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Disabled controls keep their values and cannot change. */
export const Disabled: Story = {
  render: () => <LearningChoices isDisabled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Retry' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Retry' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Override default prompt' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Supervised' })).toBeChecked();
  },
};
