/**
 * A preview cut the way spec 002 section 9 words it ('cut at 65 keeping 62'): text longer than
 * `over` characters shows its first `keep` and '...'; shorter text shows whole.
 */
export function cutPreview(text: string, over: number, keep: number): string {
  const characters = Array.from(text.trim());
  return characters.length > over ? `${characters.slice(0, keep).join('').trimEnd()}...` : characters.join('');
}

/** The human review instruction on its summary card (spec 002 section 9). */
export const instructionPreview = (instruction: string) => cutPreview(instruction, 65, 62);
