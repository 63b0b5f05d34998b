import { z } from 'zod';
import { pickedKey, pickedOption } from './choice';
import { withConditionalRules } from './conditional';
import { requiredMessage } from './messages';
import {
  fetchKRule,
  hybridSearchTopKRule,
  intelligenceSourceRule,
  lambdaMultRule,
  optionalModelSource,
  ragWizardSchema,
  ragWizardSteps,
  reRankingScoreThresholdRule,
  RETRIEVAL_MESSAGES,
  scoreThresholdRule,
  topKRule,
} from './retrieval';
import { TEXT_LIMITS, textRule } from './text';

/** The vector RAG wizard and its retrievals (001 sections 3, 4 and 5). */

export const VECTOR_SEARCH_TYPES = ['similarity', 'MMR', 'similarity-score-threshold'] as const;
export const HYBRID_SEARCH_TYPES = ['BM25', 'TF-IDF'] as const;
export const RAG_VARIANTS = ['vector', 'Fusion'] as const;

export const VECTOR_RAG_MESSAGES = {
  ragType: 'Please select RAG type',
  distanceStrategy: 'Please select distance strategy',
  searchType: 'Please select search type',
  tableName: requiredMessage('table/collection name'),
} as const;

const optionalNumber = z.number().nullable().optional();
const optionalKey = z.string().nullable().optional();

/**
 * One vector retrieval. Fields behind a switch or a search type are checked only while they are
 * shown: fetch K and lambda only for MMR, the score threshold only for similarity with a
 * threshold, the re-ranking, query expansion, HyDE and hybrid search fields only while on. The
 * metadata filter is checked by the condition editor that edits it.
 */
export const vectorRetrievalSchema = withConditionalRules(
  z.object({
    databaseId: pickedKey(RETRIEVAL_MESSAGES.database),
    tableName: textRule({ label: 'table/collection name', max: TEXT_LIMITS.shortText }),
    embeddingModel: pickedKey(RETRIEVAL_MESSAGES.embeddingModel),
    distanceStrategy: pickedKey(VECTOR_RAG_MESSAGES.distanceStrategy),
    searchType: pickedOption(VECTOR_SEARCH_TYPES, VECTOR_RAG_MESSAGES.searchType),
    topK: topKRule,
    metadata: z.string().optional(),
    fetchK: optionalNumber,
    lambdaMult: optionalNumber,
    scoreThreshold: optionalNumber,
    enableReRanking: z.boolean(),
    reRankingModel: optionalKey,
    reRankingScoreThreshold: optionalNumber,
    queryExpansion: z.boolean(),
    queryExpansionSource: optionalModelSource,
    hyde: z.boolean(),
    hydeSource: optionalModelSource,
    enableHybridSearch: z.boolean(),
    hybridSearch: optionalKey,
    hybridSearchTopK: optionalNumber,
  }),
  (r) => [
    r.searchType === 'MMR' && ['fetchK', fetchKRule],
    r.searchType === 'MMR' && ['lambdaMult', lambdaMultRule],
    r.searchType === 'similarity-score-threshold' && ['scoreThreshold', scoreThresholdRule],
    r.enableReRanking && ['reRankingModel', pickedKey(RETRIEVAL_MESSAGES.reRankingModel)],
    r.enableReRanking && ['reRankingScoreThreshold', reRankingScoreThresholdRule],
    r.queryExpansion && ['queryExpansionSource.sourceValue', intelligenceSourceRule],
    r.hyde && ['hydeSource.sourceValue', intelligenceSourceRule],
    r.enableHybridSearch && [
      'hybridSearch',
      pickedOption(HYBRID_SEARCH_TYPES, RETRIEVAL_MESSAGES.hybridSearch),
    ],
    // The top K field appears only once a hybrid search type is chosen (001 section 4).
    r.enableHybridSearch && !!r.hybridSearch && ['hybridSearchTopK', hybridSearchTopKRule],
  ],
);

export type VectorRetrievalValues = z.input<typeof vectorRetrievalSchema>;

/** A new retrieval starts with re-ranking, query expansion, HyDE and hybrid search off. */
export const NEW_VECTOR_RETRIEVAL: VectorRetrievalValues = {
  databaseId: '',
  tableName: '',
  embeddingModel: '',
  distanceStrategy: '',
  searchType: 'similarity',
  topK: 4,
  metadata: '',
  enableReRanking: false,
  queryExpansion: false,
  hyde: false,
  enableHybridSearch: false,
};

/** The vector RAG wizard: general settings, retrievals, generator settings. */
export const vectorRagFormSchema = ragWizardSchema(
  {
    ragVariant: pickedOption(RAG_VARIANTS, VECTOR_RAG_MESSAGES.ragType),
    fusionRag: optionalModelSource,
  },
  vectorRetrievalSchema,
  (v) => v.ragVariant === 'Fusion' && 'fusionRag',
);

export type VectorRagFormValues = z.input<typeof vectorRagFormSchema>;

export const VECTOR_RAG_STEP_FIELDS = ragWizardSteps(['ragVariant', 'fusionRag']);
