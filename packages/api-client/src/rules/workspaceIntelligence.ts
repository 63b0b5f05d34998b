import { pickedKey, pickedOption } from './choice';

/** The Workspace Intelligence Source dialog (002 sections 2 and 5). */

export const WORKSPACE_SOURCE_TYPES = ['LLM', 'SLM'] as const;

export const WORKSPACE_INTELLIGENCE_MESSAGES = {
  type: 'Please select type',
  languageModel: 'Please select language model',
} as const;

export const workspaceSourceTypeRule = pickedOption(
  WORKSPACE_SOURCE_TYPES,
  WORKSPACE_INTELLIGENCE_MESSAGES.type,
);
export const workspaceLanguageModelRule = pickedKey(WORKSPACE_INTELLIGENCE_MESSAGES.languageModel);
