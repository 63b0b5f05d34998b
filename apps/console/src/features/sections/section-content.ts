import type { WorkspaceRouteKey } from '../../config/paths';

export interface SectionContent {
  /** The empty state's heading: what the section will list. */
  heading: string;
  /** What the section is for, in the words of the specification. */
  description: string;
}

/**
 * What each workspace section is for (spec 000 section 1, 001 and 002), shown on a section
 * whose screen is not built yet, under the shell's title and breadcrumb.
 */
export const sectionContent: Record<WorkspaceRouteKey, SectionContent> = {
  apiConfigurations: {
    heading: 'API tools',
    description: 'APIs that agents can call as tools, with their endpoint, method, headers and authorization.',
  },
  mcpConfigurations: {
    heading: 'MCP servers',
    description: 'Model Context Protocol servers whose tools agents can use, reached by URL and transport.',
  },
  guardrails: {
    heading: 'Guardrails',
    description: 'Rules that check what goes into and comes out of agents, such as filters for harmful or private content.',
  },
  llmConfigurations: {
    heading: 'Large language models',
    description: 'Connections to large language models (LLM) that agents and workflows use to reason and write.',
  },
  slmConfigurations: {
    heading: 'Small language models',
    description: 'Connections to small language models (SLM) for fast, inexpensive tasks.',
  },
  stsConfigurations: {
    heading: 'Speech models',
    description: 'Connections to speech-to-speech (STS) providers for voice conversations.',
  },
  embeddingModels: {
    heading: 'Embedding models',
    description: 'Models that turn text into vectors, used to index and search knowledge sources.',
  },
  reRankingModels: {
    heading: 'Re-ranking models',
    description: 'Models that reorder retrieved passages by relevance before they reach an agent.',
  },
  vault: {
    heading: 'Secrets',
    description: 'API keys, passwords and tokens kept once and referred to by name, so their values never show in a list.',
  },
  variables: {
    heading: 'Variables',
    description: 'Named values of the workspace, with a data type, that prompts and workflows can refer to.',
  },
  vectorRagConfigurations: {
    heading: 'Vector retrieval',
    description: 'Knowledge sources searched by meaning: documents split, embedded and stored in a vector database.',
  },
  graphRagConfigurations: {
    heading: 'Graph retrieval',
    description: 'Knowledge sources searched through a graph of entities and their relations.',
  },
  databases: {
    heading: 'Databases',
    description: 'Vector, graph, relational and NoSQL databases that retrieval and agents connect to.',
  },
  connectors: {
    heading: 'Data connectors',
    description: 'Connections to outside systems such as Pega, MySQL, PostgreSQL, SQLite, Jira and Trading News.',
  },
  messageBroker: {
    heading: 'Message brokers',
    description: 'Queues that start workflows, resume them after human input or self-learning, and publish their results.',
  },
  agents: {
    heading: 'Agents',
    description: 'Agents with a prompt, a language model, tools, knowledge, guardrails and self-learning, reusable across workflows.',
  },
  promptTemplates: {
    heading: 'Prompt templates',
    description: 'Reusable prompts with variables in double curly braces, which the Optimize dialog can rewrite with AI.',
  },
  workflowRegistry: {
    heading: 'Workflow registry',
    description: 'The published workflows of the workspace, ready to run.',
  },
  workflowAuthoring: {
    heading: 'Workflow authoring',
    description: 'Where workflows are drawn: agents, conditions, human review and output broadcasting joined step by step.',
  },
  workflowTags: {
    heading: 'Workflow tags',
    description: 'Tags that group and find workflows.',
  },
  usage: {
    heading: 'Usage',
    description: 'Storage, credits, tokens and workflow executions of the workspace against its quotas.',
  },
  metricsAndAnalytics: {
    heading: 'Metrics and analytics',
    description: 'How workflows and agents perform over time.',
  },
  dataLineage: {
    heading: 'Data lineage',
    description: 'Where the data used by workflows comes from and where it goes.',
  },
  learnings: {
    heading: 'Learning records',
    description: 'What agents and workflows have learned from feedback, filtered by workflow when one is given.',
  },
  logging: {
    heading: 'Logs',
    description: 'The logs of workflow runs, to follow and debug what happened.',
  },
  testingDataset: {
    heading: 'Test datasets',
    description: 'Sets of inputs and expected outputs to test workflows with.',
  },
  testingReport: {
    heading: 'Test reports',
    description: 'The results of running workflows against test datasets.',
  },
};
