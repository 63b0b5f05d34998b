import type { ResourceCreateBody, ResourceRecord } from '@agentdeck/api-client';
import {
  credentialRules,
  maxTokensRule,
  MODEL_MESSAGES,
  optionalUrlRule,
  temperatureRule,
  withConditionalRules,
} from '@agentdeck/api-client/rules';
import { z } from 'zod';
import { filled, optionalKey } from './formValues';
import {
  apiKeyToSend,
  bedrockCredentials,
  bedrockFormFields,
  bedrockFormValues,
  FORM_CREDENTIAL_PATHS,
  modelFormFields,
  providerConfigOf,
  type CatalogueProvider,
} from './modelConnection';

/** New/Edit LLM Connection (001 sections 2 to 5): the API key (a vault key name) except for Bedrock. */
export const llmConnectionFormSchema = withConditionalRules(
  z.object({
    ...modelFormFields,
    apiKeyReference: optionalKey,
    maxTokens: maxTokensRule.nullable().optional(),
    temperature: temperatureRule,
    baseUrl: optionalUrlRule(),
    ...bedrockFormFields,
  }),
  (v) => credentialRules(v.provider, FORM_CREDENTIAL_PATHS, MODEL_MESSAGES.bedrockSecretKey),
);
export type LlmConnectionFormValues = z.input<typeof llmConnectionFormSchema>;
export type LlmConnectionFormOutput = z.output<typeof llmConnectionFormSchema>;

/** A new connection's form is empty; an existing one's is filled from the record. */
export function llmFormValues(
  connection: ResourceRecord<'llm'> | undefined,
): LlmConnectionFormValues {
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
    ...bedrockFormValues(c),
  };
}

/**
 * The body of POST and PUT (PUT takes the same body, 001 section 7). The API key is a vault key
 * name (spec README decision 5), kept in `apiKeyReference` and `configurations.apiAuthorization`;
 * Bedrock's access key, secret key and region are sent only for Bedrock, and the API key only for
 * the others (001 section 4). Empty optional fields are left out.
 */
export function llmBody(
  values: LlmConnectionFormOutput,
  providers: readonly CatalogueProvider[],
): ResourceCreateBody<'llm'> {
  const apiKey = apiKeyToSend(values.provider, values.apiKeyReference);
  const configurations: ResourceCreateBody<'llm'>['configurations'] = {
    description: values.description,
    ...(apiKey ? { apiAuthorization: apiKey } : {}),
    ...(values.maxTokens != null ? { maxTokens: values.maxTokens } : {}),
    ...(values.temperature !== null ? { temperature: values.temperature } : {}),
    ...(filled(values.baseUrl) ? { baseUrl: values.baseUrl } : {}),
    ...bedrockCredentials(values.provider, values, 'accessKey'),
  };
  const providerConfig = providerConfigOf(providers, values.provider);
  if (providerConfig) configurations.providerConfig = providerConfig;
  return {
    name: values.name,
    provider: values.provider,
    modelName: values.modelName,
    ...(apiKey ? { apiKeyReference: apiKey } : {}),
    configurations,
  };
}
