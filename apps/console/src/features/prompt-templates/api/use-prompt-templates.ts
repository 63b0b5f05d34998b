import {
  resourceHooks,
  useConfigurations,
  useEnhancePrompt,
  useIntellisense,
  usePlatformConfig,
  type ResourceCreateBody,
  type ResourceRecord,
} from '@agentdeck/api-client';

export type PromptTemplate = ResourceRecord<'promptTemplate'>;
export type PromptTemplateBody = ResourceCreateBody<'promptTemplate'>;

const hooks = resourceHooks.promptTemplate;

/** `GET /workspaces/{wid}/prompt-template`; no refetch on focus (spec 000 section 7). */
export const usePromptTemplates = (wid: string) => hooks.useList(wid);
export const useCreatePromptTemplate = (wid: string) => hooks.useCreate(wid);
export const useUpdatePromptTemplate = (wid: string) => hooks.useUpdate(wid);
export const useDeletePromptTemplate = (wid: string) => hooks.useDelete(wid);

/** `POST /workspaces/{wid}/prompt-template/intellisense` with no workflow: what '@' offers. */
export const usePromptIntellisense = (wid: string) =>
  useIntellisense({ params: { wid }, body: { workflowId: null } });

/** `GET /platform/config`: the prompt frameworks (a JSON text); not refetched on focus. */
export const usePromptFrameworkConfig = () => usePlatformConfig({});

/** `GET /workspaces/{wid}/configurations`: where the workspace intelligence source is set. */
export const useWorkspaceConfigurations = (wid: string) => useConfigurations({ params: { wid } });

/** `POST /workspaces/{wid}/prompt-template/enhance`. */
export { useEnhancePrompt };
