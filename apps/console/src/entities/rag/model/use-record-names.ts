import { resourceHooks } from '@agentdeck/api-client/hooks';
import { useCallback, useMemo } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import type { NameOf } from './retrieval-plan';

/** The names of what a RAG configuration refers to (models, databases, prompts), by id, for its plan. */
export function useRecordNames(): NameOf {
  const { id: wid } = useCurrentWorkspace();
  const llms = resourceHooks.llm.useList(wid).data;
  const slms = resourceHooks.slm.useList(wid).data;
  const databases = resourceHooks.database.useList(wid).data;
  const embeddings = resourceHooks.embeddingModel.useList(wid).data;
  const rerankings = resourceHooks.rerankingModel.useList(wid).data;
  const prompts = resourceHooks.promptTemplate.useList(wid).data;
  const names = useMemo(
    () =>
      new Map(
        [llms, slms, databases, embeddings, rerankings, prompts].flatMap((list) =>
          (list ?? []).map((record) => [record.id, record.name] as const),
        ),
      ),
    [llms, slms, databases, embeddings, rerankings, prompts],
  );
  return useCallback((id) => (id ? names.get(id) : undefined), [names]);
}
