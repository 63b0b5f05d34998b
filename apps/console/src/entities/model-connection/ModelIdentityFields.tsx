import { FormTextArea, FormTextField } from '@agentdeck/forms';
import { useFormContext } from 'react-hook-form';
import type { CatalogueEntry } from '../catalogue';
import { ProviderModelFields } from './ProviderModelFields';

export interface ModelIdentityFieldsProps {
  providers: readonly CatalogueEntry<'llmProviders'>[];
  /** 'No Embedding Provider found'. */
  noProviderText: string;
}

/** What the embedding and re-ranking model forms start with: name, description, provider and model (spec 001 section 2). */
export function ModelIdentityFields({ providers, noProviderText }: ModelIdentityFieldsProps) {
  const { control } = useFormContext<{ name: string; description: string }>();
  return (
    <>
      <FormTextField control={control} name="name" label="Name" isRequired autoComplete="off" />
      <FormTextArea control={control} name="description" label="Description" isRequired rows={3} />
      <ProviderModelFields providers={providers} isLoading={false} noProviderText={noProviderText} />
    </>
  );
}
