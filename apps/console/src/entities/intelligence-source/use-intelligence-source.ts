import { PROMPT_ENHANCEMENT_SOURCE_KEY } from '@agentdeck/api-client';
import { useConfigurations, useSaveConfiguration } from '@agentdeck/api-client/hooks';
import {
  parseSourceSetting,
  serializeSourceSetting,
  type IntelligenceSourceSetting,
} from '@agentdeck/forms';
import { useMemo } from 'react';

/**
 * The workspace's intelligence source, the LLM or SLM used for prompt enhancement (spec 002
 * section 3): the setting `promptEnhancementIntelligentSource` of `GET /workspaces/{wid}/configurations`,
 * read as `{id, isSLM}`; null when it is not set or cannot be read. Fetched only while `enabled`.
 */
export function useIntelligenceSource(wid: string, enabled = true) {
  const settings = useConfigurations(enabled ? { params: { wid } } : null);
  const setting = useMemo(
    () =>
      parseSourceSetting(
        settings.data?.find((entry) => entry.key === PROMPT_ENHANCEMENT_SOURCE_KEY)?.value,
      ),
    [settings.data],
  );
  return { setting, isLoading: settings.isLoading, error: settings.error };
}

/** `POST /workspaces/{wid}/configurations` with the setting's key and its JSON value; the settings refetch. */
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
