import { TEXT_LIMITS } from '../rules/text';

/**
 * A name for a copy that no other workflow has: 'Name (copy)', then 'Name (copy 2)', 'Name (copy
 * 3)'…, the original cut short where the result would break the name rule's length. Names are
 * compared without case, so the copy is not refused for a name that differs only in case.
 */
export function copyName(name: string, taken: Iterable<string>): string {
  const names = new Set([...taken].map((each) => each.toLowerCase()));
  for (let count = 1; ; count += 1) {
    const suffix = count === 1 ? ' (copy)' : ` (copy ${count})`;
    const candidate = `${name.slice(0, TEXT_LIMITS.name - suffix.length).trimEnd()}${suffix}`;
    if (!names.has(candidate.toLowerCase())) return candidate;
  }
}
