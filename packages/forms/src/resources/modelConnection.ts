import type { catalogueProviderSchema } from '@agentdeck/api-client';
import {
  descriptionRule,
  isBedrockProvider,
  modelNameRule,
  nameRule,
  providerRule,
  type CredentialPaths,
} from '@agentdeck/api-client/rules';
import type { z } from 'zod';
import { filled, optionalKey } from './formValues';

/** What the LLM, SLM, STS, embedding and re-ranking forms share (001 sections 3 to 5). */

/** A provider of the platform catalogue, with its models (001 section 3). */
export type CatalogueProvider = z.infer<typeof catalogueProviderSchema>;

/** Name, provider, model and description (at least 5): the fields every model form starts with. */
export const modelFormFields = {
  name: nameRule(),
  provider: providerRule,
  modelName: modelNameRule,
  description: descriptionRule(),
};

/** Bedrock's credentials: the access key typed, the secret key from the vault, the region. */
export const bedrockFormFields = {
  accessKey: optionalKey,
  secretKey: optionalKey,
  region: optionalKey,
};

/** Where the LLM and SLM forms keep their credentials (flat, as the fields). */
export const FORM_CREDENTIAL_PATHS: CredentialPaths = {
  apiKey: 'apiKeyReference',
  accessKey: 'accessKey',
  secretKey: 'secretKey',
  region: 'region',
};

/** The provider entry a record keeps: id, value, logo and description (001 section 3). */
export function providerConfigOf(providers: readonly CatalogueProvider[], provider: string) {
  const entry = providers.find((candidate) => candidate.value === provider);
  if (!entry) return undefined;
  return {
    id: entry.id,
    value: entry.value,
    logo: entry.logo,
    ...(entry.description ? { description: entry.description } : {}),
  };
}

/** The API key to send: a vault key name for every provider but Bedrock (001 section 4). */
export function apiKeyToSend(provider: string, apiKey: string | null | undefined) {
  return isBedrockProvider(provider) ? undefined : filled(apiKey);
}

/** Bedrock's fields of a saved connection, for its form. */
export function bedrockFormValues(
  saved: { accessKey?: string; secretKey?: string; region?: string } | undefined,
) {
  return {
    accessKey: saved?.accessKey ?? '',
    secretKey: saved?.secretKey ?? null,
    region: saved?.region ?? null,
  };
}

/**
 * Bedrock's access key, secret key and region, sent only for Bedrock (001 section 4), under
 * `accessKeyField` ('accessKey', or the embedding model's 'accessKeyId').
 */
export function bedrockCredentials<const F extends string>(
  provider: string,
  values: { accessKey?: string | null; secretKey?: string | null; region?: string | null },
  accessKeyField: F,
): Partial<Record<F | 'secretKey' | 'region', string>> {
  if (!isBedrockProvider(provider)) return {};
  return {
    [accessKeyField]: filled(values.accessKey),
    secretKey: filled(values.secretKey),
    region: filled(values.region),
  } as Partial<Record<F | 'secretKey' | 'region', string>>;
}
