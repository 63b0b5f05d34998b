import { useSWRConfig } from 'swr';

/** Whether a cache key is one of the workspace's dataset reads: the list, a dataset's items or versions. */
const isDatasetsKey = (wid: string) => (key: unknown) =>
  Array.isArray(key) && key[0] === wid && typeof key[1] === 'string' && key[1].startsWith('/workspaces/:wid/datasets');

/**
 * A change to a dataset (its name, or its items: a new version) is followed by reading again
 * everything of the workspace's datasets: the list (counts, versions), the items and the versions.
 * Gives a function that awaits a call, then has them read again.
 */
export function useThenRevalidateDatasets(wid: string) {
  const { mutate } = useSWRConfig();
  return async <T,>(call: Promise<T>) => {
    const result = await call;
    await mutate(isDatasetsKey(wid));
    return result;
  };
}
