import { z } from 'zod';
import { defineResource } from '../resource';
import { keyValueRowsRule } from '../rules/keyValueRows';
import {
  apiKeyRule,
  credentialRules,
  dimensionsRule,
  languageRule,
  maxTokensRule,
  MODEL_MESSAGES,
  modelNameRule,
  providerRule,
  stsSecretKeyRules,
  tokenLimitRule,
  voiceRule,
} from '../rules/models';
import { temperatureValueRule } from '../rules/temperature';
import { descriptionRule, nameRule } from '../rules/text';
import { optionalUrlRule, urlRule } from '../rules/url';
import { providerConfigSchema } from './common';
import { resourcePaths } from '../routes';

/** Name, provider and model of every model connection (spec 001 sections 3 and 5). */
const identity = { name: nameRule(), provider: providerRule, modelName: modelNameRule };
const secret = z.string().optional();

/** Bedrock's credentials in `configurations` (sent only for Bedrock, spec 001 section 4). */
const bedrockFields = { accessKey: secret, secretKey: secret, region: secret };
const inConfigurations = {
  accessKey: 'configurations.accessKey',
  secretKey: 'configurations.secretKey',
  region: 'configurations.region',
};

/** LLM connection (spec 001 section 3); the API key is a vault key name (spec README decision 5). */
export const llmResource = defineResource({
  path: resourcePaths.llm,
  label: 'LLM',
  nameField: 'name',
  fields: {
    ...identity,
    apiKeyReference: secret,
    configurations: z.strictObject({
      description: descriptionRule(),
      apiAuthorization: secret,
      maxTokens: maxTokensRule.optional(),
      temperature: temperatureValueRule.optional(),
      baseUrl: optionalUrlRule(),
      customerHeaders: keyValueRowsRule({ withCollections: false }).optional(),
      providerConfig: providerConfigSchema.optional(),
      ...bedrockFields,
    }),
  },
  rules: (v) =>
    credentialRules(
      v.provider,
      { apiKey: 'apiKeyReference', ...inConfigurations },
      MODEL_MESSAGES.bedrockSecretKey,
    ),
});

/** SLM connection: base URL and token limit are required (spec 001 section 5). */
export const slmResource = defineResource({
  path: resourcePaths.slm,
  label: 'SLM',
  nameField: 'name',
  fields: {
    ...identity,
    configurations: z.strictObject({
      description: descriptionRule(),
      providerConfig: providerConfigSchema.optional(),
      apiAuthorization: secret,
      temperature: temperatureValueRule.optional(),
      baseUrl: urlRule('base URL', { requiredMessage: MODEL_MESSAGES.slmBaseUrl }),
      customRuntime: z.boolean().optional(),
      tokenLimit: tokenLimitRule,
      ...bedrockFields,
    }),
  },
  rules: (v) =>
    credentialRules(
      v.provider,
      { apiKey: 'configurations.apiAuthorization', ...inConfigurations },
      MODEL_MESSAGES.bedrockSecretKey,
    ),
});

/** Speech-to-speech connection; the secret key applies to the OpenAI provider only. */
export const stsResource = defineResource({
  path: resourcePaths.speechToSpeechModel,
  label: 'STS configuration',
  nameField: 'name',
  fields: {
    ...identity,
    description: descriptionRule(),
    configurations: z.strictObject({
      secretKey: secret,
      tone: z.string().optional(),
      voice: voiceRule,
      temperature: temperatureValueRule.optional(),
      language: languageRule,
      providerConfig: providerConfigSchema.optional(),
    }),
  },
  rules: (v) => stsSecretKeyRules(v.provider, 'configurations.secretKey'),
});

export const embeddingModelResource = defineResource({
  path: resourcePaths.embeddingModel,
  label: 'Embedding model',
  nameField: 'name',
  fields: {
    ...identity,
    description: descriptionRule(),
    configurations: z.strictObject({
      apiKey: secret,
      dimensions: dimensionsRule,
      baseURL: optionalUrlRule(),
      secretKey: secret,
      accessKeyId: secret,
      region: secret,
      providerConfig: providerConfigSchema.optional(),
    }),
  },
  rules: (v) =>
    credentialRules(
      v.provider,
      {
        apiKey: 'configurations.apiKey',
        accessKey: 'configurations.accessKeyId',
        secretKey: 'configurations.secretKey',
        region: 'configurations.region',
      },
      MODEL_MESSAGES.embeddingSecretKey,
    ),
});

export const rerankingModelResource = defineResource({
  path: resourcePaths.rerankingModel,
  label: 'Re-ranking model',
  nameField: 'name',
  fields: {
    ...identity,
    description: descriptionRule(),
    configurations: z.strictObject({
      apiKey: apiKeyRule,
      baseURL: optionalUrlRule(),
      providerConfig: providerConfigSchema.optional(),
    }),
  },
});
