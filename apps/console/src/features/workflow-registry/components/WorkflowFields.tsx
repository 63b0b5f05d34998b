import { FormTextArea, FormTextField, type WorkflowFormValues } from '@agentdeck/forms';
import { useFormContext } from 'react-hook-form';
import { workflowTagSelector } from '../../../entities/selectors';
import { FormRecordSelector } from '../../../lib/records';

/** The fields of the New / Edit Workflow drawer: name, description, and tags chosen among the workspace's. */
export function WorkflowFields() {
  const { control } = useFormContext<WorkflowFormValues>();
  return (
    <>
      <FormTextField
        control={control}
        name="name"
        label="Workflow Name"
        placeholder="e.g. Claims triage"
        description="Unique in the workspace."
        isRequired
        autoComplete="off"
      />
      <FormTextArea
        control={control}
        name="description"
        label="Description"
        placeholder="What the workflow does and when it runs"
        rows={3}
      />
      <FormRecordSelector<'workflowTag', WorkflowFormValues> selector={workflowTagSelector} name="tagIds" selectionMode="multiple" />
    </>
  );
}
