import { describe, expect, it } from 'vitest';
import { groupConditionVariables, indexTools } from './conditionCatalogue';

describe('groupConditionVariables', () => {
  it('groups server variables by category label, then tool, in first-seen order', () => {
    const catalogue = groupConditionVariables([
      {
        name: 'status',
        type: 'int',
        tools: [
          { name: 'weather', type: 'api' },
          { name: 'jira', type: 'mcp' },
        ],
      },
      {
        name: 'city',
        type: 'string',
        description: 'City name',
        tools: [{ name: 'weather', type: 'api' }],
      },
      { name: 'when', type: 'date', tools: [{ name: 'clock', type: 'custom' }] },
    ]);
    expect(catalogue).toEqual([
      {
        name: 'APIs',
        tools: [
          {
            name: 'weather',
            variables: [
              { name: 'status', type: 'int' },
              { name: 'city', type: 'string', description: 'City name' },
            ],
          },
        ],
      },
      { name: 'MCPs', tools: [{ name: 'jira', variables: [{ name: 'status', type: 'int' }] }] },
      { name: 'custom', tools: [{ name: 'clock', variables: [{ name: 'when', type: 'date' }] }] },
    ]);
  });

  it('keeps a variable once per tool when the server repeats it', () => {
    const variable = { name: 'score', type: 'float', tools: [{ name: 'docs', type: 'rag' }] };
    expect(groupConditionVariables([variable, variable])).toEqual([
      {
        name: 'Vector RAGs',
        tools: [{ name: 'docs', variables: [{ name: 'score', type: 'float' }] }],
      },
    ]);
  });
});

describe('indexTools', () => {
  it('merges the variables of tools that share a name across categories', () => {
    const tools = indexTools([
      { name: 'APIs', tools: [{ name: 'search', variables: [{ name: 'hits', type: 'int' }] }] },
      {
        name: 'Vector RAGs',
        tools: [{ name: 'search', variables: [{ name: 'score', type: 'float' }] }],
      },
    ]);
    expect(tools.get('search')?.map((variable) => variable.name)).toEqual(['hits', 'score']);
  });
});
