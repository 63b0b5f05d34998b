/**
 * Parses and checks a workflow condition expression (spec 001 section 5).
 *
 * Grammar, where the spec is silent:
 * - Each non-blank line holds one or more comparisons `tool.variable operator value`, joined
 *   on the line by AND or OR (`api.status == 200 AND rag.score > 0.5`).
 * - A line may start with AND or OR to say how it joins the line before; lines with no word
 *   between them are joined with AND, so 'each line is a condition' stays true.
 * - `||`, `&&`, lowercase `and`/`or` and parentheses are reported, each with what to write.
 * - `null`/`None` may be compared to any type with `==` or `!=`. Booleans accept `true`/`false`
 *   and the Python spellings `True`/`False`, because the editor offers both as completions.
 * - list and dict values must be valid JSON arrays and objects.
 */
import { indexTools, type CatalogueVariable, type ConditionCatalogue } from './conditionCatalogue';
import {
  conditionMessages as messages,
  conditionOperators,
  logicalWords,
  orderingOperators,
  type ConditionOperator,
  type LogicalSymbol,
  type LogicalWord,
} from './conditionMessages';
import { splitLines, tokenizeLine, type Token } from './conditionTokens';

export interface ConditionError {
  /** 1-based line the error is on; the message starts with `Line {line}:`. */
  line: number;
  /** Offsets of the offending text in the whole document, end exclusive. */
  from: number;
  to: number;
  message: string;
}

export interface ParsedComparison {
  line: number;
  /** How this comparison joins the one before; `undefined` for the first. */
  joinedBy?: LogicalWord;
  reference: string;
  tool: string;
  variable: string;
  operator: ConditionOperator;
  value: string;
}

export interface ConditionParseResult {
  comparisons: ParsedComparison[];
  errors: ConditionError[];
}

const nullWords = new Set(['null', 'None']);
const booleanWords = new Set(['true', 'false', 'True', 'False']);
const integerPattern = /^[-+]?\d+$/;
const floatPattern = /^[-+]?(\d+\.\d*|\.\d+)$/;

const isOperator = (text: string): text is ConditionOperator =>
  (conditionOperators as readonly string[]).includes(text);

function errorAt(token: Pick<Token, 'from' | 'to' | 'line'>, message: string): ConditionError {
  return { line: token.line, from: token.from, to: token.to, message };
}

/** The logical word a token stands for, if it joins conditions (rightly or wrongly spelt). */
function logicalOf(token: Token): LogicalWord | undefined {
  if (token.kind === 'logicalSymbol') return token.text === '||' ? 'OR' : 'AND';
  if (token.kind !== 'word') return undefined;
  const upper = token.text.toUpperCase();
  return (logicalWords as readonly string[]).includes(upper) ? (upper as LogicalWord) : undefined;
}

/** The message for a logical token spelt in a way the language rejects, if any. */
function logicalSpellingError(token: Token): ConditionError | undefined {
  if (token.kind === 'logicalSymbol') {
    return errorAt(token, messages.logicalSymbol(token.line, token.text as LogicalSymbol));
  }
  if (!(logicalWords as readonly string[]).includes(token.text)) {
    return errorAt(token, messages.lowercaseLogical(token.line, token.text));
  }
  return undefined;
}

/** Splits `tool.variable`, preferring the longest catalogue tool name (names may hold dots). */
function splitReference(reference: string, toolNames: string[]): [string, string] | undefined {
  const known = toolNames
    .filter((name) => reference.startsWith(`${name}.`) && reference.length > name.length + 1)
    .sort((a, b) => b.length - a.length)[0];
  if (known !== undefined) return [known, reference.slice(known.length + 1)];
  const dot = reference.indexOf('.');
  if (dot <= 0 || dot === reference.length - 1) return undefined;
  return [reference.slice(0, dot), reference.slice(dot + 1)];
}

function isValidJson(text: string, shape: 'array' | 'object'): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return shape === 'array'
      ? Array.isArray(value)
      : typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** The type rule for one comparison, or `undefined` when the value fits the variable. */
function typeError(
  variable: CatalogueVariable,
  reference: string,
  operatorToken: Token,
  valueToken: Token,
): string | undefined {
  const { line } = valueToken;
  const operator = operatorToken.text;
  const value = valueToken.text;
  const ordering = orderingOperators.includes(operator as ConditionOperator);
  if (valueToken.kind === 'word' && nullWords.has(value)) {
    return ordering ? messages.nullOrdering(line, value, operator) : undefined;
  }
  switch (variable.type) {
    case 'int':
      return integerPattern.test(value) && valueToken.kind === 'word'
        ? undefined
        : messages.notInteger(line, reference, value);
    case 'float':
      return floatPattern.test(value) && valueToken.kind === 'word'
        ? undefined
        : messages.notFloat(line, reference, value);
    case 'boolean':
    case 'bool':
      return booleanWords.has(value) && valueToken.kind === 'word'
        ? undefined
        : messages.notBoolean(line, reference, value);
    case 'string':
      if (valueToken.kind !== 'string') return messages.unquotedString(line, reference, value);
      return ordering ? messages.stringOrdering(line, reference, operator) : undefined;
    case 'list':
      if (valueToken.kind !== 'list') return messages.listNotBracketed(line, reference);
      return isValidJson(value, 'array') ? undefined : messages.listInvalid(line, reference);
    case 'dict':
      if (valueToken.kind !== 'dict') return messages.dictNotBraced(line, reference);
      return isValidJson(value, 'object') ? undefined : messages.dictInvalid(line, reference);
    default:
      return messages.unsupportedType(line, reference, variable.type);
  }
}

interface ComparisonOutcome {
  comparison?: Omit<ParsedComparison, 'joinedBy'>;
  error?: ConditionError;
  /** Index of the first token after the comparison. */
  next: number;
}

function parseComparison(
  tokens: Token[],
  start: number,
  tools: Map<string, CatalogueVariable[]> | undefined,
): ComparisonOutcome {
  const referenceToken = tokens[start] as Token;
  const { line } = referenceToken;
  if (referenceToken.kind === 'parenthesis') {
    return { error: errorAt(referenceToken, messages.parenthesis(line)), next: start + 1 };
  }
  if (referenceToken.kind !== 'word') {
    return {
      error: errorAt(referenceToken, messages.expectedReference(line, referenceToken.text)),
      next: start + 1,
    };
  }
  const reference = referenceToken.text;
  if (reference.startsWith('@')) {
    return {
      error: errorAt(referenceToken, messages.unfinishedPick(line, reference)),
      next: start + 1,
    };
  }
  const parts = splitReference(reference, tools ? [...tools.keys()] : []);
  if (!parts) {
    return {
      error: errorAt(referenceToken, messages.missingVariable(line, reference)),
      next: start + 1,
    };
  }
  const [tool, variableName] = parts;
  const variables = tools?.get(tool);
  if (tools && !variables) {
    return { error: errorAt(referenceToken, messages.unknownTool(line, tool)), next: start + 1 };
  }
  const variable = variables?.find((candidate) => candidate.name === variableName);
  if (variables && !variable) {
    return {
      error: errorAt(referenceToken, messages.unknownVariable(line, tool, variableName)),
      next: start + 1,
    };
  }

  const operatorToken = tokens[start + 1];
  if (
    !operatorToken ||
    logicalOf(operatorToken) ||
    !['operator', 'word'].includes(operatorToken.kind)
  ) {
    return {
      error: errorAt(referenceToken, messages.missingOperator(line, reference)),
      next: start + 1,
    };
  }
  if (!isOperator(operatorToken.text)) {
    return {
      error: errorAt(operatorToken, messages.invalidOperator(line, operatorToken.text)),
      next: start + 2,
    };
  }

  const valueToken = tokens[start + 2];
  if (
    !valueToken ||
    logicalOf(valueToken) ||
    valueToken.kind === 'operator' ||
    valueToken.kind === 'parenthesis'
  ) {
    const span = { line, from: referenceToken.from, to: operatorToken.to };
    return {
      error: errorAt(span, messages.missingValue(line, reference, operatorToken.text)),
      next: start + 2,
    };
  }
  if (valueToken.missingClose) {
    const message =
      valueToken.kind === 'string' ||
      valueToken.missingClose === '"' ||
      valueToken.missingClose === "'"
        ? messages.unterminatedString(line, valueToken.missingClose)
        : messages.unclosedBracket(line, valueToken.missingClose);
    return { error: errorAt(valueToken, message), next: start + 3 };
  }
  const problem = variable && typeError(variable, reference, operatorToken, valueToken);
  if (problem) return { error: errorAt(valueToken, problem), next: start + 3 };
  return {
    comparison: {
      line,
      reference,
      tool,
      variable: variableName,
      operator: operatorToken.text,
      value: valueToken.text,
    },
    next: start + 3,
  };
}

/**
 * Parses a whole condition document. With a `catalogue`, every tool and variable must exist in
 * it and values must fit the variable's type; without one, only the syntax is checked.
 */
export function parseConditionExpression(
  text: string,
  catalogue?: ConditionCatalogue,
): ConditionParseResult {
  const tools = catalogue ? indexTools(catalogue) : undefined;
  const comparisons: ParsedComparison[] = [];
  const errors: ConditionError[] = [];
  /** A logical word still waiting for the comparison on its right. */
  let pending: { token: Token; word: LogicalWord } | undefined;
  let hasCondition = false;

  for (const { text: lineText, line, offset } of splitLines(text)) {
    const tokens = tokenizeLine(lineText, line, offset);
    let index = 0;
    let expectComparison = true;
    while (index < tokens.length) {
      const token = tokens[index] as Token;
      const word = logicalOf(token);
      if (word) {
        const spelling = logicalSpellingError(token);
        if (spelling) errors.push(spelling);
        if (pending) {
          errors.push(
            errorAt(pending.token, messages.danglingLogical(pending.token.line, pending.word)),
          );
        } else if (!hasCondition) {
          errors.push(errorAt(token, messages.leadingLogical(line, word)));
        }
        pending = { token, word };
        expectComparison = true;
        index += 1;
        continue;
      }
      if (!expectComparison) {
        errors.push(errorAt(token, messages.expectedLogical(line, token.text)));
        break;
      }
      const outcome = parseComparison(tokens, index, tools);
      const joinedBy = hasCondition ? (pending?.word ?? 'AND') : undefined;
      pending = undefined;
      hasCondition = true;
      if (outcome.error) {
        errors.push(outcome.error);
        // The rest of the line would mostly repeat the same mistake in other words, but a
        // `||` or `&&` further on is a separate slip worth its own suggestion.
        for (const rest of tokens.slice(outcome.next)) {
          if (rest.kind === 'logicalSymbol')
            errors.push(logicalSpellingError(rest) as ConditionError);
        }
        break;
      }
      if (outcome.comparison) {
        comparisons.push(joinedBy ? { ...outcome.comparison, joinedBy } : outcome.comparison);
      }
      index = outcome.next;
      expectComparison = false;
    }
  }
  if (pending) {
    errors.push(errorAt(pending.token, messages.danglingLogical(pending.token.line, pending.word)));
  }
  return { comparisons, errors };
}

/** The errors of a condition document, in reading order. */
export function validateConditionExpression(
  text: string,
  catalogue?: ConditionCatalogue,
): ConditionError[] {
  return parseConditionExpression(text, catalogue).errors;
}
