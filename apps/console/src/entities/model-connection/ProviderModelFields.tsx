import { FormComboBox, FormSelect } from '@agentdeck/forms';
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CatalogueEntry } from '../catalogue';

type Provider = CatalogueEntry<'llmProviders'>;
interface ProviderModelValues {
  provider: string;
  modelName: string;
}

export interface ProviderModelFieldsProps {
  providers: readonly Provider[];
  isLoading: boolean;
  /** What the provider list says when the catalogue has none: 'No LLM Provider found'. */
  noProviderText: string;
}

/**
 * A model connection's provider, picked from the platform catalogue, and its model, picked from
 * the provider's models or typed (custom model names are allowed). Changing the provider always
 * clears the model (spec 001 section 4). A stored provider the catalogue no longer lists still
 * shows as chosen.
 */
export function ProviderModelFields({ providers, isLoading, noProviderText }: ProviderModelFieldsProps) {
  const { control, watch, setValue } = useFormContext<ProviderModelValues>();
  const provider = useWatch({ control, name: 'provider' });

  useEffect(() => {
    const subscription = watch((_, { name, type }) => {
      if (name === 'provider' && type === 'change') setValue('modelName', '', { shouldValidate: true, shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue]);

  const providerItems = useMemo(() => {
    const items = providers.map((entry) => ({ id: entry.value, label: entry.value, description: entry.description }));
    if (provider && !providers.some((entry) => entry.value === provider))
      items.push({ id: provider, label: provider, description: undefined });
    return items;
  }, [providers, provider]);
  const modelItems = useMemo(
    () =>
      (providers.find((entry) => entry.value === provider)?.models ?? []).map((model) => ({
        id: model.value,
        label: model.value,
        description: model.description,
      })),
    [providers, provider],
  );

  return (
    <>
      <FormSelect
        control={control}
        name="provider"
        label="Provider"
        isRequired
        items={providerItems}
        placeholder={isLoading ? 'Loading providers' : 'Select a provider'}
        emptyText={noProviderText}
      />
      <FormComboBox
        control={control}
        name="modelName"
        label="Model"
        isRequired
        isDisabled={!provider}
        allowsCustomValue
        items={modelItems}
        placeholder={provider ? 'Select or type a model name' : 'Select a provider first'}
        description="Pick a model of the provider, or type the name of another one."
      />
    </>
  );
}
