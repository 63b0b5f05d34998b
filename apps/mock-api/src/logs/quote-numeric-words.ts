/** A number liqe reads as one (`12`, `1.5`), or a word it reads unquoted (`30s`, `2xx`). */
const LIQE_NUMBER = /^\d+(\.\d+)?$/;
const LIQE_DIGIT_WORD = /^\d+[#$*?@A-Z_a-z\u0080-\uFFFF-][\w#$*.?@\u0080-\uFFFF-]*$/;
const WORD_CHAR = /[\w.*?%#@$+\u0080-\uFFFF-]/;
const WORD_START_AFTER = /[\s:=<>(]/;
const WORD_END_BEFORE = /[\s)]/;

export interface QuotedNumericWords {
  /** The query with those words quoted, for liqe. */
  text: string;
  /** Where, in `text`, each word quoted here starts (at its opening quote): they keep their wildcards. */
  quotedAt: Set<number>;
  /** A position in `text` as a position in the query as written. */
  original: (position: number) => number;
}

/**
 * liqe reads an unquoted value that starts with a digit only as a number or a digit-led word, so
 * `version:1.2.0`, `version:1.*` and `50%` are syntax errors to it. Every version is such a value,
 * so before parsing, a word that starts with a digit and that liqe would refuse is put in quotes; the
 * words quoted here still take `*` and `?` (`quotedAt`), and error positions are mapped back to
 * the query as written (`original`). Text inside quotes is left alone.
 */
export function quoteNumericWords(query: string): QuotedNumericWords {
  let text = '';
  const quotedAt = new Set<number>();
  const insertedAt: number[] = [];
  let quote: string | null = null;
  for (let index = 0; index < query.length; ) {
    const char = query[index]!;
    if (quote) {
      text += char;
      if (char === '\\' && index + 1 < query.length) text += query[++index];
      else if (char === quote) quote = null;
      index += 1;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    const startsWord = /\d/.test(char) && (index === 0 || WORD_START_AFTER.test(query[index - 1]!));
    if (!startsWord) {
      text += char;
      index += 1;
      continue;
    }
    let end = index;
    while (end < query.length && WORD_CHAR.test(query[end]!)) end += 1;
    const word = query.slice(index, end);
    const ends = end === query.length || WORD_END_BEFORE.test(query[end]!);
    if (ends && !LIQE_NUMBER.test(word) && !LIQE_DIGIT_WORD.test(word)) {
      quotedAt.add(text.length);
      insertedAt.push(text.length, text.length + word.length + 1);
      text += `"${word}"`;
    } else {
      text += word;
    }
    index = end;
  }
  const original = (position: number) => position - insertedAt.filter((at) => at < position).length;
  return { text, quotedAt, original };
}
