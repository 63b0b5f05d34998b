import { z } from 'zod';
import { defineResource } from '../resource';
import {
  descriptionSchema,
  keyValueRowSchema,
  nameSchema,
  providerConfigSchema,
  regionSchema,
  temperatureSchema,
  urlSchema,
} from './common';
import { resourcePaths } from '../routes';

const provider = z.string().min(1, 'Please select a provider');
const modelName = z.string().min(1, 'Please select or enter a model name');
const isBedrock = (p: string) => /bedrock/i.test(p);
/** Name, description, provider and model of the embedding and re-ranking forms. */
const enhancerIdentity = { name: nameSchema, description: descriptionSchema(), provider, modelName };

/**
 * Bedrock needs a secret key, an access key and a region; other providers an API key (a vault
 * reference). Field names differ per form, so the caller names them.
 */
function checkCredentials(
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
  providerName: string,
  c: { secretKey?: string; region?: string },
  bedrock: { accessKey: string | undefined; accessField: string; secretMessage: string },
  apiKey: { value: string | undefined; path: string[] },
) {
  const need = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (isBedrock(providerName)) {
    if (!c.secretKey) need(['configurations', 'secretKey'], bedrock.secretMessage);
    if (!bedrock.accessKey) need(['configurations', bedrock.accessField], 'Please enter an access key');
    if (!c.region) need(['configurations', 'region'], 'Please select a region');
  } else if (!apiKey.value) {
    need(apiKey.path, 'Please select an API key/vault');
  }
}

/** LLM connection (spec 001 section 3). Bedrock needs access key, secret key and region. */
export const llmResource = defineResource({
  path: resourcePaths.llm,
  label: 'LLM',
  nameField: 'name',
  fields: {
    name: nameSchema,
    provider,
    modelName,
    /** A vault key name, never a raw key (spec README decision 5). */
    apiKeyReference: z.string().optional(),
    configurations: z.strictObject({
      description: descriptionSchema(),
      apiAuthorization: z.string().optional(),
      maxTokens: z.number().int().min(1).optional(),
      temperature: temperatureSchema.optional(),
      baseUrl: urlSchema.optional(),
      customerHeaders: z.array(keyValueRowSchema).optional(),
      providerConfig: providerConfigSchema.optional(),
      accessKey: z.string().optional(),
      secretKey: z.string().optional(),
      region: regionSchema.optional(),
    }),
  },
  refine: (v, ctx) =>
    checkCredentials(
      ctx,
      v.provider,
      v.configurations,
      { accessKey: v.configurations.accessKey, accessField: 'accessKey', secretMessage: 'Please select a secret key/vault' },
      { value: v.apiKeyReference, path: ['apiKeyReference'] },
    ),
});

/** SLM connection: base URL and token limit are required (spec 001 section 5). */
export const slmResource = defineResource({
  path: resourcePaths.slm,
  label: 'SLM',
  nameField: 'name',
  fields: {
    name: nameSchema,
    provider,
    modelName,
    configurations: z.strictObject({
      description: descriptionSchema(),
      providerConfig: providerConfigSchema.optional(),
      apiAuthorization: z.string().optional(),
      temperature: temperatureSchema.optional(),
      baseUrl: z.string().min(1, 'Please enter a base URL').pipe(urlSchema),
      customRuntime: z.boolean().optional(),
      accessKey: z.string().optional(),
      secretKey: z.string().optional(),
      region: regionSchema.optional(),
      tokenLimit: z.number().int().min(1, 'Minimum value should be 1'),
    }),
  },
});

/** Speech-to-speech connection; the secret key applies to the OpenAI provider only. */
export const stsResource = defineResource({
  path: resourcePaths.speechToSpeechModel,
  label: 'STS configuration',
  nameField: 'name',
  fields: {
    name: nameSchema,
    provider,
    modelName,
    description: descriptionSchema(),
    configurations: z.strictObject({
      secretKey: z.string().optional(),
      tone: z.string().optional(),
      voice: z.string().min(1, 'Please select or enter a voice name'),
      temperature: temperatureSchema.optional(),
      language: z.string().min(1, 'Please select or enter a language'),
      providerConfig: providerConfigSchema.optional(),
    }),
  },
  refine: (v, ctx) => {
    if (/openai/i.test(v.provider) && !v.configurations.secretKey) {
      ctx.addIssue({ code: 'custom', path: ['configurations', 'secretKey'], message: 'Please select a Secret Key/vault' });
    }
  },
});

export const embeddingModelResource = defineResource({
  path: resourcePaths.embeddingModel,
  label: 'Embedding model',
  nameField: 'name',
  fields: {
    ...enhancerIdentity,
    configurations: z.strictObject({
      apiKey: z.string().optional(),
      dimensions: z.number().int().min(1, 'Dimension must be at least 1'),
      baseURL: urlSchema.optional(),
      secretKey: z.string().optional(),
      accessKeyId: z.string().optional(),
      region: regionSchema.optional(),
      providerConfig: providerConfigSchema.optional(),
    }),
  },
  refine: (v, ctx) =>
    checkCredentials(
      ctx,
      v.provider,
      v.configurations,
      { accessKey: v.configurations.accessKeyId, accessField: 'accessKeyId', secretMessage: 'Please select a Secret key from vault' },
      { value: v.configurations.apiKey, path: ['configurations', 'apiKey'] },
    ),
});

export const rerankingModelResource = defineResource({
  path: resourcePaths.rerankingModel,
  label: 'Re-ranking model',
  nameField: 'name',
  fields: {
    ...enhancerIdentity,
    configurations: z.strictObject({
      apiKey: z.string().min(1, 'Please select an API key/vault'),
      baseURL: urlSchema.optional(),
      providerConfig: providerConfigSchema.optional(),
    }),
  },
});
