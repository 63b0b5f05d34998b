import { createDatasetBodySchema, type Dataset } from '@agentdeck/api-client';
import { FormStatusProvider, FormTextArea, FormTextField, useZodForm } from '@agentdeck/forms';
import { FormProvider } from 'react-hook-form';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { RecordForm, recordSaver } from '../../../lib/records';
import { useCreateDataset, useUpdateDataset } from '../api/datasets';
import { datasetTexts } from '../model/dataset-texts';

export interface DatasetFormProps {
  /** The dataset to edit; a new one without. */
  dataset: Dataset | undefined;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** New Dataset and Edit Dataset, in a dialog: the name and the description. */
export function DatasetForm({ dataset, isOpen, onOpenChange }: DatasetFormProps) {
  const { id: wid } = useCurrentWorkspace();
  const { trigger: create } = useCreateDataset(wid);
  const { trigger: update } = useUpdateDataset(wid);
  const form = useZodForm(createDatasetBodySchema, { defaultValues: { name: dataset?.name ?? '', description: dataset?.description ?? '' } });
  const onSave = recordSaver({
    form,
    nameField: 'name',
    isEditing: dataset !== undefined,
    toasts: datasetTexts.toasts,
    write: (values) => (dataset ? update({ id: dataset.id, body: values }) : create(values)),
    onOpenChange,
  });
  return (
    <FormProvider {...form}>
      <FormStatusProvider isReadOnly={false} isSaving={form.formState.isSubmitting}>
        <RecordForm
          surface="dialog"
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          title={dataset ? datasetTexts.title.edit : datasetTexts.title.create}
          form={form}
          onSave={onSave}
          saveLabel={dataset ? 'Update' : 'Create'}
          isReadOnly={false}
          readOnlyMessage=""
        >
          <FormTextField control={form.control} name="name" label="Name" isRequired />
          <FormTextArea control={form.control} name="description" label="Description" />
        </RecordForm>
      </FormStatusProvider>
    </FormProvider>
  );
}
