import type { ResourceCreateBody, ResourceRecord } from '@agentdeck/api-client';
import { apiKeyRule, optionalUrlRule } from '@agentdeck/api-client/rules';
import { z } from 'zod';
import { filled } from './formValues';
import { modelFormFields, providerConfigOf, type CatalogueProvider } from './modelConnection';

/** The re-ranking model form (001 sections 3 and 5): name, description, provider, model, API key, base URL. */
export const reRankingModelFormSchema = z.object({
  ...modelFormFields,
  apiKey: apiKeyRule,
  baseURL: optionalUrlRule(),
});
export type ReRankingModelFormValues = z.input<typeof reRankingModelFormSchema>;
export type ReRankingModelFormOutput = z.output<typeof reRankingModelFormSchema>;

/** A new model's form is empty; an existing one's is filled from the record. */
export function rerankingModelFormValues(
  model: ResourceRecord<'rerankingModel'> | undefined,
): ReRankingModelFormValues {
  return {
    name: model?.name ?? '',
    provider: model?.provider ?? '',
    modelName: model?.modelName ?? '',
    description: model?.description ?? '',
    apiKey: model?.configurations.apiKey ?? '',
    baseURL: model?.configurations.baseURL ?? '',
  };
}

/** The body of POST and PUT (001 section 7: configurations {apiKey, baseURL}). */
export function rerankingModelBody(
  values: ReRankingModelFormOutput,
  providers: readonly CatalogueProvider[],
): ResourceCreateBody<'rerankingModel'> {
  const providerConfig = providerConfigOf(providers, values.provider);
  return {
    name: values.name,
    description: values.description,
    provider: values.provider,
    modelName: values.modelName,
    configurations: {
      apiKey: values.apiKey,
      ...(filled(values.baseURL) ? { baseURL: values.baseURL } : {}),
      ...(providerConfig ? { providerConfig } : {}),
    },
  };
}
