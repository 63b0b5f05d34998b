import { Button, Radio } from '@agentdeck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import { useZodForm } from '../form/useZodForm';
import { FormCheckbox } from './FormCheckbox';
import { FormComboBox } from './FormComboBox';
import { FormMultiTagInput } from './FormMultiTagInput';
import { FormNumberField } from './FormNumberField';
import { FormRadioGroup } from './FormRadioGroup';
import { FormSearchField } from './FormSearchField';
import { FormSelect } from './FormSelect';
import { FormSwitch } from './FormSwitch';
import { FormTextArea } from './FormTextArea';
import { FormTextField } from './FormTextField';

const schema = z.object({
  name: z.string(),
  description: z.string(),
  topK: z.number().nullable(),
  search: z.string(),
  provider: z.string().nullable(),
  model: z.string().nullable(),
  retry: z.boolean(),
  override: z.boolean(),
  learningType: z.string().nullable(),
  tags: z.array(z.string()),
});
type Values = z.input<typeof schema>;

/** Each field by the label it shows, and the control its ref must land on. */
const fields: ReadonlyArray<{ name: keyof Values; label: string; role: 'textbox' | 'searchbox' | 'button' | 'combobox' | 'checkbox' | 'switch' | 'radio' }> = [
  { name: 'name', label: 'Name', role: 'textbox' },
  { name: 'description', label: 'Description', role: 'textbox' },
  { name: 'topK', label: 'Top K', role: 'textbox' },
  { name: 'search', label: 'Search', role: 'searchbox' },
  { name: 'provider', label: 'Provider', role: 'button' },
  { name: 'model', label: 'Model', role: 'combobox' },
  { name: 'retry', label: 'Retry', role: 'checkbox' },
  { name: 'override', label: 'Override default prompt', role: 'switch' },
  { name: 'learningType', label: 'Unsupervised', role: 'radio' },
  { name: 'tags', label: 'Tags', role: 'textbox' },
];

/** Every bound field of the package, and a button per field that focuses it as react-hook-form does: through its ref. */
function EveryField() {
  const form = useZodForm(schema, {
    defaultValues: { name: '', description: '', topK: null, search: '', provider: null, model: null, retry: false, override: false, learningType: 'Unsupervised', tags: [] },
  });
  const { control } = form;
  return (
    <form noValidate style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 16, maxWidth: 560 }}>
      <div style={{ display: 'grid', gap: 16 }}>
        <FormTextField control={control} name="name" label="Name" />
        <FormTextArea control={control} name="description" label="Description" />
        <FormNumberField control={control} name="topK" label="Top K" />
        <FormSearchField control={control} name="search" label="Search" />
        <FormSelect control={control} name="provider" label="Provider" items={[{ id: 'openai', label: 'OpenAI' }]} />
        <FormComboBox control={control} name="model" label="Model" items={[{ id: 'gpt-4o', label: 'gpt-4o' }]} />
        <FormCheckbox control={control} name="retry">
          Retry
        </FormCheckbox>
        <FormSwitch control={control} name="override">
          Override default prompt
        </FormSwitch>
        <FormRadioGroup control={control} name="learningType" label="Feedback type">
          <Radio value="Supervised">Supervised</Radio>
          <Radio value="Unsupervised">Unsupervised</Radio>
        </FormRadioGroup>
        <FormMultiTagInput control={control} name="tags" label="Tags" />
      </div>
      <div style={{ display: 'grid', gap: 8, alignContent: 'start' }}>
        {fields.map((field) => (
          <Button key={field.name} variant="secondary" size="sm" onPress={() => form.setFocus(field.name)}>
            {`Focus ${field.name}`}
          </Button>
        ))}
      </div>
    </form>
  );
}

const meta = {
  title: 'Forms/Focus through refs',
  component: EveryField,
} satisfies Meta<typeof EveryField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every ui field forwards its ref to its focusable control, so react-hook-form's `setFocus` (and
 * its focus on the first invalid field) lands on the control itself: no wrapper in between.
 */
export const EachFieldFocusedThroughItsRef: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const field of fields) {
      await userEvent.click(canvas.getByRole('button', { name: `Focus ${field.name}` }));
      const control =
        field.name === 'search'
          ? canvas.getByRole('searchbox')
          : field.role === 'button'
            ? canvas.getByRole('button', { name: new RegExp(field.label) })
            : canvas.getByRole(field.role, { name: field.label });
      await expect(control, field.name).toHaveFocus();
    }
  },
};
