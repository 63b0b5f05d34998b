import { z } from 'zod';
import { pickedKey, pickedOption, pickedSome } from './choice';
import type { ConditionalRule } from './conditional';
import { requiredMessage, selectMessage } from './messages';
import { intelligenceSourceRule, retrievalSwitchRules, type RetrievalSwitches } from './retrieval';
import { textRule } from './text';

/** The graph RAG wizard and its retrievals (001 sections 3, 4, 5 and 9). */

export const GRAPH_RAG_TYPES = ['standard', 'corrective', 'knowledge-graph'] as const;
export const DEFAULT_GRAPH_RAG_TYPE = 'standard';
export const QUERY_LANGUAGES = ['Cypher'] as const;
export const QUERY_UNDERSTANDING_TYPES = ['NER', 'KG-augmented'] as const;
/**
 * The search types the graph retrieval form offers (001 section 5 requires one and names none):
 * vector similarity over the nodes' embeddings, or the same followed by a hop to the nodes
 * related to each match. Records saved with other keys stay valid (`graphSearchTypeRule`).
 */
export const GRAPH_SEARCH_TYPES = ['similarity', 'similarity-with-neighbours'] as const;

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

export const graphRagTypeRule = pickedOption(GRAPH_RAG_TYPES, GRAPH_RAG_MESSAGES.graphRagType);
export const queryLanguageRule = pickedOption(QUERY_LANGUAGES, GRAPH_RAG_MESSAGES.queryLanguage);
export const queryUnderstandingTypeRule = pickedOption(
  QUERY_UNDERSTANDING_TYPES,
  GRAPH_RAG_MESSAGES.queryUnderstandingType,
);
/**
 * Decision: a graph retrieval has a search type. 001 section 5 requires one ('Please select a
 * search type') although section 3's field list omits it; its values are not shown, so any
 * picked key passes.
 */
export const graphSearchTypeRule = pickedKey(GRAPH_RAG_MESSAGES.searchType);
export const nodeLabelRule = textRule({ label: 'node label' });
export const embeddingNodePropertyRule = textRule({ label: 'embedding node property' });
export const textNodePropertiesRule = pickedSome(
  z.string().min(1, GRAPH_RAG_MESSAGES.textNodeProperties),
  GRAPH_RAG_MESSAGES.textNodeProperties,
);

/**
 * The fields of a graph retrieval that are shown only in some states: each switch's fields while
 * it is on; for query understanding its type and source, and the full text index and property
 * only for NER (001 section 3).
 */
export function graphRetrievalRules(
  r: RetrievalSwitches & {
    enableQueryUnderstanding?: unknown;
    queryUnderstanding?: { queryType?: unknown } | null;
  },
): ConditionalRule[] {
  const rules = retrievalSwitchRules(r, 'reRankingModelId');
  if (r.enableQueryUnderstanding !== true) return rules;
  rules.push(
    ['queryUnderstanding.queryType', queryUnderstandingTypeRule],
    ['queryUnderstanding.sourceValue', intelligenceSourceRule],
  );
  if (r.queryUnderstanding?.queryType === 'NER')
    rules.push(
      ['queryUnderstanding.fullTextSearchIndex', textRule({ label: 'full text index name' })],
      [
        'queryUnderstanding.fullTextSearchProperty',
        textRule({ label: 'full text search property' }),
      ],
    );
  return rules;
}

/** The corrective settings are needed only for the corrective type (001 sections 4 and 5). */
export function graphRagTypeSource(graphRagType: unknown): 'correctiveRag' | false {
  return graphRagType === 'corrective' && 'correctiveRag';
}
