import type { catalogueProviderSchema } from '@agentdeck/api-client';
import {
  isBedrockProvider,
  type llmConnectionFormSchema,
  type LlmConnectionFormValues,
} from '@agentdeck/forms';
import type { z } from 'zod';
import type { LlmBody, LlmConnection } from '../api/use-llm';

export type CatalogueProvider = z.infer<typeof catalogueProviderSchema>;
export type LlmFormOutput = z.output<typeof llmConnectionFormSchema>;

/** The toasts of the LLM screens (spec 001 section 8), quoted exactly. */
export const LLM_TOASTS = {
  created: 'LLM saved successfully',
  updated: 'LLM updated successfully',
  deleted: 'LLM deleted successfully',
  failed: "Something went wrong! We couldn't save your LLM",
} as const;

/** 'New LLM Connection' without a record, 'Edit LLM Connection' with one (spec 001 section 2). */
export const llmFormTitle = (connection: LlmConnection | undefined) =>
  connection ? 'Edit LLM Connection' : 'New LLM Connection';

/** A new connection's form is empty; an existing one's is filled from the record. */
export function llmFormValues(connection: LlmConnection | undefined): LlmConnectionFormValues {
  const c = connection?.configurations;
  return {
    name: connection?.name ?? '',
    provider: connection?.provider ?? '',
    modelName: connection?.modelName ?? '',
    description: c?.description ?? '',
    apiKeyReference: connection?.apiKeyReference ?? c?.apiAuthorization ?? null,
    maxTokens: c?.maxTokens ?? null,
    temperature: c?.temperature ?? null,
    baseUrl: c?.baseUrl ?? '',
    accessKey: c?.accessKey ?? '',
    secretKey: c?.secretKey ?? null,
    region: c?.region ?? null,
  };
}

/**
 * Description and the fields after it appear only once name, provider and model are set
 * (spec 001 section 4).
 */
export function showsDetails(values: {
  name?: string;
  provider?: string;
  modelName?: string;
}): boolean {
  return [values.name, values.provider, values.modelName].every(
    (value) => (value ?? '').trim() !== '',
  );
}

/** The provider entry a record keeps: id, value, logo and description (spec 001 section 3). */
function providerConfig(
  providers: readonly CatalogueProvider[],
  provider: string,
): LlmBody['configurations']['providerConfig'] {
  const entry = providers.find((candidate) => candidate.value === provider);
  if (!entry) return undefined;
  return {
    id: entry.id,
    value: entry.value,
    logo: entry.logo,
    ...(entry.description ? { description: entry.description } : {}),
  };
}

/**
 * The body of POST and PUT (PUT takes the same body, spec 001 section 7). The API key is a vault
 * key name (spec README decision 5), kept in `apiKeyReference` and `configurations.apiAuthorization`;
 * Bedrock's access key, secret key and region are sent only for Bedrock, and the API key only for
 * the others (spec 001 section 4). Empty optional fields are left out.
 */
export function llmBody(values: LlmFormOutput, providers: readonly CatalogueProvider[]): LlmBody {
  const bedrock = isBedrockProvider(values.provider);
  const apiKey = bedrock ? undefined : (values.apiKeyReference ?? undefined);
  const configurations: LlmBody['configurations'] = { description: values.description };
  if (apiKey) configurations.apiAuthorization = apiKey;
  if (values.maxTokens !== null && values.maxTokens !== undefined)
    configurations.maxTokens = values.maxTokens;
  if (values.temperature !== null) configurations.temperature = values.temperature;
  if (values.baseUrl) configurations.baseUrl = values.baseUrl;
  const config = providerConfig(providers, values.provider);
  if (config) configurations.providerConfig = config;
  if (bedrock) {
    configurations.accessKey = values.accessKey ?? undefined;
    configurations.secretKey = values.secretKey ?? undefined;
    configurations.region = (values.region ?? undefined) as LlmBody['configurations']['region'];
  }
  return {
    name: values.name,
    provider: values.provider,
    modelName: values.modelName,
    ...(apiKey ? { apiKeyReference: apiKey } : {}),
    configurations,
  };
}
