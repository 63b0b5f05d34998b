/** The value if it is one of `values` (a param read from the address), else undefined. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** Writes `value` under `key`, or removes the key when there is none (defaults stay out of the address). */
export function setParam(params: URLSearchParams, key: string, value: string | undefined): void {
  if (value) params.set(key, value);
  else params.delete(key);
}
