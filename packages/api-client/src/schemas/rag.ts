import { z } from 'zod';
import { defineResource } from '../resource';
import { withConditionalRules } from '../rules/conditional';
import {
  embeddingModelRule,
  graphTopKRule,
  hybridSearchRule,
  ragSourceRules,
  retrievalDatabaseRule,
  retrievalsRule,
  topKRule,
} from '../rules/retrieval';
import {
  DEFAULT_GRAPH_RAG_TYPE,
  embeddingNodePropertyRule,
  graphRagTypeRule,
  graphRagTypeSource,
  graphRetrievalRules,
  graphSearchTypeRule,
  nodeLabelRule,
  queryLanguageRule,
  queryUnderstandingTypeRule,
  textNodePropertiesRule,
} from '../rules/graphRag';
import {
  distanceStrategyRule,
  ragVariantRule,
  tableNameRule,
  vectorRagTypeSource,
  vectorRetrievalRules,
  vectorSearchTypeRule,
} from '../rules/vectorRag';
import { descriptionRule, nameRule } from '../rules/text';
import { sourceRefSchema } from './common';
import { resourcePaths } from '../routes';

const number = z.number().optional();

/**
 * The switches shared by vector and graph retrievals; their dependent fields are optional here
 * and required by the retrieval's rules while the switch is on (dropped on save when off).
 */
const retrievalOptions = {
  enableReRanking: z.boolean().default(false),
  reRankingScoreThreshold: number,
  queryExpansion: z.boolean().default(false),
  queryExpansionSource: sourceRefSchema.optional(),
  hyde: z.boolean().default(false),
  hydeSource: sourceRefSchema.optional(),
  enableHybridSearch: z.boolean().default(false),
  hybridSearch: hybridSearchRule.optional(),
  hybridSearchTopK: number,
};

/** Vector retrieval (spec 001 section 3). */
export const vectorRetrievalSchema = withConditionalRules(
  z.strictObject({
    databaseId: retrievalDatabaseRule,
    tableName: tableNameRule,
    type: z.string().optional(),
    embeddingModel: embeddingModelRule,
    distanceStrategy: distanceStrategyRule,
    searchType: vectorSearchTypeRule,
    topK: topKRule,
    metadata: z.string().optional(),
    scoreThreshold: number,
    fetchK: number,
    lambdaMult: number,
    reRankingModel: z.string().optional(),
    ...retrievalOptions,
  }),
  vectorRetrievalRules,
);

export const vectorRagResource = defineResource({
  path: resourcePaths.vectorRag,
  label: 'RAG',
  nameField: 'name',
  fields: {
    name: nameRule(),
    description: descriptionRule(),
    configurations: z.strictObject({
      ragVariant: ragVariantRule,
      generator: z.boolean().default(false),
      generatorSource: sourceRefSchema.optional(),
      fusionRag: sourceRefSchema.optional(),
      retrievals: retrievalsRule(vectorRetrievalSchema),
    }),
  },
  rules: (v) =>
    ragSourceRules(
      vectorRagTypeSource(v.configurations?.ragVariant),
      v.configurations?.generator,
      'configurations',
    ),
});

/** Graph retrieval (spec 001 section 3): Cypher only. */
export const graphRetrievalSchema = withConditionalRules(
  z.strictObject({
    database: retrievalDatabaseRule,
    queryLanguage: queryLanguageRule,
    searchType: graphSearchTypeRule,
    topK: graphTopKRule,
    nodeLabel: nodeLabelRule,
    embeddingNodeProperty: embeddingNodePropertyRule,
    textNodeProperties: textNodePropertiesRule,
    embeddingModelId: embeddingModelRule,
    reRankingModelId: z.string().optional(),
    ...retrievalOptions,
    enableQueryUnderstanding: z.boolean().default(false),
    queryUnderstanding: z
      .strictObject({
        queryType: queryUnderstandingTypeRule.optional(),
        sourceValue: z.string().optional(),
        llmId: z.string().optional(),
        slmId: z.string().optional(),
        fullTextSearchIndex: z.string().optional(),
        fullTextSearchProperty: z.string().optional(),
      })
      .optional(),
  }),
  graphRetrievalRules,
);

export const graphRagResource = defineResource({
  path: resourcePaths.graphRag,
  label: 'Knowledge Graph',
  nameField: 'name',
  fields: {
    name: nameRule(),
    description: descriptionRule(),
    configurations: z.strictObject({
      graphRagType: graphRagTypeRule.default(DEFAULT_GRAPH_RAG_TYPE),
      correctiveRag: sourceRefSchema.optional(),
      generator: z.boolean().default(false),
      generatorSource: sourceRefSchema.optional(),
      retrievals: retrievalsRule(graphRetrievalSchema),
    }),
  },
  rules: (v) =>
    ragSourceRules(
      graphRagTypeSource(v.configurations?.graphRagType),
      v.configurations?.generator,
      'configurations',
    ),
});
