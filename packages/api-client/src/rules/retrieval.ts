import { z } from 'zod';
import { pickedKey, pickedOption } from './choice';
import type { ConditionalRule } from './conditional';
import { countFrom0, countFrom1, fraction0To1, fractionBetween0And1 } from './range';

/**
 * The parts shared by vector RAG and graph RAG retrievals (001 sections 3, 4, 5 and 9). Each range
 * keeps the spec's exact message.
 */

export const RETRIEVAL_MESSAGES = {
  database: 'Please select a database',
  embeddingModel: 'Please select an embedding model',
  hybridSearch: 'Please select hybrid search',
  reRankingModel: 'Please select a re-ranking model',
  intelligenceSource: 'Please select an intelligence source',
  atLeastOne: 'At least one retrieval is required',
  limit: "You've reached the limit. Only 10 records can be added.",
  incompleteTooltip:
    'Looks like some fields in the retrieval settings are missing. Please fill them in before saving.',
} as const;

/** At most 10 retrievals per configuration (001 section 9). */
export const MAX_RETRIEVALS = 10;

/** Default re-ranking score threshold when a record has none (001 section 9). */
export const DEFAULT_RERANKING_SCORE_THRESHOLD = 0;

export const HYBRID_SEARCH_TYPES = ['BM25', 'TF-IDF'] as const;

export const topKRule = countFrom0('top K');
export const graphTopKRule = countFrom1('top K');
export const fetchKRule = countFrom0('fetch K');
export const hybridSearchTopKRule = countFrom0('hybrid search top K');
export const lambdaMultRule = fraction0To1('lambda multiplier');
export const reRankingScoreThresholdRule = fraction0To1('re-ranking score threshold');
export const scoreThresholdRule = fractionBetween0And1('score threshold');
export const retrievalDatabaseRule = pickedKey(RETRIEVAL_MESSAGES.database);
export const embeddingModelRule = pickedKey(RETRIEVAL_MESSAGES.embeddingModel);
export const hybridSearchRule = pickedOption(HYBRID_SEARCH_TYPES, RETRIEVAL_MESSAGES.hybridSearch);
export const intelligenceSourceRule = pickedKey(RETRIEVAL_MESSAGES.intelligenceSource);

/** The retrievals list of a configuration: at least one, at most 10. */
export function retrievalsRule<T extends z.ZodType>(retrieval: T) {
  return z
    .array(retrieval, { error: RETRIEVAL_MESSAGES.atLeastOne })
    .min(1, RETRIEVAL_MESSAGES.atLeastOne)
    .max(MAX_RETRIEVALS, RETRIEVAL_MESSAGES.limit);
}

/** The switches every retrieval has, each revealing its own fields (001 section 4). */
export interface RetrievalSwitches {
  enableReRanking?: unknown;
  queryExpansion?: unknown;
  hyde?: unknown;
  enableHybridSearch?: unknown;
  hybridSearch?: unknown;
}

/**
 * The fields of the switches that are on, relative to the retrieval: the re-ranking model (named
 * `reRankingModelField`, which differs between vector and graph) and its threshold, the query
 * expansion and HyDE sources, the hybrid search type and, once one is chosen, its top K.
 */
export function retrievalSwitchRules(
  r: RetrievalSwitches,
  reRankingModelField: string,
): ConditionalRule[] {
  const rules: ConditionalRule[] = [];
  if (r.enableReRanking === true)
    rules.push(
      [reRankingModelField, pickedKey(RETRIEVAL_MESSAGES.reRankingModel)],
      ['reRankingScoreThreshold', reRankingScoreThresholdRule],
    );
  if (r.queryExpansion === true)
    rules.push(['queryExpansionSource.sourceValue', intelligenceSourceRule]);
  if (r.hyde === true) rules.push(['hydeSource.sourceValue', intelligenceSourceRule]);
  if (r.enableHybridSearch === true) {
    rules.push(['hybridSearch', hybridSearchRule]);
    // The top K field appears only once a hybrid search type is chosen (001 section 4).
    if (r.hybridSearch) rules.push(['hybridSearchTopK', hybridSearchTopKRule]);
  }
  return rules;
}

/**
 * The model sources a RAG configuration needs besides its retrievals: the one its type needs
 * (`typeSource`: fusion or corrective, or none) and the generator's while the generator is on.
 */
export function ragSourceRules(
  typeSource: string | false,
  generator: unknown,
  prefix: string,
): ConditionalRule[] {
  const at = (field: string) => (prefix ? `${prefix}.${field}` : field);
  const rules: ConditionalRule[] = [];
  if (typeSource) rules.push([at(`${typeSource}.sourceValue`), intelligenceSourceRule]);
  if (generator === true) rules.push([at('generatorSource.sourceValue'), intelligenceSourceRule]);
  return rules;
}
