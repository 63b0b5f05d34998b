import { isBedrockProvider, sanitizeTemperatureInput } from '@agentdeck/api-client/rules';
import { FormTextArea, FormTextField } from '@agentdeck/forms';
import { useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormReferenceField } from '../../lib/records';
import type { CatalogueEntry } from '../catalogue';
import { vaultKeyReference } from '../references';
import { BedrockFields } from './BedrockFields';
import { hint } from './model-connection.css';
import { ProviderModelFields } from './ProviderModelFields';
import { showsDetails } from './reveal';

interface IdentityValues {
  name: string;
  provider: string;
  modelName: string;
  description: string;
}

export interface LanguageModelFieldsProps {
  providers: readonly CatalogueEntry<'llmProviders'>[];
  /** 'No LLM Provider found'. */
  noProviderText: string;
  /** The form's field of the API key, a vault key name ('apiKeyReference', 'apiAuthorization'). */
  apiKeyName?: string;
  /** What the provider needs instead of the API key or Bedrock's credentials (STS: a secret key for OpenAI only). */
  credentials?: (provider: string) => ReactNode;
  /** 'Connection Name'. */
  nameLabel?: string;
  /** The model's own fields after the credentials (token limits, temperature, base URL). */
  children: ReactNode;
}

/**
 * The LLM, SLM and STS connection fields (spec 001 sections 2 to 5): name, provider and model first;
 * the description and the rest appear once those are set; Bedrock's credentials instead of an
 * API key.
 */
export function LanguageModelFields({
  providers,
  noProviderText,
  apiKeyName = 'apiKey',
  credentials,
  nameLabel = 'Connection Name',
  children,
}: LanguageModelFieldsProps) {
  const { control } = useFormContext<IdentityValues>();
  const [name, provider, modelName] = useWatch({ control, name: ['name', 'provider', 'modelName'] });
  // Once shown, the fields stay: a new provider clears the model, but what was typed below stays in view.
  const [isRevealed, setRevealed] = useState(false);
  const showsAll = isRevealed || showsDetails({ name, provider, modelName });
  if (showsAll && !isRevealed) setRevealed(true);
  return (
    <>
      <FormTextField control={control} name="name" label={nameLabel} isRequired autoComplete="off" />
      <ProviderModelFields providers={providers} isLoading={false} noProviderText={noProviderText} />
      {!showsAll ? (
        <p className={hint}>Fill in the name, provider and model to see the other settings.</p>
      ) : (
        <>
          <FormTextArea control={control} name="description" label="Description" isRequired rows={3} />
          {credentials ? (
            credentials(provider)
          ) : isBedrockProvider(provider) ? (
            <BedrockFields />
          ) : (
            <FormReferenceField reference={vaultKeyReference} name={apiKeyName} label="API Key" isRequired />
          )}
          {children}
        </>
      )}
    </>
  );
}

/** Temperature, typed: digits and one dot, 0 to 1, one decimal place (spec 001 section 5). */
export function TemperatureField() {
  const { control } = useFormContext<{ temperature: string }>();
  return (
    <FormTextField
      control={control}
      name="temperature"
      label="Temperature"
      sanitize={sanitizeTemperatureInput}
      inputMode="decimal"
      description="From 0 to 1, one decimal place."
    />
  );
}
