import { FormSelect, FormTextArea, FormTextField } from '@agentdeck/forms';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormIntelligentSourceField } from '../../../entities/intelligence-source';
import type { RagKind } from '../model/rag-kind';

/** Step 1, General Settings: name, description, the RAG type and the source the type needs. */
export function RagGeneralStep({ kind }: { kind: RagKind }) {
  const { control } = useFormContext();
  const { type } = kind;
  const source = type.sourceOf(useWatch({ control, name: type.field }));
  return (
    <>
      <FormTextField control={control} name="name" label="Name" isRequired autoComplete="off" />
      <FormTextArea control={control} name="description" label="Description" isRequired />
      <FormSelect
        control={control}
        name={type.field}
        label={type.label}
        isRequired
        items={type.items}
        disabledKeys={type.disabledKeys}
        placeholder={type.placeholder}
      />
      {source && <FormIntelligentSourceField name={`${source.field}.sourceValue`} label={source.label} isRequired storesId />}
    </>
  );
}
