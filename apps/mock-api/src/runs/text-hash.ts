/** FNV-1a of a text: the same text always picks the same words, latency and scores. */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** A number in [0, 1) from a text. */
export const unitOf = (text: string) => hashOf(text) / 2 ** 32;
