import type { ConditionCatalogue } from './conditionCatalogue';

/** A fixed catalogue for stories and tests: one tool of every category, every variable type. */
export const sampleCatalogue: ConditionCatalogue = [
  {
    name: 'APIs',
    tools: [
      {
        name: 'weather_api',
        variables: [
          { name: 'status_code', type: 'int', description: 'HTTP status of the last call' },
          { name: 'temperature', type: 'float', description: 'Degrees Celsius' },
          { name: 'city', type: 'string' },
          { name: 'is_raining', type: 'boolean' },
          { name: 'alerts', type: 'list' },
          { name: 'payload', type: 'dict' },
          { name: 'observed_at', type: 'date' },
        ],
      },
      { name: 'billing_api', variables: [{ name: 'amount', type: 'float' }] },
    ],
  },
  {
    name: 'MCPs',
    tools: [
      {
        name: 'jira_mcp',
        variables: [
          { name: 'issue_count', type: 'int' },
          { name: 'priority', type: 'string' },
        ],
      },
    ],
  },
  {
    name: 'Vector RAGs',
    tools: [{ name: 'product_docs', variables: [{ name: 'score', type: 'float' }] }],
  },
  {
    name: 'Graph RAGs',
    tools: [{ name: 'kg_search', variables: [{ name: 'has_match', type: 'bool' }] }],
  },
  {
    name: 'Agents',
    tools: [
      {
        name: 'triage_agent',
        variables: [
          { name: 'confidence', type: 'float' },
          { name: 'category', type: 'string' },
        ],
      },
    ],
  },
];
