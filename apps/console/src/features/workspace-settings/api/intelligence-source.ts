import {
  PROMPT_ENHANCEMENT_SOURCE_KEY,
  resourceHooks,
  useConfigurations,
  useSaveConfiguration,
  type ResourceRecord,
} from '@agentdeck/api-client';
import {
  parseSourceSetting,
  serializeSourceSetting,
  type IntelligenceSourceSetting,
} from '@agentdeck/forms';
import type { ModelEntry } from '@agentdeck/ui';
import { useMemo } from 'react';

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
  const settings = useConfigurations(enabled ? { params: { wid } } : null);

  const models = useMemo(
    () => ({ LLM: (llms.data ?? []).map(toModelEntry), SLM: (slms.data ?? []).map(toModelEntry) }),
    [llms.data, slms.data],
  );
  const setting = useMemo(
    () =>
      parseSourceSetting(
        settings.data?.find((entry) => entry.key === PROMPT_ENHANCEMENT_SOURCE_KEY)?.value,
      ),
    [settings.data],
  );
  return {
    models,
    setting,
    isLoading: llms.isLoading || slms.isLoading || settings.isLoading,
    // Failed list loads fall back to an empty list (spec 002 section 7); a failed settings read
    // must not look like 'no source set', so it is reported.
    error: settings.error,
  };
}

/** `POST /workspaces/{wid}/configurations` with the setting's key and its JSON value; the settings list refetches. */
export function useSaveIntelligenceSource(wid: string) {
  const { trigger, isMutating } = useSaveConfiguration();
  return {
    isSaving: isMutating,
    save: (setting: IntelligenceSourceSetting) =>
      trigger({
        params: { wid },
        body: { key: PROMPT_ENHANCEMENT_SOURCE_KEY, value: serializeSourceSetting(setting) },
      }),
  };
}
