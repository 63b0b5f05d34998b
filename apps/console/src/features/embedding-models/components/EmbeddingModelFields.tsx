import { isBedrockProvider } from '@agentdeck/api-client/rules';
import { FormNumberField, FormTextField, type EmbeddingModelFormValues } from '@agentdeck/forms';
import { useFormContext, useWatch } from 'react-hook-form';
import { BedrockFields, ModelIdentityFields, type ProvidersContext } from '../../../entities/model-connection';
import { vaultKeyReference } from '../../../entities/references';
import { FormReferenceField, type RecordFieldsProps } from '../../../lib/records';

/**
 * The New/Edit Embedding Model fields (spec 001 sections 2 to 5): name, description, provider
 * and model; the API key from the vault, or Bedrock's access key ID, secret key and region;
 * the dimensions (at least 1) and an optional base URL.
 */
export function EmbeddingModelFields({ context }: RecordFieldsProps<'embeddingModel', ProvidersContext>) {
  const { control } = useFormContext<EmbeddingModelFormValues>();
  const provider = useWatch({ control, name: 'provider' });
  return (
    <>
      <ModelIdentityFields providers={context.providers} noProviderText="No Embedding Provider found" />
      {isBedrockProvider(provider) ? (
        <BedrockFields accessKeyName="accessKeyId" />
      ) : (
        <FormReferenceField reference={vaultKeyReference} name="apiKey" label="API Key" isRequired />
      )}
      <FormNumberField
        control={control}
        name="dimensions"
        label="Dimensions"
        isRequired
        formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      />
      <FormTextField control={control} name="baseURL" label="Base URL (optional)" type="url" autoComplete="off" />
    </>
  );
}
