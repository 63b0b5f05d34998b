import { workspaceLanguageModelRule, workspaceSourceTypeRule } from '@agentdeck/api-client/rules';
import { z } from 'zod';

/**
 * The Workspace Intelligence Source dialog (002 sections 2 to 5) and the workspace setting it
 * saves (not a resource: POST /workspaces/{wid}/configurations with {key, value}).
 */
export const workspaceIntelligenceFormSchema = z.object({
  type: workspaceSourceTypeRule,
  languageModelId: workspaceLanguageModelRule,
});

export type WorkspaceIntelligenceFormValues = z.input<typeof workspaceIntelligenceFormSchema>;

/** The stored value of the workspace intelligence source setting: JSON `{id, isSLM}` (002 section 3). */
export interface IntelligenceSourceSetting {
  id: string;
  isSLM: boolean;
}

/**
 * Reads the setting's JSON text. Anything else (no setting yet, text written by hand) reads as
 * no source, so the dialog asks for one rather than failing.
 */
export function parseSourceSetting(value: string | undefined): IntelligenceSourceSetting | null {
  if (value === undefined) return null;
  try {
    const parsed = JSON.parse(value) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { id, isSLM } = parsed as Record<string, unknown>;
    return typeof id === 'string' && id !== '' && typeof isSLM === 'boolean' ? { id, isSLM } : null;
  } catch {
    return null;
  }
}

export function serializeSourceSetting(setting: IntelligenceSourceSetting): string {
  return JSON.stringify({ id: setting.id, isSLM: setting.isSLM });
}

/**
 * The form's values from the stored setting: the type shows SLM when an SLM id is set, else LLM
 * (002 section 4). A source whose connection no longer exists is not kept: the form asks for a
 * new one instead of saving a dangling id.
 */
export function toSourceFormValues(
  setting: IntelligenceSourceSetting | null,
  exists: (setting: IntelligenceSourceSetting) => boolean,
): WorkspaceIntelligenceFormValues {
  if (!setting) return { type: 'LLM', languageModelId: '' };
  return {
    type: setting.isSLM ? 'SLM' : 'LLM',
    languageModelId: exists(setting) ? setting.id : '',
  };
}

/** The setting to store from the form's values. */
export function toSourceSetting(values: {
  type: 'LLM' | 'SLM';
  languageModelId: string;
}): IntelligenceSourceSetting {
  return { id: values.languageModelId, isSLM: values.type === 'SLM' };
}
