import { VARIABLE_DATA_TYPES, VARIABLE_MESSAGES } from '@agentdeck/api-client/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StoryForm } from '../../test/StoryForm';
import { variableFormSchema } from '../resources/variable';
import { FormSelect } from './FormSelect';

const dataTypeSchema = variableFormSchema.pick({ dataType: true });
const dataTypes = VARIABLE_DATA_TYPES.map((type) => ({ id: type, label: type }));
const onSubmit = fn();
const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /Data Type/ });
const listClosed = () =>
  waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

function DataType({ dataType, isReadOnly }: { dataType?: string; isReadOnly?: boolean }) {
  return (
    <StoryForm
      schema={dataTypeSchema}
      defaultValues={{ dataType: dataType as (typeof VARIABLE_DATA_TYPES)[number] | undefined }}
      onSubmit={onSubmit}
      saveLabel="Save"
    >
      {(control) => (
        <FormSelect
          control={control}
          name="dataType"
          label="Data Type"
          items={dataTypes}
          isRequired
          isReadOnly={isReadOnly}
        />
      )}
    </StoryForm>
  );
}

const meta = {
  title: 'Forms/FormSelect',
  component: FormSelect,
  render: () => <DataType />,
} satisfies Meta<typeof FormSelect>;

export default meta;
// The stories render whole forms, so the component's own args do not apply.
type Story = StoryObj<Meta<typeof DataType>>;

/** Picking an option by pointer stores its key; the form submits it. */
export const PickByPointer: Story = {
  play: async ({ canvasElement }) => {
    onSubmit.mockClear();
    await userEvent.click(trigger(canvasElement));
    await userEvent.click(await screen.findByRole('option', { name: 'float' }));
    await listClosed();
    await expect(trigger(canvasElement)).toHaveTextContent('float');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ dataType: 'float' }, expect.anything()),
    );
  },
};

/** With the keyboard: Tab to the select, ArrowDown opens the list, arrows move, Enter picks. */
export const PickByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getByRole('option', { name: 'string' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await listClosed();
    await expect(trigger(canvasElement)).toHaveTextContent('int');
    await expect(within(canvasElement).queryByText(VARIABLE_MESSAGES.dataType)).toBeNull();
  },
};

/**
 * Closing the list without a choice shows the rule's message under the select, and Save stays
 * disabled; the message does not show while the list is open.
 */
export const RequiredMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await expect(canvas.queryByText(VARIABLE_MESSAGES.dataType)).toBeNull();
    await userEvent.keyboard('{Escape}');
    await listClosed();
    await expect(await canvas.findByText(VARIABLE_MESSAGES.dataType)).toBeVisible();
    await expect(trigger(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining(VARIABLE_MESSAGES.dataType),
    );
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A read-only record shows its value; the list does not open. */
export const ReadOnly: Story = {
  render: () => <DataType dataType="bool" isReadOnly />,
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('bool');
    await userEvent.click(trigger(canvasElement));
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(trigger(canvasElement)).toHaveTextContent('bool');
  },
};
