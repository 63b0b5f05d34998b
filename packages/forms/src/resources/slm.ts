import type { ResourceCreateBody, ResourceRecord } from '@agentdeck/api-client';
import {
  credentialRules,
  MODEL_MESSAGES,
  temperatureRule,
  tokenLimitRule,
  urlRule,
  withConditionalRules,
} from '@agentdeck/api-client/rules';
import { z } from 'zod';
import { optionalKey } from './formValues';
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

/**
 * New/Edit SLM Connection (001 sections 2 to 5). The base URL is required although its label
 * says optional (001 section 5 keeps it so); the API key follows the common rule.
 */
export const slmConnectionFormSchema = withConditionalRules(
  z.object({
    ...modelFormFields,
    apiAuthorization: optionalKey,
    baseUrl: urlRule('base URL', { requiredMessage: MODEL_MESSAGES.slmBaseUrl }),
    tokenLimit: tokenLimitRule,
    temperature: temperatureRule,
    customRuntime: z.boolean().optional(),
    ...bedrockFormFields,
  }),
  (v) =>
    credentialRules(
      v.provider,
      { ...FORM_CREDENTIAL_PATHS, apiKey: 'apiAuthorization' },
      MODEL_MESSAGES.bedrockSecretKey,
    ),
);
export type SlmConnectionFormValues = z.input<typeof slmConnectionFormSchema>;
export type SlmConnectionFormOutput = z.output<typeof slmConnectionFormSchema>;

/** A new connection's form is empty; an existing one's is filled from the record. */
export function slmFormValues(
  connection: ResourceRecord<'slm'> | undefined,
): SlmConnectionFormValues {
  const c = connection?.configurations;
  return {
    name: connection?.name ?? '',
    provider: connection?.provider ?? '',
    modelName: connection?.modelName ?? '',
    description: c?.description ?? '',
    apiAuthorization: c?.apiAuthorization ?? null,
    baseUrl: c?.baseUrl ?? '',
    tokenLimit: c?.tokenLimit ?? Number.NaN,
    temperature: c?.temperature ?? null,
    customRuntime: c?.customRuntime ?? false,
    ...bedrockFormValues(c),
  };
}

/**
 * The body of POST and PUT: the API key (a vault key name) for every provider but Bedrock, whose
 * access key, secret key and region are sent only for it (001 section 4).
 */
export function slmBody(
  values: SlmConnectionFormOutput,
  providers: readonly CatalogueProvider[],
): ResourceCreateBody<'slm'> {
  const apiKey = apiKeyToSend(values.provider, values.apiAuthorization);
  const providerConfig = providerConfigOf(providers, values.provider);
  return {
    name: values.name,
    provider: values.provider,
    modelName: values.modelName,
    configurations: {
      description: values.description,
      baseUrl: values.baseUrl,
      tokenLimit: values.tokenLimit,
      ...(apiKey ? { apiAuthorization: apiKey } : {}),
      ...(values.temperature !== null ? { temperature: values.temperature } : {}),
      ...(values.customRuntime !== undefined ? { customRuntime: values.customRuntime } : {}),
      ...(providerConfig ? { providerConfig } : {}),
      ...bedrockCredentials(values.provider, values, 'accessKey'),
    },
  };
}
