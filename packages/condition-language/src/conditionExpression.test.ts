import { describe, expect, it } from 'vitest';
import { parseConditionExpression, validateConditionExpression } from './conditionExpression';
import { conditionMessages } from './conditionMessages';
import { sampleCatalogue } from './sampleCatalogue';

const messagesOf = (text: string) =>
  validateConditionExpression(text, sampleCatalogue).map((error) => error.message);

describe('valid expressions', () => {
  it.each([
    ['an int compared with ==', 'weather_api.status_code == 200'],
    ['a negative int', 'weather_api.status_code > -1'],
    [
      'every operator',
      'jira_mcp.issue_count >= 1 AND jira_mcp.issue_count <= 9 AND jira_mcp.issue_count < 5 AND jira_mcp.issue_count > 0 AND jira_mcp.issue_count != 3',
    ],
    ['a float with a decimal point', 'weather_api.temperature > 21.5'],
    ['a float written .5', 'product_docs.score >= .5'],
    ['a boolean true', 'weather_api.is_raining == true'],
    ['a boolean in Python spelling', 'weather_api.is_raining != False'],
    ['the bool alias', 'kg_search.has_match == True'],
    ['a double-quoted string', 'weather_api.city == "Paris"'],
    ['a single-quoted string with spaces', "weather_api.city != 'New York'"],
    ['a string holding AND and an operator', 'weather_api.city == "A AND B == C"'],
    ['a list', 'weather_api.alerts == ["storm", "flood"]'],
    ['an empty list', 'weather_api.alerts != []'],
    ['a dict', 'weather_api.payload == {"a": {"b": [1, 2]}}'],
    ['null with ==', 'weather_api.city == null'],
    ['None with !=', 'weather_api.status_code != None'],
    ['no spaces around the operator', 'weather_api.status_code==200'],
    ['OR on a line', 'weather_api.status_code == 200 OR jira_mcp.priority == "High"'],
    ['an empty document', ''],
    ['blank lines only', '\n   \n'],
  ])('accepts %s', (_, text) => {
    expect(messagesOf(text)).toEqual([]);
  });

  it('accepts one condition per line, with and without a leading logical word', () => {
    const text = [
      'weather_api.status_code == 200',
      '',
      'AND product_docs.score > 0.7',
      'OR triage_agent.category == "billing"',
      'kg_search.has_match == true',
    ].join('\n');
    expect(messagesOf(text)).toEqual([]);
  });

  it('accepts a logical word at the end of a line, joining the next line', () => {
    expect(messagesOf('weather_api.status_code == 200 OR\nproduct_docs.score > 0.7')).toEqual([]);
  });

  it('returns the comparisons with how each joins the one before (lines without a word join with AND)', () => {
    const { comparisons } = parseConditionExpression(
      'weather_api.status_code == 200 OR jira_mcp.issue_count > 2\nproduct_docs.score < 0.5',
      sampleCatalogue,
    );
    expect(comparisons).toEqual([
      {
        line: 1,
        reference: 'weather_api.status_code',
        tool: 'weather_api',
        variable: 'status_code',
        operator: '==',
        value: '200',
      },
      {
        line: 1,
        joinedBy: 'OR',
        reference: 'jira_mcp.issue_count',
        tool: 'jira_mcp',
        variable: 'issue_count',
        operator: '>',
        value: '2',
      },
      {
        line: 2,
        joinedBy: 'AND',
        reference: 'product_docs.score',
        tool: 'product_docs',
        variable: 'score',
        operator: '<',
        value: '0.5',
      },
    ]);
  });

  it('checks only the syntax when no catalogue is given', () => {
    expect(validateConditionExpression('any_tool.anything == "x" AND other.thing > 3')).toEqual([]);
    expect(validateConditionExpression('any_tool.anything = 3').map((e) => e.message)).toEqual([
      conditionMessages.invalidOperator(1, '='),
    ]);
  });

  it('resolves tool names that contain dots by the longest catalogue match', () => {
    const catalogue = [
      { name: 'APIs', tools: [{ name: 'v1.orders', variables: [{ name: 'count', type: 'int' }] }] },
    ];
    expect(validateConditionExpression('v1.orders.count == 3', catalogue)).toEqual([]);
  });
});

describe('logical symbols', () => {
  it("rejects '||' with the suggestion to use OR", () => {
    expect(messagesOf('weather_api.status_code == 1 || jira_mcp.issue_count == 2')).toEqual([
      "Line 1: '||' is not supported. Use OR instead.",
    ]);
  });

  it("rejects '&&' with the suggestion to use AND, on the line it is on", () => {
    expect(
      messagesOf(
        'weather_api.status_code == 1\nweather_api.status_code == 1 && jira_mcp.issue_count == 2',
      ),
    ).toEqual(["Line 2: '&&' is not supported. Use AND instead."]);
  });

  it("rejects '&&' written without spaces", () => {
    expect(messagesOf('weather_api.status_code == 1&&jira_mcp.issue_count == 2')).toEqual([
      "Line 1: '&&' is not supported. Use AND instead.",
    ]);
  });

  it('asks for capitals on lowercase and/or', () => {
    expect(messagesOf('weather_api.status_code == 1 and jira_mcp.issue_count == 2')).toEqual([
      "Line 1: Write 'and' in capitals: AND.",
    ]);
    expect(messagesOf('weather_api.status_code == 1 Or jira_mcp.issue_count == 2')).toEqual([
      "Line 1: Write 'Or' in capitals: OR.",
    ]);
  });

  it('reports a logical word with nothing before it', () => {
    expect(messagesOf('AND weather_api.status_code == 1')).toEqual([
      'Line 1: A condition must come before AND.',
    ]);
  });

  it('reports a logical word with nothing after it, at the end of the document', () => {
    expect(messagesOf('weather_api.status_code == 1 OR\n\n')).toEqual([
      'Line 1: A condition must follow OR.',
    ]);
  });

  it('reports two logical words in a row', () => {
    expect(messagesOf('weather_api.status_code == 1 AND OR jira_mcp.issue_count == 2')).toEqual([
      'Line 1: A condition must follow AND.',
    ]);
    expect(messagesOf('weather_api.status_code == 1 AND\nOR jira_mcp.issue_count == 2')).toEqual([
      'Line 1: A condition must follow AND.',
    ]);
  });

  it('reports two conditions on one line without a logical word', () => {
    expect(messagesOf('weather_api.status_code == 1 jira_mcp.issue_count == 2')).toEqual([
      "Line 1: Expected AND or OR before 'jira_mcp.issue_count'.",
    ]);
  });

  it('reports parentheses', () => {
    expect(messagesOf('(weather_api.status_code == 1)')).toEqual([
      'Line 1: Parentheses are not supported. Join conditions with AND or OR.',
    ]);
  });
});

describe('tool.variable', () => {
  it('rejects a line that does not start with tool.variable', () => {
    expect(messagesOf('== 200')).toEqual(["Line 1: Expected tool.variable but found '=='."]);
    expect(messagesOf('"city" == 200')).toEqual([
      'Line 1: Expected tool.variable but found \'"city"\'.',
    ]);
  });

  it('rejects a name without a tool', () => {
    expect(messagesOf('status_code == 200')).toEqual([
      "Line 1: 'status_code' must be written as tool.variable.",
    ]);
    expect(messagesOf('weather_api. == 200')).toEqual([
      "Line 1: 'weather_api.' must be written as tool.variable.",
    ]);
    expect(messagesOf('.status == 200')).toEqual([
      "Line 1: '.status' must be written as tool.variable.",
    ]);
  });

  it("asks to finish an '@' left from the picker", () => {
    expect(messagesOf('weather_api.status_code == 1 AND @')).toEqual([
      "Line 1: Finish '@': pick a variable from the list, or remove the @.",
    ]);
    expect(messagesOf('@weath == 1')).toEqual([
      "Line 1: Finish '@weath': pick a variable from the list, or remove the @.",
    ]);
  });

  it('rejects an unknown tool', () => {
    expect(messagesOf('news_api.status == 200')).toEqual([
      "Line 1: Unknown tool 'news_api'. Type @ to pick a variable.",
    ]);
  });

  it('rejects a variable that the tool does not have', () => {
    expect(messagesOf('\nweather_api.humidity > 3')).toEqual([
      "Line 2: Variable 'humidity' does not exist for tool 'weather_api'.",
    ]);
  });

  it('points the error at the reference', () => {
    const [error] = validateConditionExpression(
      'x\nweather_api.humidity > 3',
      sampleCatalogue,
    ).slice(1);
    expect(error).toEqual({
      line: 2,
      from: 2,
      to: 22,
      message: expect.stringContaining('humidity'),
    });
  });
});

describe('operators', () => {
  it.each(['=', '=>', '=<', '===', '<>', '!', '!=='])(
    "rejects '%s' and lists the valid ones",
    (operator) => {
      expect(messagesOf(`weather_api.status_code ${operator} 200`)).toEqual([
        `Line 1: Invalid operator '${operator}'. Use: >=, <=, >, <, ==, !=`,
      ]);
    },
  );

  it('rejects a word in place of the operator', () => {
    expect(messagesOf('weather_api.status_code is 200')).toEqual([
      "Line 1: Invalid operator 'is'. Use: >=, <=, >, <, ==, !=",
    ]);
  });

  it('reports a missing operator', () => {
    expect(messagesOf('weather_api.status_code')).toEqual([
      'Line 1: Missing operator after weather_api.status_code. Use: >=, <=, >, <, ==, !=',
    ]);
    expect(messagesOf('weather_api.city "Paris"')).toEqual([
      'Line 1: Missing operator after weather_api.city. Use: >=, <=, >, <, ==, !=',
    ]);
  });
});

describe('values', () => {
  it('requires a value', () => {
    expect(messagesOf('weather_api.status_code ==')).toEqual([
      "Line 1: A value is required after 'weather_api.status_code =='.",
    ]);
    expect(messagesOf('weather_api.status_code == AND jira_mcp.issue_count > 1')).toEqual([
      "Line 1: A value is required after 'weather_api.status_code =='.",
    ]);
  });

  it('reports an unterminated string and an unclosed bracket', () => {
    expect(messagesOf('weather_api.city == "Paris')).toEqual([
      'Line 1: The string is missing its closing ".',
    ]);
    expect(messagesOf('weather_api.alerts == ["a", "b"')).toEqual([
      'Line 1: The value is missing its closing ].',
    ]);
    expect(messagesOf('weather_api.payload == {"a": 1')).toEqual([
      'Line 1: The value is missing its closing }.',
    ]);
    expect(messagesOf('weather_api.payload == {"a": [1}')).toEqual([
      'Line 1: The value is missing its closing ].',
    ]);
    expect(messagesOf('weather_api.alerts == ["a]')).toEqual([
      'Line 1: The string is missing its closing ".',
    ]);
  });

  it.each(['20.5', '"200"', 'abc', '2e3', 'true'])('int: rejects %s', (value) => {
    expect(messagesOf(`weather_api.status_code == ${value}`)).toEqual([
      `Line 1: weather_api.status_code is an int: '${value}' is not an integer.`,
    ]);
  });

  it.each(['21', 'warm', '"21.5"', '1,5'])(
    'float: rejects %s (a decimal point is required)',
    (value) => {
      expect(messagesOf(`weather_api.temperature > ${value}`)).toEqual([
        `Line 1: weather_api.temperature is a float: '${value}' needs a decimal point, e.g. 0.5.`,
      ]);
    },
  );

  it.each(['1', 'yes', '"true"', 'TRUE'])('boolean: rejects %s', (value) => {
    expect(messagesOf(`weather_api.is_raining == ${value}`)).toEqual([
      `Line 1: weather_api.is_raining is a boolean: '${value}' must be true or false.`,
    ]);
    expect(messagesOf(`kg_search.has_match == ${value}`)).toEqual([
      `Line 1: kg_search.has_match is a boolean: '${value}' must be true or false.`,
    ]);
  });

  it('string: requires quotes', () => {
    expect(messagesOf('weather_api.city == Paris')).toEqual([
      `Line 1: weather_api.city is a string: put 'Paris' in quotes, e.g. "Paris".`,
    ]);
  });

  it.each(['>', '<', '>=', '<='])("string: rejects the ordering operator '%s'", (operator) => {
    expect(messagesOf(`weather_api.city ${operator} "Paris"`)).toEqual([
      `Line 1: weather_api.city is a string: '${operator}' cannot compare strings. Use == or !=.`,
    ]);
  });

  it('list: requires [ ] and a valid array', () => {
    expect(messagesOf('weather_api.alerts == "storm"')).toEqual([
      'Line 1: weather_api.alerts is a list: wrap the value in [ ].',
    ]);
    expect(messagesOf('weather_api.alerts == {"a": 1}')).toEqual([
      'Line 1: weather_api.alerts is a list: wrap the value in [ ].',
    ]);
    expect(messagesOf("weather_api.alerts == ['storm']")).toEqual([
      'Line 1: weather_api.alerts is a list: the value is not a valid array.',
    ]);
    expect(messagesOf('weather_api.alerts == [1,]')).toEqual([
      'Line 1: weather_api.alerts is a list: the value is not a valid array.',
    ]);
  });

  it('dict: requires { } and a valid object', () => {
    expect(messagesOf('weather_api.payload == [1]')).toEqual([
      'Line 1: weather_api.payload is a dict: wrap the value in { }.',
    ]);
    expect(messagesOf('weather_api.payload == {a: 1}')).toEqual([
      'Line 1: weather_api.payload is a dict: the value is not a valid object.',
    ]);
  });

  it('rejects a variable of any other type as unsupported', () => {
    expect(messagesOf('weather_api.observed_at == "2024-01-01"')).toEqual([
      "Line 1: weather_api.observed_at has the unsupported type 'date'.",
    ]);
  });

  it.each(['null', 'None'])('rejects ordering against %s', (value) => {
    expect(messagesOf(`weather_api.status_code > ${value}`)).toEqual([
      `Line 1: '>' cannot compare with ${value}. Use == or !=.`,
    ]);
  });
});

describe('several errors', () => {
  it('reports one error per line, each with its line number, in order', () => {
    const text = [
      'weather_api.status_code == 200',
      'weather_api.temperature > 21',
      'weather_api.city => "Paris"',
      'news_api.x == 1 AND weather_api.status_code = 2',
      'jira_mcp.priority == high',
    ].join('\n');
    expect(messagesOf(text)).toEqual([
      "Line 2: weather_api.temperature is a float: '21' needs a decimal point, e.g. 0.5.",
      "Line 3: Invalid operator '=>'. Use: >=, <=, >, <, ==, !=",
      "Line 4: Unknown tool 'news_api'. Type @ to pick a variable.",
      `Line 5: jira_mcp.priority is a string: put 'high' in quotes, e.g. "high".`,
    ]);
  });

  it('reports every comparison error on a line joined by logical words until the first one', () => {
    expect(messagesOf('weather_api.status_code == 1 || weather_api.city == Paris')).toEqual([
      "Line 1: '||' is not supported. Use OR instead.",
      `Line 1: weather_api.city is a string: put 'Paris' in quotes, e.g. "Paris".`,
    ]);
  });

  it('counts lines of a CRLF document the same way', () => {
    expect(messagesOf('weather_api.status_code == 1\r\nweather_api.city == Paris\r\n')).toEqual([
      `Line 2: weather_api.city is a string: put 'Paris' in quotes, e.g. "Paris".`,
    ]);
  });
});

describe('logical symbols after another error', () => {
  it("still suggests OR for '||' when the condition before it is wrong", () => {
    expect(messagesOf('a.b == 1 || c.d == 2')).toEqual([
      "Line 1: Unknown tool 'a'. Type @ to pick a variable.",
      "Line 1: '||' is not supported. Use OR instead.",
    ]);
    expect(
      validateConditionExpression('a.b == 1 || c.d == 2 && e.f == 3').map((e) => e.message),
    ).toEqual([
      "Line 1: '||' is not supported. Use OR instead.",
      "Line 1: '&&' is not supported. Use AND instead.",
    ]);
  });
});
