import {
  createQueryHook,
  platformCatalogueSchemas,
  resourceHooks,
  usePlatformConfig,
  type ResourceCreateBody,
  type ResourceRecord,
} from '@agentdeck/api-client';
import { useMemo } from 'react';
import { parseCatalogue } from '../model/catalogue';

export type LlmConnection = ResourceRecord<'llm'>;
export type LlmBody = ResourceCreateBody<'llm'>;
export type VaultKey = ResourceRecord<'vault'>;

const hooks = resourceHooks.llm;

/** `GET /workspaces/{wid}/llm`; no refetch on focus (spec 001 section 7). */
export const useLlmConnections = (wid: string) => hooks.useList(wid);
/** `POST /workspaces/{wid}/llm`; the list refetches after it. */
export const useCreateLlmConnection = (wid: string) => hooks.useCreate(wid);
/** `PUT /workspaces/{wid}/llm/{id}`: the same body as POST. */
export const useUpdateLlmConnection = (wid: string) => hooks.useUpdate(wid);
/** `DELETE /workspaces/{wid}/llm/{id}`. */
export const useDeleteLlmConnection = (wid: string) => hooks.useDelete(wid);

/**
 * The vault's keys, to pick an API key or a Bedrock secret key by name. The same cache entry as
 * the vault screen's list, so a secret created from the inline 'New Vault' dialog shows up here.
 */
export const useVaultKeys = (wid: string) => resourceHooks.vault.useList(wid);

/** The LLM providers and their models from `GET /platform/config` (`llmProviders`, a JSON text). */
export function useLlmProviders() {
  const { data, error, isLoading } = usePlatformConfig({});
  const providers = useMemo(
    () => parseCatalogue(platformCatalogueSchemas.llmProviders, data?.llmProviders),
    [data],
  );
  return { providers, error, isLoading };
}

const useActivities = createQueryHook('activities.list');

/** `GET /workspaces/{wid}/activities`: the workspace's newest creations and updates. */
export const useRecentActivities = (wid: string) => useActivities({ params: { wid } });
