import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { z } from 'zod';
import { StoryForm } from '../../test/StoryForm';
import { FormCheckbox } from '../fields/FormCheckbox';
import { FormSelect } from '../fields/FormSelect';
import { FormTextArea } from '../fields/FormTextArea';
import { FormTextField } from '../fields/FormTextField';
import { FormStatusProvider, type FormStatus } from './FormStatus';

const schema = z.object({
  name: z.string(),
  description: z.string(),
  dataType: z.string().nullable(),
  isActive: z.boolean(),
});

/** A form whose fields say nothing about being locked: the status given once reaches each of them. */
function RecordFields(status: FormStatus) {
  return (
    <FormStatusProvider {...status}>
      <StoryForm
        schema={schema}
        defaultValues={{ name: 'customer_id', description: 'The customer of the claim', dataType: 'string', isActive: true }}
      >
        {(control) => (
          <>
            <FormTextField control={control} name="name" label="Variable Name" isRequired />
            <FormTextArea control={control} name="description" label="Description" isRequired />
            <FormSelect
              control={control}
              name="dataType"
              label="Data Type"
              isRequired
              items={['string', 'int'].map((id) => ({ id, label: id }))}
            />
            <FormCheckbox control={control} name="isActive">
              Active
            </FormCheckbox>
          </>
        )}
      </StoryForm>
    </FormStatusProvider>
  );
}

const meta = {
  title: 'Forms/FormStatus',
  component: FormStatusProvider,
  render: (args) => <RecordFields {...args} />,
  args: { isReadOnly: false, isSaving: false, children: null },
} satisfies Meta<typeof FormStatusProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An editable record: the fields are editable and the required ones are marked. */
export const Editable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Variable Name/ })).not.toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: /Variable Name/ })).toBeRequired();
  },
};

/** A read-only record: every field shows its value read-only, none is marked required. */
export const ReadOnlyRecord: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Variable Name' });
    await expect(name).toHaveAttribute('readonly');
    await expect(name).toHaveValue('customer_id');
    await expect(name).not.toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('checkbox', { name: 'Active' })).toHaveAttribute('aria-readonly', 'true');
  },
};

/** While a save is under way the fields hold still, so nothing typed is lost or half sent. */
export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Variable Name' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveAttribute('readonly');
  },
};
