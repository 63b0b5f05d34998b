/** A name a value may hold in double curly braces, such as `input.message`. */
export interface KeyValueCompletion {
  name: string;
  /** A muted second line in the list: what the name holds. */
  description?: string;
}

/** The `{{` being typed before the caret: where it starts and the part of a name after it. */
export interface OpenBraces {
  start: number;
  query: string;
}

/**
 * The `{{` the caret is in, if any: the last one before the caret, followed by nothing but a
 * name being typed (no space, no brace). `Hi {{inp|` is open at 3 with `inp`; `{{a}} |` is not.
 */
export function openBracesAt(text: string, caret: number): OpenBraces | undefined {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('{{');
  if (start < 0) return undefined;
  const query = before.slice(start + 2);
  return /^[^{}\s]*$/.test(query) ? { start, query } : undefined;
}

/** The completions whose name contains the query, ignoring case, in the order given. */
export function matchingCompletions<T extends KeyValueCompletion>(
  completions: readonly T[],
  query: string,
): T[] {
  const wanted = query.toLowerCase();
  return completions.filter((completion) => completion.name.toLowerCase().includes(wanted));
}

/**
 * The text with the open braces and the name typed so far replaced by `{{name}}` (taking closing
 * braces already right after the caret into it), and the caret just after the insertion.
 */
export function insertCompletion(
  text: string,
  open: OpenBraces,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const inserted = `{{${name}}}`;
  const end = text.startsWith('}}', caret) ? caret + 2 : caret;
  return {
    text: `${text.slice(0, open.start)}${inserted}${text.slice(end)}`,
    caret: open.start + inserted.length,
  };
}
