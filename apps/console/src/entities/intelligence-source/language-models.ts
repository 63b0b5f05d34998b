import type { ResourceRecord } from '@agentdeck/api-client';
import { resourceHooks } from '@agentdeck/api-client/hooks';
import type { ModelEntry } from '@agentdeck/ui';
import { useCallback, useMemo } from 'react';
import { useCurrentWorkspace } from '../../lib/current-workspace';

type ModelRecord = ResourceRecord<'llm'> | ResourceRecord<'slm'>;

/** A model connection as the intelligence source picker lists it (spec 001 section 3, 'Model entry'). */
function toModelEntry(record: ModelRecord): ModelEntry {
  return {
    id: record.id,
    name: record.name,
    provider: record.provider,
    modelName: record.modelName,
    description: record.configurations.description,
    providerLogo: record.configurations.providerConfig?.logo,
  };
}

/**
 * The workspace's LLM and SLM connections as the intelligence source picker lists them, and
 * whether a chosen id is an SLM's (a body then says slmId, not llmId). Fetched while `enabled`.
 */
export function useLanguageModels(wid: string, enabled = true) {
  const llms = resourceHooks.llm.useList(enabled ? wid : null);
  const slms = resourceHooks.slm.useList(enabled ? wid : null);
  const models = useMemo(
    () => ({ LLM: (llms.data ?? []).map(toModelEntry), SLM: (slms.data ?? []).map(toModelEntry) }),
    [llms.data, slms.data],
  );
  const isSlm = useCallback((id: string) => models.SLM.some((model) => model.id === id), [models]);
  return { models, isSlm, isLoading: llms.isLoading || slms.isLoading };
}

/**
 * A form's context telling whether a chosen model id is an SLM's, for a body's llmId or slmId
 * (agents, RAG sources); the save button reads 'Please Wait' while the models load.
 */
export function useModelKindsContext(): { value: (id: string) => boolean; isLoading: boolean } {
  const { id: wid } = useCurrentWorkspace();
  const { isSlm, isLoading } = useLanguageModels(wid);
  return { value: isSlm, isLoading };
}
