/**
 * Every message the workflow condition editor can show (spec 001 section 5, 'Workflow condition
 * expression'). The spec fixes the rules and that errors carry line numbers, not the wording, so
 * each message starts with `Line N:` and says what to write instead.
 */

/** The comparison operators a condition may use, longest first so `>=` is read before `>`. */
export const conditionOperators = ['>=', '<=', '==', '!=', '>', '<'] as const;
export type ConditionOperator = (typeof conditionOperators)[number];

/** Operators that order values; strings and `null` may not use them. */
export const orderingOperators: readonly ConditionOperator[] = ['>=', '<=', '>', '<'];

/** The operator list in the order the spec quotes it. */
export const operatorHint = 'Use: >=, <=, >, <, ==, !=';

/** Logical words that join conditions, and the symbols users try instead. */
export const logicalWords = ['AND', 'OR'] as const;
export type LogicalWord = (typeof logicalWords)[number];
export const logicalSymbolSuggestions = { '||': 'OR', '&&': 'AND' } as const;
export type LogicalSymbol = keyof typeof logicalSymbolSuggestions;

const at = (line: number) => `Line ${line}:`;

export const conditionMessages = {
  logicalSymbol: (line: number, symbol: LogicalSymbol) =>
    `${at(line)} '${symbol}' is not supported. Use ${logicalSymbolSuggestions[symbol]} instead.`,
  lowercaseLogical: (line: number, word: string) =>
    `${at(line)} Write '${word}' in capitals: ${word.toUpperCase()}.`,
  parenthesis: (line: number) =>
    `${at(line)} Parentheses are not supported. Join conditions with AND or OR.`,
  expectedReference: (line: number, found: string) =>
    `${at(line)} Expected tool.variable but found '${found}'.`,
  unfinishedPick: (line: number, reference: string) =>
    `${at(line)} Finish '${reference}': pick a variable from the list, or remove the @.`,
  missingVariable: (line: number, reference: string) =>
    `${at(line)} '${reference}' must be written as tool.variable.`,
  unknownTool: (line: number, tool: string) =>
    `${at(line)} Unknown tool '${tool}'. Type @ to pick a variable.`,
  unknownVariable: (line: number, tool: string, variable: string) =>
    `${at(line)} Variable '${variable}' does not exist for tool '${tool}'.`,
  missingOperator: (line: number, reference: string) =>
    `${at(line)} Missing operator after ${reference}. ${operatorHint}`,
  invalidOperator: (line: number, operator: string) =>
    `${at(line)} Invalid operator '${operator}'. ${operatorHint}`,
  missingValue: (line: number, reference: string, operator: string) =>
    `${at(line)} A value is required after '${reference} ${operator}'.`,
  unterminatedString: (line: number, quote: string) =>
    `${at(line)} The string is missing its closing ${quote}.`,
  unclosedBracket: (line: number, bracket: string) =>
    `${at(line)} The value is missing its closing ${bracket}.`,
  expectedLogical: (line: number, found: string) =>
    `${at(line)} Expected AND or OR before '${found}'.`,
  leadingLogical: (line: number, word: string) =>
    `${at(line)} A condition must come before ${word}.`,
  danglingLogical: (line: number, word: string) => `${at(line)} A condition must follow ${word}.`,
  notInteger: (line: number, reference: string, value: string) =>
    `${at(line)} ${reference} is an int: '${value}' is not an integer.`,
  notFloat: (line: number, reference: string, value: string) =>
    `${at(line)} ${reference} is a float: '${value}' needs a decimal point, e.g. 0.5.`,
  notBoolean: (line: number, reference: string, value: string) =>
    `${at(line)} ${reference} is a boolean: '${value}' must be true or false.`,
  unquotedString: (line: number, reference: string, value: string) =>
    `${at(line)} ${reference} is a string: put '${value}' in quotes, e.g. "${value}".`,
  stringOrdering: (line: number, reference: string, operator: string) =>
    `${at(line)} ${reference} is a string: '${operator}' cannot compare strings. Use == or !=.`,
  listNotBracketed: (line: number, reference: string) =>
    `${at(line)} ${reference} is a list: wrap the value in [ ].`,
  listInvalid: (line: number, reference: string) =>
    `${at(line)} ${reference} is a list: the value is not a valid array.`,
  dictNotBraced: (line: number, reference: string) =>
    `${at(line)} ${reference} is a dict: wrap the value in { }.`,
  dictInvalid: (line: number, reference: string) =>
    `${at(line)} ${reference} is a dict: the value is not a valid object.`,
  unsupportedType: (line: number, reference: string, type: string) =>
    `${at(line)} ${reference} has the unsupported type '${type}'.`,
  nullOrdering: (line: number, value: string, operator: string) =>
    `${at(line)} '${operator}' cannot compare with ${value}. Use == or !=.`,
} as const;
