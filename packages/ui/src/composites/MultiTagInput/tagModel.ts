/** The outcome of trying to add a tag. */
export interface AddTagResult {
  tags: string[];
  /** Why nothing was added, if nothing was. */
  rejected?: 'empty' | 'duplicate';
}

/**
 * Adds `text` as a tag (spec 001 section 5: 'Enter or comma adds a trimmed non-empty tag;
 * duplicates ignored'). Duplicates are exact matches after trimming.
 */
export function addTag(tags: readonly string[], text: string): AddTagResult {
  const tag = text.trim();
  if (tag === '') return { tags: [...tags], rejected: 'empty' };
  if (tags.includes(tag)) return { tags: [...tags], rejected: 'duplicate' };
  return { tags: [...tags, tag] };
}

/** Adds several tags in order, each by the rules of `addTag`. */
export function addTags(tags: readonly string[], texts: readonly string[]): string[] {
  return texts.reduce<string[]>((current, text) => addTag(current, text).tags, [...tags]);
}

/**
 * Splits what is in the input at its commas: every part before the last comma is a finished
 * tag, the rest stays in the input. Typing a comma finishes a tag; pasting 'a, b, c' adds a
 * and b and leaves c to edit.
 */
export function splitAtCommas(input: string): { finished: string[]; rest: string } {
  const parts = input.split(',');
  const rest = parts.pop() ?? '';
  return { finished: parts, rest };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((existing) => existing !== tag);
}
