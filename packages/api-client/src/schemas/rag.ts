import { z } from 'zod';
import { defineResource } from '../resource';
import { descriptionSchema, nameSchema, sourceRefSchema } from './common';
import { resourcePaths } from '../routes';

const unit = z.number().min(0, 'Value cannot be less than 0').max(1, 'Value cannot be greater than 1');
const atLeast = (n: number) => z.number().int().min(n, `Value cannot be less than ${n}`);
const retrievals = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .min(1, 'At least one retrieval is required')
    .max(10, "You've reached the limit. Only 10 records can be added.");

/** The switches shared by vector and graph retrievals, each with its dependent fields. */
const retrievalOptions = {
  enableReRanking: z.boolean().default(false),
  reRankingScoreThreshold: unit.optional(),
  queryExpansion: z.boolean().default(false),
  queryExpansionSource: sourceRefSchema.optional(),
  hyde: z.boolean().default(false),
  hydeSource: sourceRefSchema.optional(),
  enableHybridSearch: z.boolean().default(false),
  hybridSearch: z.enum(['BM25', 'TF-IDF'], { message: 'Please select hybrid search' }).optional(),
  hybridSearchTopK: atLeast(0).optional(),
};

/** Vector retrieval (spec 001 section 3); dependent fields are optional, dropped when off. */
export const vectorRetrievalSchema = z.strictObject({
  databaseId: z.string().min(1, 'Please select a database'),
  tableName: z.string().min(1, 'Please enter a table/collection name'),
  type: z.string().optional(),
  embeddingModel: z.string().min(1, 'Please select an embedding model'),
  distanceStrategy: z.string().min(1, 'Please select distance strategy'),
  searchType: z.enum(['similarity', 'MMR', 'similarity-score-threshold'], { message: 'Please select search type' }),
  topK: atLeast(0),
  metadata: z.string().optional(),
  scoreThreshold: z
    .number()
    .gt(0, 'Value must be a float strictly between 0 and 1 (not including 0 or 1)')
    .lt(1, 'Value must be a float strictly between 0 and 1 (not including 0 or 1)')
    .optional(),
  fetchK: atLeast(0).optional(),
  lambdaMult: unit.optional(),
  reRankingModel: z.string().optional(),
  ...retrievalOptions,
});

export const vectorRagResource = defineResource({
  path: resourcePaths.vectorRag,
  label: 'RAG',
  nameField: 'name',
  fields: {
    name: nameSchema,
    description: descriptionSchema(),
    configurations: z.strictObject({
      ragVariant: z.enum(['vector', 'Fusion'], { message: 'Please select RAG type' }),
      generator: z.boolean().default(false),
      generatorSource: sourceRefSchema.optional(),
      fusionRag: sourceRefSchema.optional(),
      retrievals: retrievals(vectorRetrievalSchema),
    }),
  },
});

/** Graph retrieval (spec 001 section 3): Cypher only. */
export const graphRetrievalSchema = z.strictObject({
  database: z.string().min(1, 'Please select a database'),
  queryLanguage: z.literal('Cypher'),
  topK: atLeast(1),
  nodeLabel: z.string().min(1),
  embeddingNodeProperty: z.string().min(1),
  textNodeProperties: z.array(z.string().min(1)).min(1, 'At least one text node property is required'),
  embeddingModelId: z.string().min(1, 'Please select an embedding model'),
  reRankingModelId: z.string().optional(),
  ...retrievalOptions,
  enableQueryUnderstanding: z.boolean().default(false),
  queryUnderstanding: z
    .strictObject({
      queryType: z.enum(['NER', 'KG-augmented']),
      sourceValue: z.string().optional(),
      llmId: z.string().optional(),
      slmId: z.string().optional(),
      fullTextSearchIndex: z.string().optional(),
      fullTextSearchProperty: z.string().optional(),
    })
    .optional(),
});

export const graphRagResource = defineResource({
  path: resourcePaths.graphRag,
  label: 'Knowledge Graph',
  nameField: 'name',
  fields: {
    name: nameSchema,
    description: descriptionSchema(),
    configurations: z.strictObject({
      graphRagType: z.enum(['standard', 'corrective', 'knowledge-graph'], { message: 'Please select graph RAG type' }).default('standard'),
      correctiveRag: sourceRefSchema.optional(),
      generator: z.boolean().default(false),
      generatorSource: sourceRefSchema.optional(),
      retrievals: retrievals(graphRetrievalSchema),
    }),
  },
});
