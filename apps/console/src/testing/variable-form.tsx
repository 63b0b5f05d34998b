import { VARIABLE_DATA_TYPES, VARIABLE_MESSAGES } from '@agentdeck/api-client/rules';
import { FormSelect, FormTextField } from '@agentdeck/forms';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod';
import type { RecordFormDefinition, RecordOf } from '../lib/records';

/** A small form of the kit's tests: a variable's name, data type and description. */
export const variableTestSchema = z.object({
  name: z.string().min(1, VARIABLE_MESSAGES.name),
  dataType: z.enum(VARIABLE_DATA_TYPES, { message: VARIABLE_MESSAGES.dataType }),
  description: z.string().min(5, 'Description must be at least 5 characters long'),
});
export type VariableTestValues = z.input<typeof variableTestSchema>;

export function NameAndTypeFields() {
  const { control } = useFormContext<VariableTestValues>();
  return (
    <>
      <FormTextField control={control} name="name" label="Variable Name" isRequired />
      <FormSelect
        control={control}
        name="dataType"
        label="Data Type"
        isRequired
        items={VARIABLE_DATA_TYPES.map((id) => ({ id, label: id }))}
      />
    </>
  );
}

export function DescriptionField() {
  const { control } = useFormContext<VariableTestValues>();
  return <FormTextField control={control} name="description" label="Description" isRequired />;
}

function VariableFields() {
  return (
    <>
      <NameAndTypeFields />
      <DescriptionField />
    </>
  );
}

export const variableTestForm = {
  resource: 'variable',
  title: { create: 'New Variable', edit: 'Edit Variable', view: 'View Variable' },
  readOnlyNotice: 'This variable is read-only: it cannot be changed or deleted.',
  toasts: {
    created: 'Variable saved successfully',
    updated: 'Variable updated successfully',
    deleted: 'Variable deleted successfully',
    failed: "Something went wrong! We couldn't save your variable",
  },
  schema: variableTestSchema,
  values: (variable?: RecordOf<'variable'>): VariableTestValues => ({
    name: variable?.name ?? '',
    dataType: variable?.dataType ?? ('' as VariableTestValues['dataType']),
    description: variable?.description ?? '',
  }),
  createBody: (values) => values,
  nameField: 'name',
  Fields: VariableFields,
} satisfies RecordFormDefinition<'variable', VariableTestValues, z.output<typeof variableTestSchema>>;
