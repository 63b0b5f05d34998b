import { FormTextField, type ReRankingModelFormValues } from '@agentdeck/forms';
import { useFormContext } from 'react-hook-form';
import { ModelIdentityFields, type ProvidersContext } from '../../../entities/model-connection';
import { vaultKeyReference } from '../../../entities/references';
import { FormReferenceField, type RecordFieldsProps } from '../../../lib/records';

/** The New/Edit Re-ranking Model fields (spec 001 sections 2 to 5): name, description, provider, model, API key, base URL. */
export function RerankingModelFields({ context }: RecordFieldsProps<'rerankingModel', ProvidersContext>) {
  const { control } = useFormContext<ReRankingModelFormValues>();
  return (
    <>
      <ModelIdentityFields providers={context.providers} noProviderText="No Re-ranking Provider found" />
      <FormReferenceField reference={vaultKeyReference} name="apiKey" label="API Key" isRequired />
      <FormTextField control={control} name="baseURL" label="Base URL (optional)" type="url" autoComplete="off" />
    </>
  );
}
