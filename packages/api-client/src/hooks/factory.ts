'use client';

import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError, CallArgs, CallResult } from '../client';
import type { Operations, ResourceCreateBody, ResourceListItem, ResourceRecord, ResourceUpdateBody } from '../contract';
import { operationRoutes, resourceRoutes, type OperationName, type ResourceKey } from '../routes';
import { withRetry, type RetryPolicy } from '../retry';
import { useApiClient } from './context';

/** Workspace data does not refetch when the window regains focus (all three documents). */
export const swrDefaults: SWRConfiguration = { revalidateOnFocus: false };

/** The cache key: workspace, path and params; `null` turns the fetch off. */
export type ApiKey = readonly [workspace: string | null, path: string, params: unknown] | null;

/**
 * One factory for the four hooks of a resource. Mutations revalidate the list key, so a list
 * refetches after each create, update or delete (spec 001 section 7).
 */
export function createResourceHooks<K extends ResourceKey>(key: K) {
  const listPath = resourceRoutes(key).list.path;
  const listKey = (wid: string | null | undefined): ApiKey => (wid ? [wid, listPath, null] : null);

  return {
    listKey,
    useList(wid: string | null | undefined, config?: SWRConfiguration): SWRResponse<ResourceListItem<K>[], ApiError> {
      const client = useApiClient();
      return useSWR<ResourceListItem<K>[], ApiError>(listKey(wid), () => client.resource(key).list(wid!), { ...swrDefaults, ...config });
    },
    useCreate(wid: string): SWRMutationResponse<ResourceRecord<K>, ApiError, ApiKey, ResourceCreateBody<K>> {
      const client = useApiClient();
      return useSWRMutation<ResourceRecord<K>, ApiError, ApiKey, ResourceCreateBody<K>>(listKey(wid), (_, { arg }) =>
        client.resource(key).create(wid, arg),
      );
    },
    useUpdate(wid: string): SWRMutationResponse<ResourceRecord<K>, ApiError, ApiKey, { id: string; body: ResourceUpdateBody<K> }> {
      const client = useApiClient();
      return useSWRMutation<ResourceRecord<K>, ApiError, ApiKey, { id: string; body: ResourceUpdateBody<K> }>(
        listKey(wid),
        (_, { arg }) => client.resource(key).update(wid, arg.id, arg.body),
      );
    },
    useDelete(wid: string): SWRMutationResponse<{ id: string }, ApiError, ApiKey, string> {
      const client = useApiClient();
      return useSWRMutation<{ id: string }, ApiError, ApiKey, string>(listKey(wid), (_, { arg }) => client.resource(key).remove(wid, arg));
    },
  };
}

const workspaceOf = (args: unknown) => (args as { params?: { wid?: string } } | null)?.params?.wid ?? null;

/**
 * A read hook for a named operation (GET, or a POST that only reads); `null` args turn it off.
 * With `retry`, a transient failure (no answer, 5xx) is tried again with backoff before the hook
 * reports it (see `withRetry`).
 */
export function createQueryHook<N extends OperationName>(name: N, options: { retry?: RetryPolicy } = {}) {
  const operation = operationRoutes[name];
  const { retry } = options;
  /** The cache key of a call, to refresh it from elsewhere (`mutate(useThing.keyOf(args))`). */
  const keyOf = (args: CallArgs<Operations[N]>): ApiKey => [workspaceOf(args), operation.path, args];
  function useOperationQuery(
    args: CallArgs<Operations[N]> | null,
    config?: SWRConfiguration,
  ): SWRResponse<CallResult<Operations[N]>, ApiError> {
    const client = useApiClient();
    const fetcher = () => client.call(name, args!);
    return useSWR<CallResult<Operations[N]>, ApiError>(args ? keyOf(args) : null, retry ? () => withRetry(fetcher, retry) : fetcher, {
      ...swrDefaults,
      ...config,
    });
  }
  return Object.assign(useOperationQuery, { keyOf });
}

/** A mutation hook for a named operation; `revalidates` names the query key it refreshes. */
export function createMutationHook<N extends OperationName>(name: N, revalidates?: (args: CallArgs<Operations[N]>) => ApiKey) {
  return function useOperationMutation(): SWRMutationResponse<CallResult<Operations[N]>, ApiError, string, CallArgs<Operations[N]>> {
    const client = useApiClient();
    const { mutate } = useSWRConfig();
    return useSWRMutation<CallResult<Operations[N]>, ApiError, string, CallArgs<Operations[N]>>(`mutation:${name}`, async (_, { arg }) => {
      const result = await client.call(name, arg);
      const key = revalidates?.(arg);
      if (key) await mutate(key);
      return result;
    });
  };
}
