import { resourceHooks, type ResourceRecord } from '@agentdeck/api-client';
import type { ModelEntry } from '@agentdeck/ui';
import { useMemo } from 'react';
import { useIntelligenceSource } from '../../../entities/intelligence-source';

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
 * The workspace's LLM and SLM connections (the choices) and its stored intelligence source
 * (`GET /workspaces/{wid}/configurations`, key `promptEnhancementIntelligentSource`). Fetched
 * only while `enabled`, so the dialog reads fresh data each time it opens.
 */
export function useWorkspaceIntelligenceSource(wid: string, enabled: boolean) {
  const llms = resourceHooks.llm.useList(enabled ? wid : null);
  const slms = resourceHooks.slm.useList(enabled ? wid : null);
  const source = useIntelligenceSource(wid, enabled);

  const models = useMemo(
    () => ({ LLM: (llms.data ?? []).map(toModelEntry), SLM: (slms.data ?? []).map(toModelEntry) }),
    [llms.data, slms.data],
  );
  return {
    models,
    setting: source.setting,
    isLoading: llms.isLoading || slms.isLoading || source.isLoading,
    // Failed list loads fall back to an empty list (spec 002 section 7); a failed settings read
    // must not look like 'no source set', so it is reported.
    error: source.error,
  };
}
