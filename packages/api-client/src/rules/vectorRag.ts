import { pickedKey, pickedOption } from './choice';
import type { ConditionalRule } from './conditional';
import { requiredMessage } from './messages';
import {
  fetchKRule,
  lambdaMultRule,
  retrievalSwitchRules,
  scoreThresholdRule,
  type RetrievalSwitches,
} from './retrieval';
import { TEXT_LIMITS, textRule } from './text';

/** The vector RAG wizard and its retrievals (001 sections 3, 4 and 5). */

export const VECTOR_SEARCH_TYPES = ['similarity', 'MMR', 'similarity-score-threshold'] as const;
/**
 * The distance strategies the form offers (001 section 9 leaves their values open): those both
 * pgvector and Chroma support. Records saved with other keys stay valid (`distanceStrategyRule`).
 */
export const DISTANCE_STRATEGIES = ['cosine', 'euclidean', 'inner-product'] as const;
export const RAG_VARIANTS = ['vector', 'Fusion'] as const;

/**
 * The RAG type catalogue (001 section 3), in its order. `variant` is what a vector RAG saves as
 * `ragVariant` for the types the platform runs today (Standard and Fusion); the others are listed
 * but cannot be chosen yet.
 */
export const RAG_TYPE_CATALOGUE: readonly { name: string; variant?: (typeof RAG_VARIANTS)[number] }[] = [
  { name: 'Standard', variant: 'vector' },
  { name: 'Custom' },
  { name: 'Corrective' },
  { name: 'Speculative' },
  { name: 'Fusion', variant: 'Fusion' },
  { name: 'Memo' },
  { name: 'Conversational' },
  { name: 'Iterative' },
  { name: 'Generative AI' },
  { name: 'Explainable' },
  { name: 'Context Cache' },
  { name: 'Grokking' },
  { name: 'Self RAG' },
];

export const VECTOR_RAG_MESSAGES = {
  ragType: 'Please select RAG type',
  distanceStrategy: 'Please select distance strategy',
  searchType: 'Please select search type',
  tableName: requiredMessage('table/collection name'),
} as const;

export const ragVariantRule = pickedOption(RAG_VARIANTS, VECTOR_RAG_MESSAGES.ragType);
export const tableNameRule = textRule({
  label: 'table/collection name',
  max: TEXT_LIMITS.shortText,
});
export const distanceStrategyRule = pickedKey(VECTOR_RAG_MESSAGES.distanceStrategy);
export const vectorSearchTypeRule = pickedOption(
  VECTOR_SEARCH_TYPES,
  VECTOR_RAG_MESSAGES.searchType,
);

/**
 * The fields of a vector retrieval that are shown only in some states: fetch K and lambda only for
 * MMR, the score threshold only for similarity with a threshold, and each switch's fields while
 * it is on. The metadata filter is checked by the condition editor that edits it.
 */
export function vectorRetrievalRules(
  r: RetrievalSwitches & { searchType?: unknown },
): ConditionalRule[] {
  return [
    ...(r.searchType === 'MMR'
      ? ([
          ['fetchK', fetchKRule],
          ['lambdaMult', lambdaMultRule],
        ] satisfies ConditionalRule[])
      : []),
    ...(r.searchType === 'similarity-score-threshold'
      ? ([['scoreThreshold', scoreThresholdRule]] satisfies ConditionalRule[])
      : []),
    ...retrievalSwitchRules(r, 'reRankingModel'),
  ];
}

/** The fusion settings are needed only for the Fusion variant (001 sections 4 and 5). */
export function vectorRagTypeSource(ragVariant: unknown): 'fusionRag' | false {
  return ragVariant === 'Fusion' && 'fusionRag';
}
