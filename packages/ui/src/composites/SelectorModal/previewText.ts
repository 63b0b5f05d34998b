/** Description preview lengths from spec 001 section 9. */
export const PREVIEW_LENGTH = {
  /** Model, prompt, connector and API cards. */
  card: 65,
  /** The selected model on the intelligence source summary. */
  selectedModel: 72,
  /** Model cards in the intelligence source list. */
  modelList: 110,
  /** RAG cards. */
  rag: 30,
} as const;

export const PREVIEW_ELLIPSIS = '...';

/**
 * The first `max` characters of `text` followed by an ellipsis when it is longer, for
 * description previews. Counts code points, so an emoji is never cut in half; surrounding
 * whitespace is dropped first and the kept part is trimmed before the ellipsis.
 */
export function previewText(text: string | undefined, max: number): string {
  const characters = Array.from((text ?? '').trim());
  if (characters.length <= max) return characters.join('');
  return characters.slice(0, max).join('').trimEnd() + PREVIEW_ELLIPSIS;
}
