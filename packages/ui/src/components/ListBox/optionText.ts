/** Option text longer than this many characters is cut (spec 000 section 9). */
export const OPTION_TEXT_MAX_LENGTH = 70;
/** How many characters of a cut option text stay visible before the ellipsis. */
export const OPTION_TEXT_VISIBLE_LENGTH = 57;
export const OPTION_TEXT_ELLIPSIS = '...';

export interface OptionText {
  /** What the option shows. */
  shown: string;
  /** Whether `shown` is a cut version of the full text. */
  isTruncated: boolean;
}

/**
 * Cuts option text over 70 characters to its first 57 plus an ellipsis, as the spec asks for
 * select options. Counts characters as code points so an emoji is never split in half.
 */
export function truncateOptionText(text: string): OptionText {
  const characters = Array.from(text);
  if (characters.length <= OPTION_TEXT_MAX_LENGTH) return { shown: text, isTruncated: false };
  return {
    shown: characters.slice(0, OPTION_TEXT_VISIBLE_LENGTH).join('') + OPTION_TEXT_ELLIPSIS,
    isTruncated: true,
  };
}
