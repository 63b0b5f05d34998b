import {
  sanitizeTemperatureInput,
  temperatureRule,
  VARIABLE_MESSAGES,
} from '@agentdeck/api-client/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryForm } from '../../test/StoryForm';
import { z } from 'zod';
import { normalizeVariableName, variableFormSchema } from '../resources/variable';
import { FormTextField } from './FormTextField';

const nameSchema = variableFormSchema.pick({ name: true });
const temperatureSchema = z.object({ temperature: temperatureRule });

function VariableName({ isDisabled, isReadOnly }: { isDisabled?: boolean; isReadOnly?: boolean }) {
  return (
    <StoryForm
      schema={nameSchema}
      defaultValues={{ name: isDisabled || isReadOnly ? 'customer_id' : '' }}
    >
      {(control) => (
        <FormTextField
          control={control}
          name="name"
          label="Variable Name"
          description="Letters, digits and _; lowercased when you leave the field."
          isRequired
          isDisabled={isDisabled}
          isReadOnly={isReadOnly}
          normalizeOnBlur={normalizeVariableName}
        />
      )}
    </StoryForm>
  );
}

const meta = {
  title: 'Forms/FormTextField',
  component: FormTextField,
  render: () => <VariableName />,
} satisfies Meta<typeof FormTextField>;

export default meta;
// The stories render whole forms, so the component's own args do not apply.
type Story = StoryObj<Meta<typeof VariableName>>;

/** A valid name shows no error. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Variable Name' });
    await userEvent.type(input, 'customer_id');
    await expect(input).toHaveValue('customer_id');
    await expect(input).not.toBeInvalid();
    await expect(within(canvasElement).queryByText(/Please enter/)).toBeNull();
  },
};

/** Each keystroke is validated: the rule's exact message shows under the field and describes it. */
export const ShowsTheRuleMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Variable Name' });
    await userEvent.type(input, ' ');
    await expect(await canvas.findByText(VARIABLE_MESSAGES.leadingSpaces)).toBeVisible();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining(VARIABLE_MESSAGES.leadingSpaces),
    );

    await userEvent.clear(input);
    await expect(await canvas.findByText(VARIABLE_MESSAGES.name)).toBeVisible();

    await userEvent.type(input, 'order total');
    await expect(await canvas.findByText(VARIABLE_MESSAGES.characters)).toBeVisible();

    await userEvent.clear(input);
    await userEvent.type(input, 'order_total ');
    await expect(await canvas.findByText(VARIABLE_MESSAGES.trailingSpaces)).toBeVisible();

    await userEvent.type(input, '{Backspace}');
    await waitFor(() => expect(input).not.toBeInvalid());
    await expect(canvas.queryByText(/spaces|allowed|Please enter/)).toBeNull();
  },
};

/** Typed with the keyboard, the name is lowercased when Tab leaves the field (spec 000 4.5). */
export const LowercasedOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Variable Name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Customer_ID');
    await expect(input).toHaveValue('Customer_ID');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(input).toHaveValue('customer_id');
  },
};

/** A disabled field cannot be edited and shows no error. */
export const Disabled: Story = {
  render: () => <VariableName isDisabled />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Variable Name' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('customer_id');
  },
};

/** A read-only record's field can be focused and read but not changed. */
export const ReadOnly: Story = {
  render: () => <VariableName isReadOnly />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Variable Name' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('customer_id');
    await expect(input).toHaveAttribute('readonly');
  },
};

const onTemperatureSubmit = fn();

/**
 * A temperature field cleans what is typed: digits and one dot only, capped at 1, one decimal;
 * the form submits the number.
 */
export const SanitizedTemperature: Story = {
  render: () => (
    <StoryForm
      schema={temperatureSchema}
      defaultValues={{ temperature: '' }}
      onSubmit={onTemperatureSubmit}
      saveLabel="Save"
    >
      {(control) => (
        <FormTextField
          control={control}
          name="temperature"
          label="Temperature"
          description="0 to 1, one decimal place."
          inputMode="decimal"
          sanitize={sanitizeTemperatureInput}
        />
      )}
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    onTemperatureSubmit.mockClear();
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Temperature' });
    await userEvent.type(input, 'warm');
    await expect(input).toHaveValue('');
    await userEvent.type(input, '0.75');
    await expect(input).toHaveValue('0.7');
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    await expect(input).toHaveValue('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onTemperatureSubmit).toHaveBeenCalledWith({ temperature: 1 }, expect.anything()),
    );
  },
};
