import { isBedrockProvider, sanitizeTemperatureInput } from '@agentdeck/api-client/rules';
import { FormNumberField, FormTextArea, FormTextField, type LlmConnectionFormValues } from '@agentdeck/forms';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CatalogueEntry } from '../../../entities/catalogue';
import { BedrockFields, hint, pair, ProviderModelFields, showsDetails } from '../../../entities/model-connection';
import { vaultKeyReference } from '../../../entities/references';
import { FormReferenceField, type RecordFieldsProps } from '../../../lib/records';

export interface LlmFormContext {
  providers: readonly CatalogueEntry<'llmProviders'>[];
}

/**
 * The New/Edit LLM Connection fields (spec 001 sections 2 to 5): name, provider and model first;
 * the rest once those are set; Bedrock's credentials instead of an API key for Bedrock.
 */
export function LlmFields({ context }: RecordFieldsProps<'llm', LlmFormContext>) {
  const { control } = useFormContext<LlmConnectionFormValues>();
  const [name, provider, modelName] = useWatch({ control, name: ['name', 'provider', 'modelName'] });
  return (
    <>
      <FormTextField control={control} name="name" label="Connection Name" isRequired autoComplete="off" />
      <ProviderModelFields providers={context.providers} isLoading={false} noProviderText="No LLM Provider found" />
      {!showsDetails({ name, provider, modelName }) ? (
        <p className={hint}>Fill in the name, provider and model to see the other settings.</p>
      ) : (
        <>
          <FormTextArea control={control} name="description" label="Description" isRequired rows={3} />
          {isBedrockProvider(provider) ? (
            <BedrockFields />
          ) : (
            <FormReferenceField reference={vaultKeyReference} name="apiKeyReference" label="API Key" isRequired />
          )}
          <div className={pair}>
            <FormNumberField control={control} name="maxTokens" label="Max Tokens" description="Optional: at least 1." />
            <FormTextField
              control={control}
              name="temperature"
              label="Temperature"
              sanitize={sanitizeTemperatureInput}
              inputMode="decimal"
              description="From 0 to 1, one decimal place."
            />
          </div>
          <FormTextField control={control} name="baseUrl" label="Base URL (optional)" type="url" autoComplete="off" />
        </>
      )}
    </>
  );
}
