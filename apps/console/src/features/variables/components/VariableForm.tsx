import { VARIABLE_DATA_TYPES } from '@agentdeck/api-client/rules';
import {
  FormSelect,
  FormTextArea,
  FormTextField,
  normalizeVariableName,
  useZodForm,
  variableBody,
  variableFormSchema,
  variableFormValues,
  type VariableFormValues,
} from '@agentdeck/forms';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { RecordForm, recordSaver, useOpenCount } from '../../../lib/records';
import { useCreateVariable, useUpdateVariable, type Variable } from '../api/use-variables';
import { VARIABLE_TOASTS } from '../model/variable-form';

const dataTypeOptions = VARIABLE_DATA_TYPES.map((type) => ({ id: type, label: type }));

export interface VariableFormProps {
  /** The drawer of the Variables page, or the 580px 'New Variable' dialog opened from another form. */
  surface: 'drawer' | 'dialog';
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The variable to edit (by id, spec 000 section 4.5); without it the form creates one. */
  variable?: Variable;
  /** Called with the saved variable, after the toast and before the form closes. */
  onSaved?: (variable: Variable) => void;
}

/**
 * The New Variable / Edit Variable form (spec 000 sections 2.9, 4.5 and 5.5): variable name
 * (lowercased on blur), data type and description, validated on every change. Each opening
 * starts a fresh form, so closing resets it to the defaults.
 */
export function VariableForm({ isOpen, ...props }: VariableFormProps) {
  const openCount = useOpenCount(isOpen);
  return <VariableFormSession key={openCount} isOpen={isOpen} {...props} />;
}

function VariableFormSession({
  surface,
  isOpen,
  onOpenChange,
  variable,
  onSaved,
}: VariableFormProps) {
  const { id: wid } = useCurrentWorkspace();
  const isReadOnly = variable?.isReadOnly ?? false;
  const form = useZodForm(variableFormSchema, { defaultValues: variableFormValues(variable) });
  const { trigger: create } = useCreateVariable(wid);
  const { trigger: update } = useUpdateVariable(wid);

  const save = recordSaver({
    form,
    nameField: 'name',
    isEditing: variable !== undefined,
    toasts: VARIABLE_TOASTS,
    write: (values: VariableFormValues) => {
      const body = variableBody(values);
      return variable ? update({ id: variable.id, body }) : create(body);
    },
    onSaved,
    onOpenChange,
  });

  return (
    <RecordForm
      surface={surface}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={variable ? 'Edit Variable' : 'New Variable'}
      form={form}
      onSave={save}
      saveLabel={variable ? 'Update' : 'Create'}
      isReadOnly={isReadOnly}
      readOnlyMessage="This variable is read-only: it cannot be changed or deleted."
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Variable Name"
        placeholder="e.g. customer_name"
        description="Letters, digits and _ only; saved in lowercase."
        normalizeOnBlur={normalizeVariableName}
        isRequired={!isReadOnly}
        isReadOnly={isReadOnly}
        autoComplete="off"
      />
      <FormSelect
        control={form.control}
        name="dataType"
        label="Data Type"
        placeholder="Select a data type"
        items={dataTypeOptions}
        isRequired={!isReadOnly}
        isReadOnly={isReadOnly}
      />
      <FormTextArea
        control={form.control}
        name="description"
        label="Description"
        placeholder="What the variable holds and where it is used"
        description="At least 5 characters."
        rows={4}
        isRequired={!isReadOnly}
        isReadOnly={isReadOnly}
      />
    </RecordForm>
  );
}
