/** How many trailing characters stay readable while a value is hidden (spec 001 section 5). */
export const VISIBLE_TAIL = 4;
/** The character shown in place of each hidden character. */
export const MASK_CHARACTER = '•';

/**
 * The value as shown while hidden: every character but the last four replaced by a bullet, one
 * bullet per character. A value of four characters or fewer is hidden entirely, so the hidden
 * state never shows a whole secret. Counts code points, never splitting an emoji.
 */
export function maskValue(value: string, visibleTail = VISIBLE_TAIL): string {
  const characters = Array.from(value);
  if (characters.length <= visibleTail) return MASK_CHARACTER.repeat(characters.length);
  const hidden = characters.length - visibleTail;
  return MASK_CHARACTER.repeat(hidden) + characters.slice(hidden).join('');
}

/**
 * Applies an edit made in the masked input to the real value. The masked text shows one
 * character per character of the value, so an edit maps position for position: the text after
 * the caret is an unchanged tail, the longest shared start (before the caret) an unchanged
 * head, and what lies between was typed or pasted over the removed part.
 *
 * @param value the real value before the edit
 * @param shownBefore what the input showed before the edit (`maskValue(value)`)
 * @param shownAfter what the input holds after the edit
 * @param caret the caret position after the edit, in UTF-16 units as the input reports it
 */
export function applyMaskedEdit(
  value: string,
  shownBefore: string,
  shownAfter: string,
  caret: number,
): string {
  const real = Array.from(value);
  const before = Array.from(shownBefore);
  const after = Array.from(shownAfter);
  const caretAt = Math.min(Array.from(shownAfter.slice(0, caret)).length, after.length);
  const tailLength = Math.min(after.length - caretAt, before.length);
  let head = 0;
  while (head < caretAt && head < before.length - tailLength && before[head] === after[head])
    head += 1;
  const typed = after.slice(head, caretAt);
  return [...real.slice(0, head), ...typed, ...real.slice(before.length - tailLength)].join('');
}
