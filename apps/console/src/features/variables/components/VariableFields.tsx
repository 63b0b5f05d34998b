import { VARIABLE_DATA_TYPES } from '@agentdeck/api-client/rules';
import { FormSelect, FormTextArea, FormTextField, normalizeVariableName, type VariableFormValues } from '@agentdeck/forms';
import { useFormContext } from 'react-hook-form';

const dataTypeOptions = VARIABLE_DATA_TYPES.map((type) => ({ id: type, label: type }));

/** The fields of the New Variable / Edit Variable form (spec 000 sections 2.9, 4.5 and 5.5). */
export function VariableFields() {
  const { control } = useFormContext<VariableFormValues>();
  return (
    <>
      <FormTextField
        control={control}
        name="name"
        label="Variable Name"
        placeholder="e.g. customer_name"
        description="Letters, digits and _ only; saved in lowercase."
        normalizeOnBlur={normalizeVariableName}
        isRequired
        autoComplete="off"
      />
      <FormSelect
        control={control}
        name="dataType"
        label="Data Type"
        placeholder="Select a data type"
        items={dataTypeOptions}
        isRequired
      />
      <FormTextArea
        control={control}
        name="description"
        label="Description"
        placeholder="What the variable holds and where it is used"
        description="At least 5 characters."
        rows={4}
        isRequired
      />
    </>
  );
}
