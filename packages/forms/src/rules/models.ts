import { z } from 'zod';
import { withConditionalRules } from './conditional';
import { enteredWholeNumber, pickedKey } from './choice';
import { requiredMessage } from './messages';
import { temperatureRule } from './temperature';
import { descriptionRule, nameRule, TEXT_LIMITS, textRule } from './text';
import { optionalUrlRule, urlRule } from './url';

/** Model connections: LLM, SLM, STS, embedding and re-ranking models (001 sections 3, 4 and 5). */

export const MODEL_MESSAGES = {
  provider: 'Please select a provider',
  model: 'Please select or enter a model name',
  apiKey: 'Please select an API key/vault',
  bedrockSecretKey: 'Please select a secret key/vault',
  bedrockAccessKey: 'Please enter an access key',
  bedrockRegion: 'Please select a region',
  slmBaseUrl: 'Please enter a base URL',
  tokenLimitRequired: requiredMessage('token limit'),
  minimumOne: 'Minimum value should be 1',
  tokenLimitDigits: 'Digits only allowed',
  stsSecretKey: 'Please select a Secret Key/vault',
  voice: 'Please select or enter a voice name',
  language: 'Please select or enter a language',
  dimensionRequired: requiredMessage('dimension'),
  dimensionMin: 'Dimension must be at least 1',
  embeddingSecretKey: 'Please select a Secret key from vault',
} as const;

/**
 * Provider ids come from the platform catalogue (GET /platform/config), whose values the spec
 * does not list. Decision: a provider is Bedrock when its id or name contains 'bedrock', and
 * OpenAI when it contains 'openai', whatever the case ('aws-bedrock', 'Bedrock', 'openai').
 */
export function isBedrockProvider(provider: string | null | undefined): boolean {
  return /bedrock/i.test(provider ?? '');
}

export function isOpenAiProvider(provider: string | null | undefined): boolean {
  return /open\s?ai/i.test(provider ?? '');
}

const optionalKey = z.string().nullable().optional();

/** The model name: picked from the provider's list or typed (custom values are allowed). */
export const modelNameRule = textRule({
  label: 'model name',
  requiredMessage: MODEL_MESSAGES.model,
  max: TEXT_LIMITS.shortText,
});

export const providerRule = pickedKey(MODEL_MESSAGES.provider);

/** The fields every model form shares: name, provider, model, description (at least 5). */
const modelBase = {
  name: nameRule(),
  provider: providerRule,
  modelName: modelNameRule,
  description: descriptionRule(),
};

/** Bedrock's extra fields; the API key is needed by every other provider. */
const bedrockFields = {
  accessKey: optionalKey,
  secretKey: optionalKey,
  region: optionalKey,
};

function bedrockOrApiKeyRules(
  provider: string | null | undefined,
  fields: { apiKey: string; accessKey: string; secretKey: string; region: string },
  secretKeyMessage: string,
) {
  if (!isBedrockProvider(provider))
    return [[fields.apiKey, pickedKey(MODEL_MESSAGES.apiKey)] as const];
  return [
    [fields.secretKey, pickedKey(secretKeyMessage)] as const,
    [
      fields.accessKey,
      textRule({ label: 'access key', requiredMessage: MODEL_MESSAGES.bedrockAccessKey }),
    ] as const,
    [fields.region, pickedKey(MODEL_MESSAGES.bedrockRegion)] as const,
  ];
}

const LLM_FIELDS = {
  apiKey: 'apiKeyReference',
  accessKey: 'accessKey',
  secretKey: 'secretKey',
  region: 'region',
};

/** The max tokens of an LLM connection: optional, a whole number of at least 1 when given. */
const maxTokensRule = z
  .number()
  .int(MODEL_MESSAGES.tokenLimitDigits)
  .min(1, MODEL_MESSAGES.minimumOne)
  .nullable()
  .optional();

/** New/Edit LLM Connection: the API key (a vault key name) except for Bedrock. */
export const llmConnectionFormSchema = withConditionalRules(
  z.object({
    ...modelBase,
    apiKeyReference: optionalKey,
    maxTokens: maxTokensRule,
    temperature: temperatureRule,
    baseUrl: optionalUrlRule(),
    ...bedrockFields,
  }),
  (v) => bedrockOrApiKeyRules(v.provider, LLM_FIELDS, MODEL_MESSAGES.bedrockSecretKey),
);
export type LlmConnectionFormValues = z.input<typeof llmConnectionFormSchema>;

/** The SLM token limit: required, digits only, at least 1. */
export const tokenLimitRule = enteredWholeNumber(
  MODEL_MESSAGES.tokenLimitRequired,
  MODEL_MESSAGES.tokenLimitDigits,
).min(1, MODEL_MESSAGES.minimumOne);

/**
 * New/Edit SLM Connection. The base URL is required although its label says optional
 * (001 section 5 keeps it so); the API key follows the common rule.
 */
export const slmConnectionFormSchema = withConditionalRules(
  z.object({
    ...modelBase,
    apiAuthorization: optionalKey,
    baseUrl: urlRule('base URL', { requiredMessage: MODEL_MESSAGES.slmBaseUrl }),
    tokenLimit: tokenLimitRule,
    temperature: temperatureRule,
    customRuntime: z.boolean().optional(),
    ...bedrockFields,
  }),
  (v) =>
    bedrockOrApiKeyRules(
      v.provider,
      { ...LLM_FIELDS, apiKey: 'apiAuthorization' },
      MODEL_MESSAGES.bedrockSecretKey,
    ),
);
export type SlmConnectionFormValues = z.input<typeof slmConnectionFormSchema>;

/** New/Edit STS Connection: the secret key only for OpenAI; voice and language picked or typed. */
export const stsConnectionFormSchema = withConditionalRules(
  z.object({
    ...modelBase,
    secretKey: optionalKey,
    voice: textRule({ label: 'voice name', requiredMessage: MODEL_MESSAGES.voice }),
    language: textRule({ label: 'language', requiredMessage: MODEL_MESSAGES.language }),
    temperature: temperatureRule,
  }),
  (v) => [isOpenAiProvider(v.provider) && ['secretKey', pickedKey(MODEL_MESSAGES.stsSecretKey)]],
);
export type StsConnectionFormValues = z.input<typeof stsConnectionFormSchema>;

/** Embedding dimensions: required, a whole number, at least 1. */
export const dimensionsRule = enteredWholeNumber(
  MODEL_MESSAGES.dimensionRequired,
  MODEL_MESSAGES.tokenLimitDigits,
).min(1, MODEL_MESSAGES.dimensionMin);

/** The embedding model form; Bedrock asks for 'Please select a Secret key from vault'. */
export const embeddingModelFormSchema = withConditionalRules(
  z.object({
    ...modelBase,
    apiKey: optionalKey,
    dimensions: dimensionsRule,
    baseURL: optionalUrlRule(),
    secretKey: optionalKey,
    accessKeyId: optionalKey,
    region: optionalKey,
  }),
  (v) =>
    bedrockOrApiKeyRules(
      v.provider,
      { apiKey: 'apiKey', accessKey: 'accessKeyId', secretKey: 'secretKey', region: 'region' },
      MODEL_MESSAGES.embeddingSecretKey,
    ),
);
export type EmbeddingModelFormValues = z.input<typeof embeddingModelFormSchema>;

/** The re-ranking model form: name, description, provider, model, API key, base URL. */
export const reRankingModelFormSchema = z.object({
  ...modelBase,
  apiKey: pickedKey(MODEL_MESSAGES.apiKey),
  baseURL: optionalUrlRule(),
});
export type ReRankingModelFormValues = z.input<typeof reRankingModelFormSchema>;
