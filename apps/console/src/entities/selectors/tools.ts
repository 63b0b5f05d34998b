import { defineSelector } from '../../lib/records';

/** The 'MCPs' selector of the agent editor (spec 001 sections 2, 4 and 8). */
export const mcpServerSelector = defineSelector({
  resource: 'mcpServer',
  kind: 'MCPs',
  itemKind: 'MCP Config',
  title: 'MCPs',
  cardTitle: 'MCP Servers',
  addLabel: 'Add MCP',
  emptyText: 'Select the Model Context Protocol servers that will be used with your agent.',
  // Spec 001 section 8 names the loading text of re-rankings, embeddings, prompts and APIs; the
  // MCPs' follows the API one's wording.
  modalTexts: { loading: 'Please wait! loading the MCP data for you...' },
  nameOf: (server) => server.name,
  descriptionOf: (server) => server.description,
});

/** The 'APIs' selector of the agent editor and of API guardrails (spec 001 sections 2, 4 and 8). */
export const apiToolSelector = defineSelector({
  resource: 'apiTool',
  kind: 'APIs',
  itemKind: 'API Config',
  title: 'APIs',
  cardTitle: 'APIs',
  addLabel: 'Add API',
  emptyText: "No API has been added. Please use 'Add API' to choose the APIs it may call.",
  // Spec 001 section 8, quoted exactly.
  modalTexts: { loading: 'Please wait! loading the API data for you...', empty: 'No APIs have been configured.' },
  nameOf: (tool) => tool.name,
  descriptionOf: (tool) => tool.description,
});
