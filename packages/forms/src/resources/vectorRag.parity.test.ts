import {
  RANGE_MESSAGES,
  requiredMessage,
  RETRIEVAL_MESSAGES,
  VECTOR_RAG_MESSAGES,
} from '@agentdeck/api-client/rules';
import { describeParity, isSlmId } from '../../test/parity';
import { vectorRagBody, vectorRagFormSchema, type VectorRetrievalValues } from './vectorRag';

const retrieval: VectorRetrievalValues = {
  databaseId: 'database-1',
  tableName: 'policy_chunks',
  embeddingModel: 'embeddingModel-1',
  distanceStrategy: 'cosine',
  searchType: 'similarity',
  topK: 5,
  metadata: '',
  // Left from an earlier choice of search type: dropped on save.
  fetchK: 20,
  enableReRanking: false,
  queryExpansion: false,
  hyde: false,
  enableHybridSearch: false,
};
const rag = {
  name: 'Policy Search',
  description: 'Answers policy questions from the policy vectors',
  ragVariant: 'vector' as const,
  retrievals: [retrieval],
  generator: false,
};
const mmr = 'MMR with re-ranking and hybrid search';
const threshold = 'a score threshold, query expansion on an SLM and HyDE';
const fusion = 'Fusion with the generator on';

describeParity('vectorRag', {
  form: vectorRagFormSchema,
  create: (values) => vectorRagBody(values, isSlmId),
  valid: {
    'standard similarity search': rag,
    [mmr]: {
      ...rag,
      retrievals: [
        {
          ...retrieval,
          searchType: 'MMR',
          lambdaMult: 0.5,
          enableReRanking: true,
          reRankingModel: 'rerankingModel-1',
          reRankingScoreThreshold: 0.4,
          enableHybridSearch: true,
          hybridSearch: 'BM25',
          hybridSearchTopK: 10,
        },
      ],
    },
    [threshold]: {
      ...rag,
      retrievals: [
        {
          ...retrieval,
          searchType: 'similarity-score-threshold',
          scoreThreshold: 0.7,
          enableMetadataFilter: true,
          metadata: 'year >= 2024',
          queryExpansion: true,
          queryExpansionSource: { sourceValue: 'slm-2', promptId: 'promptTemplate-1' },
          hyde: true,
          hydeSource: { sourceValue: 'llm-1' },
        },
      ],
    },
    [fusion]: {
      ...rag,
      ragVariant: 'Fusion',
      fusionRag: { sourceValue: 'llm-3' },
      generator: true,
      generatorSource: { sourceValue: 'llm-1', promptId: 'promptTemplate-2' },
    },
  },
  invalid: [
    { field: 'name', value: '', message: requiredMessage('name') },
    {
      field: 'ragVariant',
      value: null,
      path: 'configurations.ragVariant',
      message: VECTOR_RAG_MESSAGES.ragType,
    },
    {
      field: 'retrievals',
      value: [],
      path: 'configurations.retrievals',
      message: RETRIEVAL_MESSAGES.atLeastOne,
    },
    {
      field: 'retrievals',
      value: Array.from({ length: 11 }, () => retrieval),
      path: 'configurations.retrievals',
      message: RETRIEVAL_MESSAGES.limit,
    },
    ...(
      [
        ['databaseId', '', RETRIEVAL_MESSAGES.database],
        ['tableName', '', VECTOR_RAG_MESSAGES.tableName],
        ['embeddingModel', null, RETRIEVAL_MESSAGES.embeddingModel],
        ['distanceStrategy', '', VECTOR_RAG_MESSAGES.distanceStrategy],
        ['searchType', 'nearest', VECTOR_RAG_MESSAGES.searchType],
        ['topK', -1, RANGE_MESSAGES.notLessThan0],
      ] as const
    ).map(([field, value, message]) => ({
      field: `retrievals.0.${field}`,
      value,
      path: `configurations.retrievals.0.${field}`,
      message,
    })),
    ...(
      [
        [mmr, 'fetchK', null, requiredMessage('fetch K')],
        [mmr, 'lambdaMult', 1.5, RANGE_MESSAGES.notGreaterThan1],
        [mmr, 'reRankingModel', '', RETRIEVAL_MESSAGES.reRankingModel],
        [mmr, 'reRankingScoreThreshold', -0.1, RANGE_MESSAGES.notLessThan0],
        [mmr, 'hybridSearch', null, RETRIEVAL_MESSAGES.hybridSearch],
        [mmr, 'hybridSearchTopK', -1, RANGE_MESSAGES.notLessThan0],
        [threshold, 'scoreThreshold', 1, RANGE_MESSAGES.strictlyBetween0And1],
        [threshold, 'queryExpansionSource.sourceValue', '', RETRIEVAL_MESSAGES.intelligenceSource],
        [threshold, 'hydeSource.sourceValue', null, RETRIEVAL_MESSAGES.intelligenceSource],
      ] as const
    ).map(([from, field, value, message]) => ({
      from,
      field: `retrievals.0.${field}`,
      value,
      path: `configurations.retrievals.0.${field}`,
      message,
    })),
    {
      from: fusion,
      field: 'fusionRag.sourceValue',
      value: null,
      path: 'configurations.fusionRag.sourceValue',
      message: RETRIEVAL_MESSAGES.intelligenceSource,
    },
    {
      from: fusion,
      field: 'generatorSource.sourceValue',
      value: '',
      path: 'configurations.generatorSource.sourceValue',
      message: RETRIEVAL_MESSAGES.intelligenceSource,
    },
  ],
});
