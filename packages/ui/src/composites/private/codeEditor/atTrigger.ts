/**
 * When typing '@' opens the picker (spec 000 section 4.3: 'unless it follows an already complete
 * token'). A token is complete when the '@' is glued to it: a word, a number, a picked name,
 * `{{name}}` or another '@'. So `mail me at ann@example.com` never opens the picker, while
 * '@' at the start of the text, after a space, or after an opening bracket or quote does.
 */

const opensAfter = /[\s([{"'`]/;

/** Whether an '@' typed after `textBefore` opens the picker. */
export function shouldOpenAtPicker(textBefore: string): boolean {
  const previous = textBefore.at(-1);
  return previous === undefined || opensAfter.test(previous);
}

export interface AtQuery {
  /** Offset of the '@' in the text. */
  at: number;
  /** What was typed after the '@', used to filter the picker's options. */
  query: string;
}

/** The '@query' that ends `textBeforeCursor` and may open the picker, if any. */
export function findAtQuery(textBeforeCursor: string): AtQuery | undefined {
  const match = /@([^\s@{}()[\]"'`]*)$/.exec(textBeforeCursor);
  if (!match) return undefined;
  const at = match.index;
  if (!shouldOpenAtPicker(textBeforeCursor.slice(0, at))) return undefined;
  return { at, query: match[1] ?? '' };
}

export interface PickedChange {
  from: number;
  to: number;
  insert: string;
  /** Where the cursor goes: just after the inserted text. */
  cursor: number;
}

/** The edit that replaces the '@query' between `at` and `cursor` with the picked text. */
export function pickedChange(at: number, cursor: number, picked: string): PickedChange {
  return { from: at, to: cursor, insert: picked, cursor: at + picked.length };
}
