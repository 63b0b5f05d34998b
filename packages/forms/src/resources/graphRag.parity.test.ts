import {
  GRAPH_RAG_MESSAGES,
  RANGE_MESSAGES,
  RETRIEVAL_MESSAGES,
} from '@agentdeck/api-client/rules';
import { describeParity, isSlmId } from '../../test/parity';
import { graphRagBody, graphRagFormSchema, type GraphRetrievalValues } from './graphRag';

const retrieval: GraphRetrievalValues = {
  database: 'database-2',
  queryLanguage: 'Cypher',
  searchType: 'similarity',
  topK: 5,
  nodeLabel: 'Claim',
  embeddingNodeProperty: 'embedding',
  textNodeProperties: ['summary', 'notes'],
  embeddingModelId: 'embeddingModel-1',
  enableReRanking: false,
  queryExpansion: false,
  hyde: false,
  enableQueryUnderstanding: false,
  enableHybridSearch: false,
};
const rag = {
  name: 'Claims Knowledge Graph',
  description: 'Finds related claims, parties and vehicles',
  graphRagType: 'standard' as const,
  retrievals: [retrieval],
  generator: true,
  generatorSource: { sourceValue: 'llm-2', promptId: 'promptTemplate-1' },
};
const ner = 'NER query understanding on an SLM';
const corrective = 'corrective, with re-ranking, hybrid search and query expansion';

describeParity('graphRag', {
  form: graphRagFormSchema,
  create: (values) => graphRagBody(values, isSlmId),
  valid: {
    'standard with the generator on': rag,
    [ner]: {
      ...rag,
      generator: false,
      retrievals: [
        {
          ...retrieval,
          enableQueryUnderstanding: true,
          queryUnderstanding: {
            queryType: 'NER',
            sourceValue: 'slm-1',
            fullTextSearchIndex: 'claim_text',
            fullTextSearchProperty: 'summary',
          },
        },
      ],
    },
    'KG-augmented query understanding': {
      ...rag,
      retrievals: [
        {
          ...retrieval,
          enableQueryUnderstanding: true,
          queryUnderstanding: { queryType: 'KG-augmented', sourceValue: 'llm-3' },
        },
      ],
    },
    [corrective]: {
      ...rag,
      graphRagType: 'corrective',
      correctiveRag: { sourceValue: 'slm-2' },
      retrievals: [
        {
          ...retrieval,
          enableReRanking: true,
          reRankingModelId: 'rerankingModel-1',
          reRankingScoreThreshold: 0,
          enableHybridSearch: true,
          hybridSearch: 'TF-IDF',
          hybridSearchTopK: 0,
          queryExpansion: true,
          queryExpansionSource: { sourceValue: 'llm-1' },
          hyde: true,
          hydeSource: { sourceValue: 'slm-1', promptId: 'promptTemplate-3' },
        },
      ],
    },
  },
  invalid: [
    {
      field: 'graphRagType',
      value: 'fusion',
      path: 'configurations.graphRagType',
      message: GRAPH_RAG_MESSAGES.graphRagType,
    },
    {
      field: 'retrievals',
      value: [],
      path: 'configurations.retrievals',
      message: RETRIEVAL_MESSAGES.atLeastOne,
    },
    {
      field: 'generatorSource.sourceValue',
      value: null,
      path: 'configurations.generatorSource.sourceValue',
      message: RETRIEVAL_MESSAGES.intelligenceSource,
    },
    {
      from: corrective,
      field: 'correctiveRag.sourceValue',
      value: '',
      path: 'configurations.correctiveRag.sourceValue',
      message: RETRIEVAL_MESSAGES.intelligenceSource,
    },
    ...(
      [
        [undefined, 'database', '', RETRIEVAL_MESSAGES.database],
        [undefined, 'queryLanguage', 'SPARQL', GRAPH_RAG_MESSAGES.queryLanguage],
        [undefined, 'searchType', null, GRAPH_RAG_MESSAGES.searchType],
        [undefined, 'topK', 0, RANGE_MESSAGES.notLessThan1],
        [undefined, 'nodeLabel', '', GRAPH_RAG_MESSAGES.nodeLabel],
        [undefined, 'embeddingNodeProperty', '', GRAPH_RAG_MESSAGES.embeddingNodeProperty],
        [undefined, 'textNodeProperties', [], GRAPH_RAG_MESSAGES.textNodeProperties],
        [undefined, 'embeddingModelId', null, RETRIEVAL_MESSAGES.embeddingModel],
        [ner, 'queryUnderstanding.queryType', null, GRAPH_RAG_MESSAGES.queryUnderstandingType],
        [ner, 'queryUnderstanding.sourceValue', '', RETRIEVAL_MESSAGES.intelligenceSource],
        [ner, 'queryUnderstanding.fullTextSearchIndex', '', GRAPH_RAG_MESSAGES.fullTextSearchIndex],
        [
          ner,
          'queryUnderstanding.fullTextSearchProperty',
          null,
          GRAPH_RAG_MESSAGES.fullTextSearchProperty,
        ],
        [corrective, 'reRankingModelId', null, RETRIEVAL_MESSAGES.reRankingModel],
        [corrective, 'reRankingScoreThreshold', 1.2, RANGE_MESSAGES.notGreaterThan1],
        [corrective, 'hybridSearch', 'BM42', RETRIEVAL_MESSAGES.hybridSearch],
        [corrective, 'hybridSearchTopK', -2, RANGE_MESSAGES.notLessThan0],
        [corrective, 'hydeSource.sourceValue', '', RETRIEVAL_MESSAGES.intelligenceSource],
      ] as const
    ).map(([from, field, value, message]) => ({
      from,
      field: `retrievals.0.${field}`,
      value,
      path: `configurations.retrievals.0.${field}`,
      message,
    })),
  ],
});
