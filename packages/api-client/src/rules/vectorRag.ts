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
export const RAG_VARIANTS = ['vector', 'Fusion'] as const;

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
