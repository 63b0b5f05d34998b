import { z } from 'zod';
import { pickedKey, pickedOption, pickedSome } from './choice';
import { withConditionalRules } from './conditional';
import { requiredMessage, selectMessage } from './messages';
import {
  graphTopKRule,
  hybridSearchTopKRule,
  intelligenceSourceRule,
  optionalModelSource,
  ragWizardSchema,
  ragWizardSteps,
  reRankingScoreThresholdRule,
  RETRIEVAL_MESSAGES,
} from './retrieval';
import { textRule } from './text';
import { HYBRID_SEARCH_TYPES } from './vectorRag';

/** The graph RAG wizard and its retrievals (001 sections 3, 4, 5 and 9). */

export const GRAPH_RAG_TYPES = ['standard', 'corrective', 'knowledge-graph'] as const;
export const DEFAULT_GRAPH_RAG_TYPE = 'standard';
export const QUERY_LANGUAGES = ['Cypher'] as const;
export const QUERY_UNDERSTANDING_TYPES = ['NER', 'KG-augmented'] as const;

export const GRAPH_RAG_MESSAGES = {
  graphRagType: 'Please select graph RAG type',
  searchType: 'Please select a search type',
  queryLanguage: selectMessage('query language'),
  queryUnderstandingType: selectMessage('query understanding type'),
  nodeLabel: requiredMessage('node label'),
  embeddingNodeProperty: requiredMessage('embedding node property'),
  fullTextSearchIndex: requiredMessage('full text index name'),
  fullTextSearchProperty: requiredMessage('full text search property'),
  textNodeProperties: 'At least one text node property is required',
} as const;

const optionalKey = z.string().nullable().optional();
const optionalNumber = z.number().nullable().optional();

/**
 * One graph retrieval. Fields behind a switch are checked only while it is on; the full text
 * index and property only for NER query understanding (001 section 3).
 */
export const graphRetrievalSchema = withConditionalRules(
  z.object({
    database: pickedKey(RETRIEVAL_MESSAGES.database),
    queryLanguage: pickedOption(QUERY_LANGUAGES, GRAPH_RAG_MESSAGES.queryLanguage),
    searchType: pickedKey(GRAPH_RAG_MESSAGES.searchType),
    topK: graphTopKRule,
    nodeLabel: textRule({ label: 'node label' }),
    embeddingNodeProperty: textRule({ label: 'embedding node property' }),
    textNodeProperties: pickedSome(z.string(), GRAPH_RAG_MESSAGES.textNodeProperties),
    embeddingModelId: pickedKey(RETRIEVAL_MESSAGES.embeddingModel),
    enableReRanking: z.boolean(),
    reRankingModelId: optionalKey,
    reRankingScoreThreshold: optionalNumber,
    queryExpansion: z.boolean(),
    queryExpansionSource: optionalModelSource,
    hyde: z.boolean(),
    hydeSource: optionalModelSource,
    enableQueryUnderstanding: z.boolean(),
    queryUnderstanding: z
      .object({
        queryType: optionalKey,
        sourceValue: optionalKey,
        fullTextSearchIndex: optionalKey,
        fullTextSearchProperty: optionalKey,
      })
      .nullable()
      .optional(),
    enableHybridSearch: z.boolean(),
    hybridSearch: optionalKey,
    hybridSearchTopK: optionalNumber,
  }),
  (r) => {
    const understanding = r.enableQueryUnderstanding;
    const ner = understanding && r.queryUnderstanding?.queryType === 'NER';
    return [
      r.enableReRanking && ['reRankingModelId', pickedKey(RETRIEVAL_MESSAGES.reRankingModel)],
      r.enableReRanking && ['reRankingScoreThreshold', reRankingScoreThresholdRule],
      r.queryExpansion && ['queryExpansionSource.sourceValue', intelligenceSourceRule],
      r.hyde && ['hydeSource.sourceValue', intelligenceSourceRule],
      understanding && [
        'queryUnderstanding.queryType',
        pickedOption(QUERY_UNDERSTANDING_TYPES, GRAPH_RAG_MESSAGES.queryUnderstandingType),
      ],
      understanding && ['queryUnderstanding.sourceValue', intelligenceSourceRule],
      ner && [
        'queryUnderstanding.fullTextSearchIndex',
        textRule({ label: 'full text index name' }),
      ],
      ner && [
        'queryUnderstanding.fullTextSearchProperty',
        textRule({ label: 'full text search property' }),
      ],
      r.enableHybridSearch && [
        'hybridSearch',
        pickedOption(HYBRID_SEARCH_TYPES, RETRIEVAL_MESSAGES.hybridSearch),
      ],
      r.enableHybridSearch && !!r.hybridSearch && ['hybridSearchTopK', hybridSearchTopKRule],
    ];
  },
);

export type GraphRetrievalValues = z.input<typeof graphRetrievalSchema>;

/** The graph RAG wizard: general settings, retrievals, generator settings. */
export const graphRagFormSchema = ragWizardSchema(
  {
    graphRagType: pickedOption(GRAPH_RAG_TYPES, GRAPH_RAG_MESSAGES.graphRagType),
    correctiveRag: optionalModelSource,
  },
  graphRetrievalSchema,
  (v) => v.graphRagType === 'corrective' && 'correctiveRag',
);

export type GraphRagFormValues = z.input<typeof graphRagFormSchema>;

export const GRAPH_RAG_STEP_FIELDS = ragWizardSteps(['graphRagType', 'correctiveRag']);
