import { filled, filledNumber } from './formValues';
import { modelSourceBody, type IsSlm, type ModelSourceValues } from './modelSource';

/** The switches of a vector or graph retrieval as the form holds them. */
interface RetrievalSwitchValues {
  enableReRanking: boolean;
  reRankingScoreThreshold?: number | null;
  queryExpansion: boolean;
  queryExpansionSource?: ModelSourceValues;
  hyde: boolean;
  hydeSource?: ModelSourceValues;
  enableHybridSearch: boolean;
  hybridSearch?: string | null;
  hybridSearchTopK?: number | null;
}

/**
 * The switches of a retrieval as saved: a switched-off option drops its fields and each source
 * is split into llmId or slmId (001 section 4). The re-ranking model is `reRankingModel` in a
 * vector retrieval and `reRankingModelId` in a graph one.
 */
export function retrievalSwitchesBody(
  r: RetrievalSwitchValues,
  reRankingModel: string | null | undefined,
  reRankingModelField: 'reRankingModel' | 'reRankingModelId',
  isSlm: IsSlm,
) {
  return {
    enableReRanking: r.enableReRanking,
    ...(r.enableReRanking
      ? {
          [reRankingModelField]: filled(reRankingModel),
          reRankingScoreThreshold: filledNumber(r.reRankingScoreThreshold),
        }
      : {}),
    queryExpansion: r.queryExpansion,
    ...(r.queryExpansion
      ? { queryExpansionSource: modelSourceBody(r.queryExpansionSource, isSlm) }
      : {}),
    hyde: r.hyde,
    ...(r.hyde ? { hydeSource: modelSourceBody(r.hydeSource, isSlm) } : {}),
    enableHybridSearch: r.enableHybridSearch,
    ...(r.enableHybridSearch
      ? {
          hybridSearch: filled(r.hybridSearch) as 'BM25' | 'TF-IDF' | undefined,
          hybridSearchTopK: filledNumber(r.hybridSearchTopK),
        }
      : {}),
  };
}
