import { PORT_MESSAGES, portRule } from '@agentdeck/api-client/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { StoryForm } from '../../test/StoryForm';
import { FormNumberField } from './FormNumberField';

const portSchema = z.object({ port: portRule });

function Port({ port = null, isDisabled }: { port?: number | null; isDisabled?: boolean }) {
  return (
    <StoryForm schema={portSchema} defaultValues={{ port }}>
      {(control) => (
        <FormNumberField
          control={control}
          name="port"
          label="Port"
          isRequired
          isDisabled={isDisabled}
          formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
        />
      )}
    </StoryForm>
  );
}

const meta = {
  title: 'Forms/FormNumberField',
  component: FormNumberField,
  render: () => <Port />,
} satisfies Meta<typeof FormNumberField>;

export default meta;
type Story = StoryObj<Meta<typeof Port>>;

/** The port rule's messages show once a value is committed (on blur or Enter). */
export const ShowsTheRuleMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Port' });
    await userEvent.type(input, '0{Enter}');
    await expect(await canvas.findByText(PORT_MESSAGES.min)).toBeVisible();
    await expect(input).toBeInvalid();

    await userEvent.clear(input);
    await userEvent.type(input, '70000{Enter}');
    await expect(await canvas.findByText(PORT_MESSAGES.max)).toBeVisible();

    await userEvent.clear(input);
    await userEvent.tab();
    await expect(await canvas.findByText(PORT_MESSAGES.required)).toBeVisible();

    await userEvent.type(input, '5432{Enter}');
    await waitFor(() => expect(input).not.toBeInvalid());
    await expect(canvas.queryByText(/Port|Please enter/, { selector: 'span span' })).toBeNull();
  },
};

/** Arrow keys step the committed value, and the rule follows. */
export const KeyboardNavigation: Story = {
  render: () => <Port port={65535} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Port' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('65536');
    await expect(await canvas.findByText(PORT_MESSAGES.max)).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(input).not.toBeInvalid());
    await expect(input).toHaveValue('65535');
  },
};

/** A disabled field shows its value and cannot change. */
export const Disabled: Story = {
  render: () => <Port port={5432} isDisabled />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Port' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('5432');
  },
};
