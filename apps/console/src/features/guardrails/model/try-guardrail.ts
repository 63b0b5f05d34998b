import type { GUARDRAIL_HANDLING_TYPES } from '@agentdeck/api-client/rules';

export type HandlingType = (typeof GUARDRAIL_HANDLING_TYPES)[number];

/** What a regex guardrail does to a text: the passages it finds, and the text it lets through. */
export interface GuardrailTrial {
  /** The matched passages, in order. */
  matches: string[];
  /** MASK: the text with each match replaced; BLOCK: null when anything matched, else the text. */
  output: string | null;
}

/** What a masked passage becomes: one bullet per character, so the text keeps its shape. */
export const maskOf = (passage: string) => '•'.repeat([...passage].length);

/**
 * Runs `pattern` on `text` as the guardrail would: every match (a global search, case as
 * written), masked or blocking. Empty matches (a pattern like `a*`) find nothing to hide.
 * Throws a SyntaxError when the pattern does not compile.
 */
export function tryGuardrail(
  pattern: string,
  handling: HandlingType,
  text: string,
): GuardrailTrial {
  const expression = new RegExp(pattern, 'g');
  const matches = [...text.matchAll(expression)]
    .map((match) => match[0])
    .filter((passage) => passage !== '');
  if (handling === 'BLOCK') return { matches, output: matches.length ? null : text };
  return { matches, output: text.replace(expression, (passage) => maskOf(passage)) };
}
