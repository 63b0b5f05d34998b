import { LOG_QUERY_MAX_LENGTH } from '@agentdeck/api-client';
import { parse, type ComparisonOperatorToken, type ExpressionToken, type ParserAst, type TagToken } from 'liqe';
import { quoteNumericWords, type QuotedNumericWords } from './quote-numeric-words';
import { attributePath, DEFAULT_FIELD, fieldList, isQueryField, queryFields, type QueryField } from './query-fields';

/** A query the log search cannot run; the message goes to the client as `query: <message>`. */
export class LogQueryError extends Error {}

/** A WHERE fragment over `run_logs` and its parameters, in order. */
export interface LogQuerySql {
  where: string;
  args: unknown[];
}

const syntaxError = (position: number) => new LogQueryError(`Syntax error at position ${position}`);

/**
 * Parses a Lucene-style query with liqe. Its own syntax errors carry the offset; when the input
 * ends too early (an open quote or parenthesis, a trailing AND) its parser finds no parse and says
 * nowhere, so the error is at the end of the query.
 */
function parseQuery(prepared: QuotedNumericWords, query: string): ParserAst {
  try {
    return parse(prepared.text);
  } catch (error) {
    const offset = (error as { offset?: unknown }).offset;
    throw syntaxError(typeof offset === 'number' ? prepared.original(offset) : query.length);
  }
}

/** LIKE's own characters taken literally (with `ESCAPE '\'`). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
/** `*` any run of characters, `?` any one. */
const likeWildcards = (text: string) => likeLiteral(text).replace(/\*/g, '%').replace(/\?/g, '_');
const LIKE = "LIKE ? ESCAPE '\\'";
const COMPARISONS = { ':>': '>', ':>=': '>=', ':<': '<', ':<=': '<=' } as const;

/** A bare word or phrase has no operator in liqe's tree. */
const operatorOf = (tag: TagToken): ComparisonOperatorToken['operator'] => (tag.operator as TagToken['operator'] | undefined)?.operator ?? ':';

/** `(a OR b) OR (c OR d)` rather than a chain: SQLite nests a chain one level per term and stops at 1,000. */
function balanced(parts: string[], operator: 'AND' | 'OR'): string {
  if (parts.length === 1) return parts[0]!;
  const middle = parts.length >> 1;
  return `(${balanced(parts.slice(0, middle), operator)} ${operator} ${balanced(parts.slice(middle), operator)})`;
}

/** The operands and operators of an unparenthesised run (`a OR b c AND d`), in order. */
function flatten(node: ParserAst, terms: ParserAst[] = [], operators: ('AND' | 'OR')[] = []) {
  if (node.type !== 'LogicalExpression') {
    terms.push(node);
    return { terms, operators };
  }
  flatten(node.left, terms, operators);
  operators.push(node.operator.operator);
  flatten(node.right, terms, operators);
  return { terms, operators };
}

/**
 * Compiles a log query to a WHERE fragment over `run_logs` whose every value is a parameter: the
 * SQL text holds only column names from `query-fields.ts`, operators and placeholders. An empty
 * query matches every line.
 *
 * AND binds tighter than OR, as in Lucene and SQL (liqe itself reads `a OR b AND c` left to right,
 * as `(a OR b) AND c`); terms side by side are joined by AND; NOT and `-` negate the next term.
 * A line without the field (no duration, no such attribute) matches no term on it, and so matches
 * the term's NOT.
 */
export function compileLogQuery(query: string): LogQuerySql {
  // The contract's limit, again here: liqe's parser takes time growing faster than the text.
  if (query.length > LOG_QUERY_MAX_LENGTH) throw new LogQueryError(`query must be at most ${LOG_QUERY_MAX_LENGTH} characters`);
  const prepared = quoteNumericWords(query);
  const ast = parseQuery(prepared, query);
  const at = (position: number) => prepared.original(position);
  /** Unquoted as written: `*` and `?` are wildcards. */
  const unquoted = (expression: Extract<ExpressionToken, { type: 'LiteralExpression' }>) => !expression.quoted || prepared.quotedAt.has(expression.location.start);
  if (ast.type === 'EmptyExpression') return { where: '1', args: [] };
  const args: unknown[] = [];

  const compile = (node: ParserAst): string => {
    switch (node.type) {
      case 'EmptyExpression':
        throw syntaxError(at(node.location.start));
      case 'ParenthesizedExpression':
        return compile(node.expression);
      case 'UnaryOperator':
        return `NOT ${compile(node.operand)}`;
      case 'LogicalExpression': {
        const { terms, operators } = flatten(node);
        const compiled = terms.map(compile);
        const anyOf: string[][] = [[compiled[0]!]];
        operators.forEach((operator, index) => {
          if (operator === 'OR') anyOf.push([]);
          anyOf.at(-1)!.push(compiled[index + 1]!);
        });
        return balanced(anyOf.map((allOf) => balanced(allOf, 'AND')), 'OR');
      }
      case 'Tag':
        return `IFNULL(${compileTag(node)}, 0)`;
    }
  };

  const compileTag = (tag: TagToken): string => {
    const name = tag.field.type === 'ImplicitField' ? DEFAULT_FIELD : tag.field.name;
    const expression = tag.expression;
    if (expression.type === 'EmptyExpression') throw syntaxError(at(expression.location.start));
    if (expression.type === 'RegexExpression') throw new LogQueryError(`Regular expressions are not supported (position ${at(expression.location.start)})`);
    if (isQueryField(name)) return compileField(queryFields[name], name, tag, expression);
    const path = attributePath(name);
    if (path === undefined) throw new LogQueryError(`Unknown field '${name}'. Fields: ${fieldList}`);
    return compileAttribute(path, tag, expression);
  };

  const compileField = (field: QueryField, name: string, tag: TagToken, expression: Exclude<ExpressionToken, { type: 'EmptyExpression' | 'RegexExpression' }>): string => {
    const operator = operatorOf(tag);
    if (field.kind === 'number') {
      if (expression.type === 'RangeExpression') return range(field.column, expression.range);
      const text = literalText(expression);
      if (unquoted(expression) && text === '*' && (operator === ':' || operator === ':=')) return `${field.column} IS NOT NULL`;
      args.push(numberOf(name, expression));
      return `${field.column} ${operator === ':' || operator === ':=' ? '=' : COMPARISONS[operator]} ?`;
    }
    if (expression.type === 'RangeExpression' || (operator !== ':' && operator !== ':=')) throw noComparison(expression);
    const text = literalText(expression);
    const wildcard = unquoted(expression) && /[*?]/.test(text);
    if (field.kind === 'text') {
      if (operator === ':=' && !wildcard) return equalAnyCase(field.column, text);
      const pattern = wildcard ? likeWildcards(text) : likeLiteral(text);
      args.push(operator === ':=' ? pattern : `%${pattern}%`);
      return `${field.column} ${LIKE}`;
    }
    const columns = [...field.labels, ...field.ids];
    if (wildcard) {
      args.push(...columns.map(() => likeWildcards(text)));
      return `(${columns.map((column) => `${column} ${LIKE}`).join(' OR ')})`;
    }
    args.push(...columns.map(() => text));
    return `(${[...field.labels.map((column) => `${column} = ? COLLATE NOCASE`), ...field.ids.map((column) => `${column} = ?`)].join(' OR ')})`;
  };

  /** An attribute as text (strings unquoted, numbers and booleans as written in JSON), or compared as a number. */
  const compileAttribute = (path: string, tag: TagToken, expression: Exclude<ExpressionToken, { type: 'EmptyExpression' | 'RegexExpression' }>): string => {
    const operator = operatorOf(tag);
    const isNumber = "json_type(attributes, ?) IN ('integer', 'real')";
    if (expression.type === 'RangeExpression') {
      const { min, max, minInclusive, maxInclusive } = expression.range;
      args.push(path, path, min, path, max);
      return `(${isNumber} AND attributes ->> ? ${minInclusive ? '>=' : '>'} ? AND attributes ->> ? ${maxInclusive ? '<=' : '<'} ?)`;
    }
    if (operator !== ':' && operator !== ':=') {
      args.push(path, path, numberOf(tag.field.type === 'Field' ? tag.field.name : DEFAULT_FIELD, expression));
      return `(${isNumber} AND attributes ->> ? ${COMPARISONS[operator]} ?)`;
    }
    const text = literalText(expression);
    args.push(path, path, path);
    const asText = "CASE json_type(attributes, ?) WHEN 'text' THEN attributes ->> ? ELSE attributes -> ? END";
    if (unquoted(expression) && /[*?]/.test(text)) {
      args.push(likeWildcards(text));
      return `${asText} ${LIKE}`;
    }
    args.push(text);
    return `${asText} = ? COLLATE NOCASE`;
  };

  const range = (column: string, { min, max, minInclusive, maxInclusive }: { min: number; max: number; minInclusive: boolean; maxInclusive: boolean }) => {
    args.push(min, max);
    return `(${column} ${minInclusive ? '>=' : '>'} ? AND ${column} ${maxInclusive ? '<=' : '<'} ?)`;
  };

  const equalAnyCase = (column: string, text: string) => {
    args.push(text);
    return `${column} = ? COLLATE NOCASE`;
  };

  /** The value as written: liqe reads unquoted `1.50`, `true` and `null` as a number, boolean and null. */
  const literalText = (expression: Extract<ExpressionToken, { type: 'LiteralExpression' }>) =>
    typeof expression.value === 'string' ? expression.value : prepared.text.slice(expression.location.start, expression.location.end);

  const numberOf = (name: string, expression: Extract<ExpressionToken, { type: 'LiteralExpression' }>): number => {
    const value = typeof expression.value === 'string' && expression.value.trim() !== '' ? Number(expression.value) : expression.value;
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new LogQueryError(`'${name}' takes a number (position ${at(expression.location.start)})`);
    return value;
  };

  const noComparison = (expression: ExpressionToken) =>
    new LogQueryError(`Only durationMs and attributes.<name> take >, >=, <, <= and ranges (position ${at(expression.location.start)})`);

  return { where: compile(ast), args };
}
