import { z } from 'zod';
import { enteredWholeNumber, pickedKey } from './choice';
import type { ConditionalRule } from './conditional';
import { requiredMessage } from './messages';
import { regionRule } from './region';
import { TEXT_LIMITS, textRule } from './text';

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

export const providerRule = pickedKey(MODEL_MESSAGES.provider);

/** The model name: picked from the provider's list or typed (custom values are allowed). */
export const modelNameRule = textRule({
  label: 'model name',
  requiredMessage: MODEL_MESSAGES.model,
  max: TEXT_LIMITS.shortText,
});

export const apiKeyRule = pickedKey(MODEL_MESSAGES.apiKey);

/** The max tokens of an LLM connection: optional, a whole number of at least 1 when given. */
export const maxTokensRule = z
  .number()
  .int(MODEL_MESSAGES.tokenLimitDigits)
  .min(1, MODEL_MESSAGES.minimumOne);

/** The SLM token limit: required, digits only, at least 1. */
export const tokenLimitRule = enteredWholeNumber(
  MODEL_MESSAGES.tokenLimitRequired,
  MODEL_MESSAGES.tokenLimitDigits,
).min(1, MODEL_MESSAGES.minimumOne);

/** Embedding dimensions: required, a whole number, at least 1. */
export const dimensionsRule = enteredWholeNumber(
  MODEL_MESSAGES.dimensionRequired,
  MODEL_MESSAGES.tokenLimitDigits,
).min(1, MODEL_MESSAGES.dimensionMin);

export const voiceRule = textRule({ label: 'voice name', requiredMessage: MODEL_MESSAGES.voice });
export const languageRule = textRule({
  label: 'language',
  requiredMessage: MODEL_MESSAGES.language,
});

const accessKeyRule = textRule({
  label: 'access key',
  requiredMessage: MODEL_MESSAGES.bedrockAccessKey,
});

/** Where a form or a body keeps the credentials; field names differ per model kind. */
export interface CredentialPaths {
  apiKey: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

/**
 * Bedrock needs a secret key (vault), an access key and a region; every other provider an API key
 * (vault), 001 section 5. `secretKeyMessage` differs per form.
 */
export function credentialRules(
  provider: string | null | undefined,
  paths: CredentialPaths,
  secretKeyMessage: string,
): ConditionalRule[] {
  if (!isBedrockProvider(provider)) return [[paths.apiKey, apiKeyRule]];
  return [
    [paths.secretKey, pickedKey(secretKeyMessage)],
    [paths.accessKey, accessKeyRule],
    [paths.region, regionRule(MODEL_MESSAGES.bedrockRegion)],
  ];
}

/** STS asks OpenAI only for its secret key (001 sections 4 and 5). */
export function stsSecretKeyRules(
  provider: string | null | undefined,
  path: string,
): ConditionalRule[] {
  return isOpenAiProvider(provider) ? [[path, pickedKey(MODEL_MESSAGES.stsSecretKey)]] : [];
}
