/**
 * Splits one line of a condition into tokens. Values can hold spaces (`"a b"`, `[1, 2]`), so
 * quoted strings and bracketed lists or objects are read as single tokens, brackets nested and
 * strings inside them skipped.
 */

export type TokenKind =
  /** A name or bare value: `api.status`, `200`, `true`, `AND`. */
  | 'word'
  /** A run of comparison characters: `==`, `>=`, and wrong ones like `=>` or `=`. */
  | 'operator'
  /** A quoted value. */
  | 'string'
  /** A value in `[ ]`. */
  | 'list'
  /** A value in `{ }`. */
  | 'dict'
  /** `||` or `&&`, rejected with a suggestion. */
  | 'logicalSymbol'
  /** `(` or `)`, which the language does not have. */
  | 'parenthesis';

export interface Token {
  kind: TokenKind;
  text: string;
  /** Offsets in the whole document, end exclusive (what editor diagnostics use). */
  from: number;
  to: number;
  /** 1-based line number. */
  line: number;
  /** The closing quote or bracket that the line ended without. */
  missingClose?: string;
}

const operatorChars = new Set(['<', '>', '=', '!']);
const closers: Record<string, string> = { '[': ']', '{': '}' };

function isWordBoundary(text: string, index: number): boolean {
  const char = text[index];
  if (char === undefined || /\s/.test(char) || operatorChars.has(char)) return true;
  if (char === '"' || char === "'" || char === '(' || char === ')') return true;
  const pair = text.slice(index, index + 2);
  return pair === '||' || pair === '&&';
}

/** Index just after the closing quote, or -1 when the line ends first. */
function scanString(text: string, start: number): number {
  const quote = text[start];
  for (let index = start + 1; index < text.length; index += 1) {
    if (text[index] === '\\') index += 1;
    else if (text[index] === quote) return index + 1;
  }
  return -1;
}

/** Index just after the bracket that closes the one at `start`, or -1 with what is missing. */
function scanBrackets(text: string, start: number): { end: number; missing?: string } {
  const stack: string[] = [];
  for (let index = start; index < text.length; index += 1) {
    const char = text[index] as string;
    if (char === '"' || char === "'") {
      const end = scanString(text, index);
      if (end === -1) return { end: -1, missing: char };
      index = end - 1;
    } else if (char in closers) {
      stack.push(closers[char] as string);
    } else if (char === ']' || char === '}') {
      if (stack.at(-1) === char) stack.pop();
      if (stack.length === 0) return { end: index + 1 };
    }
  }
  return { end: -1, missing: stack.at(-1) ?? ']' };
}

export function tokenizeLine(text: string, line: number, offset: number): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  const push = (kind: TokenKind, end: number, missingClose?: string) => {
    const token: Token = {
      kind,
      text: text.slice(index, end),
      from: offset + index,
      to: offset + end,
      line,
    };
    if (missingClose) token.missingClose = missingClose;
    tokens.push(token);
    index = end;
  };
  while (index < text.length) {
    const char = text[index] as string;
    const pair = text.slice(index, index + 2);
    if (/\s/.test(char)) {
      index += 1;
    } else if (char === '"' || char === "'") {
      const end = scanString(text, index);
      push('string', end === -1 ? text.length : end, end === -1 ? char : undefined);
    } else if (char === '[' || char === '{') {
      const { end, missing } = scanBrackets(text, index);
      push(char === '[' ? 'list' : 'dict', end === -1 ? text.length : end, missing);
    } else if (pair === '||' || pair === '&&') {
      push('logicalSymbol', index + 2);
    } else if (char === '(' || char === ')') {
      push('parenthesis', index + 1);
    } else if (operatorChars.has(char)) {
      let end = index;
      while (end < text.length && operatorChars.has(text[end] as string)) end += 1;
      push('operator', end);
    } else {
      let end = index + 1;
      while (!isWordBoundary(text, end)) end += 1;
      push('word', end);
    }
  }
  return tokens;
}

/** Each line of a document with its 1-based number and start offset. */
export function splitLines(text: string): { text: string; line: number; offset: number }[] {
  let offset = 0;
  return text.split('\n').map((lineText, index) => {
    const entry = { text: lineText, line: index + 1, offset };
    offset += lineText.length + 1;
    return entry;
  });
}
