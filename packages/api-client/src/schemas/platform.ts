import { z } from 'zod';

/** A provider of the catalogue (spec 001 section 3); each catalogue field is JSON text of these. */
export const catalogueModelSchema = z.object({ value: z.string(), description: z.string() });
export const catalogueProviderSchema = z.object({
  id: z.string(),
  value: z.string(),
  logo: z.string(),
  description: z.string().optional(),
  models: z.array(catalogueModelSchema),
});
export const stsProviderSchema = catalogueProviderSchema.extend({
  voices: z.array(z.object({ name: z.string() })),
  languages: z.array(z.object({ name: z.string(), code: z.string() })),
});
/** A prompt framework (spec 000 section 3.4). */
export const promptFrameworkSchema = z.object({
  type: z.string(),
  title: z.string(),
  description: z.string(),
  fields: z.array(z.object({ name: z.string(), description: z.string() })),
  instructions: z.string(),
});

/** GET /platform/config: each value is a JSON text, as the documents describe. */
export const platformConfigSchema = z.object({
  llmProviders: z.string(),
  slmProviders: z.string(),
  embeddingModelProviders: z.string(),
  rerankingModelProviders: z.string(),
  speechToSpeechModelProviders: z.string(),
  promptFrameworks: z.string(),
});

/** The decoded shapes of the JSON texts, for consumers that parse them. */
export const platformCatalogueSchemas = {
  llmProviders: z.array(catalogueProviderSchema),
  slmProviders: z.array(catalogueProviderSchema),
  embeddingModelProviders: z.array(catalogueProviderSchema),
  rerankingModelProviders: z.array(catalogueProviderSchema),
  speechToSpeechModelProviders: z.array(stsProviderSchema),
  promptFrameworks: z.array(promptFrameworkSchema),
} as const;
