import type { DatasetItem } from '@agentdeck/api-client';
import { FormStatusProvider, FormTextArea, useZodForm } from '@agentdeck/forms';
import { FormProvider } from 'react-hook-form';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { RecordForm, recordSaver } from '../../../lib/records';
import { useAddDatasetItems, useUpdateDatasetItem } from '../api/datasets';
import { itemTexts } from '../model/dataset-texts';
import { itemBody, itemFormSchema, itemFormValues } from '../model/item-form';

export interface ItemFormProps {
  datasetId: string;
  /** The item to edit (read-only when it is of an older version); a new one without. */
  item: (DatasetItem & { isReadOnly: boolean }) | undefined;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

const JSON_HINT = 'A JSON object; leave empty for none.';

/** New Item and Edit Item, in a drawer: the input message and metadata, the output expected, the item's metadata. */
export function ItemForm({ datasetId, item, isOpen, onOpenChange }: ItemFormProps) {
  const { id: wid } = useCurrentWorkspace();
  const { trigger: add } = useAddDatasetItems(wid, datasetId);
  const { trigger: update } = useUpdateDatasetItem(wid, datasetId);
  const form = useZodForm(itemFormSchema, { defaultValues: itemFormValues(item) });
  const isReadOnly = item?.isReadOnly ?? false;
  const onSave = recordSaver({
    form,
    nameField: 'message',
    isEditing: item !== undefined,
    toasts: { ...itemTexts.toasts, listsProblems: true },
    write: (values) => (item ? update({ itemId: item.id, body: itemBody(values) }) : add({ items: [itemBody(values)] })),
    onOpenChange,
  });
  const title = !item ? itemTexts.title.create : isReadOnly ? itemTexts.title.view : itemTexts.title.edit;
  return (
    <FormProvider {...form}>
      <FormStatusProvider isReadOnly={isReadOnly} isSaving={form.formState.isSubmitting}>
        <RecordForm
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          title={title}
          form={form}
          onSave={onSave}
          saveLabel={item ? 'Update' : 'Create'}
          isReadOnly={isReadOnly}
          readOnlyMessage="This item is of an older version: it cannot be changed. Choose the current version to edit it."
        >
          <FormTextArea control={form.control} name="message" label="Input message" isRequired description="What a trigger would pass the workflow: {{input.message}}." />
          <FormTextArea control={form.control} name="inputMetadata" label="Input metadata" description={JSON_HINT} />
          <FormTextArea control={form.control} name="expectedOutput" label="Expected output" description="Text, or JSON when the workflow answers an object." />
          <FormTextArea control={form.control} name="metadata" label="Metadata" description={`About the item, for you (not passed to the workflow). ${JSON_HINT}`} />
        </RecordForm>
      </FormStatusProvider>
    </FormProvider>
  );
}
