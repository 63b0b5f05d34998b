import { describe, expect, it } from 'vitest';
import { promptPickerCategories } from './prompt-picker-categories';

describe('promptPickerCategories', () => {
  it('gives the seven categories in the spec order', () => {
    expect(promptPickerCategories({}).map((category) => category.name)).toEqual([
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
    const categories = promptPickerCategories({
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
    const categories = promptPickerCategories({
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

