import type { ResourceRecord } from '@agentdeck/api-client';
import { useEnhancePrompt, useIntellisense, usePlatformConfig } from '@agentdeck/api-client/hooks';

export type PromptTemplate = ResourceRecord<'promptTemplate'>;

/** `POST /workspaces/{wid}/prompt-template/intellisense` with no workflow: what '@' offers. */
export const usePromptIntellisense = (wid: string) =>
  useIntellisense({ params: { wid }, body: { workflowId: null } });

/** `GET /platform/config`: the prompt frameworks (a JSON text); not refetched on focus. */
export const usePromptFrameworkConfig = () => usePlatformConfig({});

/** `POST /workspaces/{wid}/prompt-template/enhance`. */
export { useEnhancePrompt };
