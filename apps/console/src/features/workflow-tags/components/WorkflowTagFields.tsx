import { WORKFLOW_TAG_COLOURS, WORKFLOW_TAG_NAME_MAX } from '@agentdeck/api-client/rules';
import { FormRadioGroup, FormTextArea, FormTextField, type WorkflowTagFormValues } from '@agentdeck/forms';
import { Radio } from '@agentdeck/ui';
import { useFormContext } from 'react-hook-form';
import { TagColourName } from '../../../entities/workflow-tags';

/** The fields of the New / Edit Workflow Tag form: name, colour (each option its swatch and name), description. */
export function WorkflowTagFields() {
  const { control } = useFormContext<WorkflowTagFormValues>();
  return (
    <>
      <FormTextField
        control={control}
        name="name"
        label="Tag Name"
        placeholder="e.g. claims"
        description={`Up to ${WORKFLOW_TAG_NAME_MAX} characters, unique in the workspace.`}
        isRequired
        autoComplete="off"
      />
      <FormRadioGroup control={control} name="colour" label="Colour" orientation="horizontal" isRequired>
        {WORKFLOW_TAG_COLOURS.map((colour) => (
          <Radio key={colour} value={colour}>
            <TagColourName colour={colour} />
          </Radio>
        ))}
      </FormRadioGroup>
      <FormTextArea
        control={control}
        name="description"
        label="Description"
        placeholder="Which workflows carry this tag"
        rows={3}
      />
    </>
  );
}
