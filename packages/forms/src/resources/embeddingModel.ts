import type { ResourceCreateBody, ResourceRecord } from '@agentdeck/api-client';
import {
  credentialRules,
  dimensionsRule,
  MODEL_MESSAGES,
  optionalUrlRule,
  withConditionalRules,
} from '@agentdeck/api-client/rules';
import { z } from 'zod';
import { filled, optionalKey } from './formValues';
import {
  apiKeyToSend,
  bedrockCredentials,
  modelFormFields,
  providerConfigOf,
  type CatalogueProvider,
} from './modelConnection';

/**
 * The embedding model form (001 sections 2, 3 and 5): the API key (vault) except for Bedrock, which
 * asks for its secret key (with a message of its own), access key ID and region.
 */
export const embeddingModelFormSchema = withConditionalRules(
  z.object({
    ...modelFormFields,
    apiKey: optionalKey,
    dimensions: dimensionsRule,
    baseURL: optionalUrlRule(),
    secretKey: optionalKey,
    accessKeyId: optionalKey,
    region: optionalKey,
  }),
  (v) =>
    credentialRules(
      v.provider,
      { apiKey: 'apiKey', accessKey: 'accessKeyId', secretKey: 'secretKey', region: 'region' },
      MODEL_MESSAGES.embeddingSecretKey,
    ),
);
export type EmbeddingModelFormValues = z.input<typeof embeddingModelFormSchema>;
export type EmbeddingModelFormOutput = z.output<typeof embeddingModelFormSchema>;

/** A new model's form is empty; an existing one's is filled from the record. */
export function embeddingModelFormValues(
  model: ResourceRecord<'embeddingModel'> | undefined,
): EmbeddingModelFormValues {
  const c = model?.configurations;
  return {
    name: model?.name ?? '',
    provider: model?.provider ?? '',
    modelName: model?.modelName ?? '',
    description: model?.description ?? '',
    apiKey: c?.apiKey ?? null,
    dimensions: c?.dimensions ?? Number.NaN,
    baseURL: c?.baseURL ?? '',
    secretKey: c?.secretKey ?? null,
    accessKeyId: c?.accessKeyId ?? '',
    region: c?.region ?? null,
  };
}

/** The body of POST and PUT: Bedrock's fields only for Bedrock, the API key for the others. */
export function embeddingModelBody(
  values: EmbeddingModelFormOutput,
  providers: readonly CatalogueProvider[],
): ResourceCreateBody<'embeddingModel'> {
  const apiKey = apiKeyToSend(values.provider, values.apiKey);
  const providerConfig = providerConfigOf(providers, values.provider);
  return {
    name: values.name,
    description: values.description,
    provider: values.provider,
    modelName: values.modelName,
    configurations: {
      dimensions: values.dimensions,
      ...(apiKey ? { apiKey } : {}),
      ...(filled(values.baseURL) ? { baseURL: values.baseURL } : {}),
      ...bedrockCredentials(
        values.provider,
        { ...values, accessKey: values.accessKeyId },
        'accessKeyId',
      ),
      ...(providerConfig ? { providerConfig } : {}),
    },
  };
}
