import { describe, expect, it } from 'vitest';
import {
  buildPromptPickerCategories,
  knownPromptNames,
  promptPickerTree,
  stripDoubleBraces,
  wrapKnownNames,
} from './promptTemplate';

describe('buildPromptPickerCategories', () => {
  it('gives the seven categories in the spec order', () => {
    expect(buildPromptPickerCategories({}).map((category) => category.name)).toEqual([
      'Agents',
      'APIs',
      'MCPs',
      'Vector RAGs',
      'Graph RAGs',
      'Variables',
      'Metadata',
    ]);
  });

  it("fills each category from its intellisense group, metadata by its leaves' dotted paths", () => {
    const categories = buildPromptPickerCategories({
      agents: { shared: [{ name: 'triage_agent' }] },
      tools: {
        api: { shared: [{ name: 'weather_api', description: 'Forecasts' }] },
        mcp: { shared: [{ name: 'jira_mcp', selected_tools: ['create_issue', 'search'] }] },
        rag: { shared: [{ name: 'product_docs' }] },
        graphRag: { shared: [{ name: 'kg_search' }] },
      },
      variables: { shared: [{ name: 'customer_name' }] },
      metadata: [
        { name: 'session', children: [{ name: 'id', description: 'Chat session' }] },
        { name: 'channel' },
      ],
    });
    expect(categories).toEqual([
      { name: 'Agents', items: [{ name: 'triage_agent' }] },
      { name: 'APIs', items: [{ name: 'weather_api', description: 'Forecasts' }] },
      { name: 'MCPs', items: [{ name: 'jira_mcp', description: 'Tools: create_issue, search' }] },
      { name: 'Vector RAGs', items: [{ name: 'product_docs' }] },
      { name: 'Graph RAGs', items: [{ name: 'kg_search' }] },
      { name: 'Variables', items: [{ name: 'customer_name' }] },
      {
        name: 'Metadata',
        items: [{ name: 'session.id', description: 'Chat session' }, { name: 'channel' }],
      },
    ]);
  });

  it('drops items without a name and MCP servers without a selected tool', () => {
    const categories = buildPromptPickerCategories({
      agents: { shared: [{ name: null }, { name: '  ' }, {}, { name: 'kept' }] },
      tools: {
        mcp: {
          shared: [
            { name: 'no_tools', selected_tools: [] },
            { name: 'null_tools', selected_tools: null },
            { name: 'missing_tools' },
            { selected_tools: ['x'] },
          ],
        },
      },
    });
    expect(categories[0]).toEqual({ name: 'Agents', items: [{ name: 'kept' }] });
    expect(categories[2]).toEqual({ name: 'MCPs', items: [] });
  });
});

describe('promptPickerTree', () => {
  it('inserts a picked name in double braces when asked (a SQL query keeps its text as typed)', () => {
    expect(
      promptPickerTree([{ name: 'Variables', items: [{ name: 'policy_number', description: 'string' }] }], { braced: true }),
    ).toEqual([
      {
        label: 'Variables',
        detail: '1',
        children: [{ label: 'policy_number', info: 'string', insert: '{{policy_number}}' }],
      },
    ]);
  });

  it('has a step per non-empty category with its names as leaves', () => {
    const tree = promptPickerTree([
      { name: 'Agents', items: [{ name: 'triage_agent', description: 'Sorts tickets' }] },
      { name: 'APIs', items: [] },
      { name: 'Variables', items: [{ name: 'customer_name' }, { name: 'order_id' }] },
    ]);
    expect(tree).toEqual([
      {
        label: 'Agents',
        detail: '1',
        children: [{ label: 'triage_agent', info: 'Sorts tickets' }],
      },
      {
        label: 'Variables',
        detail: '2',
        children: [{ label: 'customer_name' }, { label: 'order_id' }],
      },
    ]);
  });
});

describe('knownPromptNames', () => {
  it('lists every name once', () => {
    expect(
      knownPromptNames([
        { name: 'Agents', items: [{ name: 'a' }, { name: 'b' }] },
        { name: 'Variables', items: [{ name: 'b' }, { name: 'c' }] },
      ]),
    ).toEqual(['a', 'b', 'c']);
  });
});

describe('wrapKnownNames', () => {
  const names = ['customer_name', 'order_id', 'weather_api', 'customer_name_full'];

  it('wraps whole-word occurrences of known names in double braces', () => {
    expect(wrapKnownNames('Greet customer_name about order_id.', names)).toBe(
      'Greet {{customer_name}} about {{order_id}}.',
    );
  });

  it('wraps every occurrence', () => {
    expect(wrapKnownNames('order_id, then order_id again', names)).toBe(
      '{{order_id}}, then {{order_id}} again',
    );
  });

  it('leaves names inside other words alone', () => {
    expect(wrapKnownNames('my_order_id and order_ids', names)).toBe('my_order_id and order_ids');
  });

  it('prefers the longest name', () => {
    expect(wrapKnownNames('Use customer_name_full', names)).toBe('Use {{customer_name_full}}');
  });

  it('does not wrap twice', () => {
    expect(wrapKnownNames('Hi {{customer_name}} and {{ order_id }}', names)).toBe(
      'Hi {{customer_name}} and {{ order_id }}',
    );
  });

  it('is case sensitive', () => {
    expect(wrapKnownNames('Customer_Name', names)).toBe('Customer_Name');
  });

  it('handles names with characters that mean something in a pattern', () => {
    expect(wrapKnownNames('Ask Weather (v2) now', ['Weather (v2)'])).toBe(
      'Ask {{Weather (v2)}} now',
    );
  });

  it('returns the text unchanged without names', () => {
    expect(wrapKnownNames('customer_name', [])).toBe('customer_name');
    expect(wrapKnownNames('customer_name', ['', ' '])).toBe('customer_name');
  });
});

describe('stripDoubleBraces', () => {
  it('removes the braces around names, with or without inner spaces', () => {
    expect(stripDoubleBraces('Hi {{customer_name}}, order {{ order_id }}.')).toBe(
      'Hi customer_name, order order_id.',
    );
  });

  it('leaves single braces and text without braces alone', () => {
    expect(stripDoubleBraces('JSON {"a": 1} stays')).toBe('JSON {"a": 1} stays');
  });

  it('undoes wrapKnownNames', () => {
    const text = 'Ask weather_api for order_id, then thank customer_name.';
    const names = ['weather_api', 'order_id', 'customer_name'];
    expect(stripDoubleBraces(wrapKnownNames(text, names))).toBe(text);
  });
});
