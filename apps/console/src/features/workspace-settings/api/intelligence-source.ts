import { useIntelligenceSource, useLanguageModels } from '../../../entities/intelligence-source';

/**
 * The workspace's LLM and SLM connections (the choices) and its stored intelligence source
 * (`GET /workspaces/{wid}/configurations`, key `promptEnhancementIntelligentSource`). Fetched
 * only while `enabled`, so the dialog reads fresh data each time it opens.
 */
export function useWorkspaceIntelligenceSource(wid: string, enabled: boolean) {
  const { models, isLoading } = useLanguageModels(wid, enabled);
  const source = useIntelligenceSource(wid, enabled);
  return {
    models,
    setting: source.setting,
    isLoading: isLoading || source.isLoading,
    // Failed list loads fall back to an empty list (spec 002 section 7); a failed settings read
    // must not look like 'no source set', so it is reported.
    error: source.error,
  };
}
