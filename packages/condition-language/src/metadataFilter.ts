/**
 * Checks a vector retrieval's metadata filter (spec 001 section 5, 'Metadata filter'): valid
 * JSON, or conditions `field operator value` joined by AND/OR.
 *
 * The spec quotes three messages and leaves the invalid-syntax text open; ours is
 * `metadataFilterMessages.invalidSyntax`. 'Invalid operator: ... Use: ...' is written with the
 * operator found in place of the dots, followed by a full stop.
 * A value is one token: a quoted string (which may hold spaces), a number, a word, or a
 * bracketed list or object. Text that starts like JSON (`{` or `[`) must parse as JSON.
 */
import type { ConditionError } from './conditionExpression';
import { conditionOperators, operatorHint } from './conditionMessages';
import { splitLines, tokenizeLine, type Token } from './conditionTokens';

export const metadataFilterMessages = {
  queryRequired: 'Query is required',
  fieldRequired: 'Field name is required',
  invalidOperator: (operator: string) => `Invalid operator: ${operator}. ${operatorHint}`,
  invalidSyntax:
    'Invalid syntax: write valid JSON, or conditions like field == "value" joined by AND or OR',
} as const;

const isJoiner = (token: Token) =>
  token.kind === 'word' && (token.text === 'AND' || token.text === 'OR');

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function errorOver(tokens: Token[], message: string): ConditionError {
  const first = tokens[0] as Token;
  const last = tokens.at(-1) as Token;
  return { line: first.line, from: first.from, to: last.to, message };
}

/** The problem with one `field operator value` group, if any. */
function checkCondition(group: Token[]): string | undefined {
  const [field, operator, value, ...rest] = group;
  if (!field) return metadataFilterMessages.invalidSyntax;
  if (field.kind === 'operator') return metadataFilterMessages.fieldRequired;
  if (field.kind !== 'word') return metadataFilterMessages.invalidSyntax;
  if (!operator) return metadataFilterMessages.invalidSyntax;
  if (operator.kind === 'word' && value)
    return metadataFilterMessages.invalidOperator(operator.text);
  if (operator.kind !== 'operator') return metadataFilterMessages.invalidSyntax;
  if (!(conditionOperators as readonly string[]).includes(operator.text)) {
    return metadataFilterMessages.invalidOperator(operator.text);
  }
  if (!value || value.missingClose || value.kind === 'operator' || value.kind === 'parenthesis') {
    return metadataFilterMessages.invalidSyntax;
  }
  return rest.length > 0 ? metadataFilterMessages.invalidSyntax : undefined;
}

/** The errors of a metadata filter: none for valid JSON or a valid condition query. */
export function validateMetadataFilter(text: string): ConditionError[] {
  const trimmed = text.trim();
  if (trimmed === '')
    return [{ line: 1, from: 0, to: 0, message: metadataFilterMessages.queryRequired }];
  if (isJson(trimmed)) return [];
  const tokens = splitLines(text).flatMap(({ text: lineText, line, offset }) =>
    tokenizeLine(lineText, line, offset),
  );
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    return [errorOver(tokens, metadataFilterMessages.invalidSyntax)];
  }
  // `||` and `&&` are not joiners here; they leave a group malformed and read as bad syntax.
  const groups: Token[][] = [[]];
  for (const token of tokens) {
    if (isJoiner(token)) groups.push([]);
    else (groups.at(-1) as Token[]).push(token);
  }
  const errors: ConditionError[] = [];
  groups.forEach((group, index) => {
    const message = checkCondition(group);
    if (!message) return;
    // An empty group sits next to a dangling AND/OR: point at the joiner itself.
    const joiners = tokens.filter(isJoiner);
    const span = group.length > 0 ? group : [joiners[Math.max(0, index - 1)] as Token];
    errors.push(errorOver(span, message));
  });
  return errors;
}
