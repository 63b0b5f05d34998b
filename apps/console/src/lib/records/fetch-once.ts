/**
 * A fetch made once (a dynamic import): every call gives the same promise, so a component can
 * `use` it; a failed fetch is forgotten, so the next call tries again.
 */
export function fetchOnce<T>(fetch: () => Promise<T>): () => Promise<T> {
  let fetching: Promise<T> | undefined;
  return () => {
    if (!fetching) {
      fetching = fetch();
      fetching.catch(() => {
        fetching = undefined;
      });
    }
    return fetching;
  };
}
