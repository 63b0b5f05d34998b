import type { SectionKey } from './sections';

/** What a section holds, in the words of the specification: its placeholder's heading and text. */
export interface SectionAbout {
  heading: string;
  description: string;
}

/**
 * Each workspace section's placeholder, shown under the shell until its screen is built, and
 * the heading its 'not available in this workspace' page names. Kept beside the section
 * registry (`sections.ts`) rather than in it: the route table and `paths.ts` read the registry,
 * and so the sign-in page did, which carried this text nobody reads there (issue 10, the first
 * page's budget).
 */
export const sectionAbout: Record<SectionKey, SectionAbout> = {
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
  apiConfigurations: {
    heading: 'API tools',
    description: 'APIs that agents can call as tools, with their endpoint, method, headers and authorization.',
  },
  mcpConfigurations: {
    heading: 'MCP servers',
    description: 'Model Context Protocol servers whose tools agents can use, reached by URL and transport.',
  },
  vault: {
    heading: 'Secrets',
    description: 'API keys, passwords and tokens kept once and referred to by name, so their values never show in a list.',
  },
  variables: {
    heading: 'Variables',
    description: 'Named values of the workspace, with a data type, that prompts and workflows can refer to.',
  },
  guardrails: {
    heading: 'Guardrails',
    description: 'Rules that check what goes into and comes out of agents, such as filters for harmful or private content.',
  },
  agents: {
    heading: 'Agents',
    description: 'Agents with a prompt, a language model, tools, knowledge, guardrails and self-learning, reusable across workflows.',
  },
  promptTemplates: {
    heading: 'Prompt templates',
    description: 'Reusable prompts with variables in double curly braces, which the Optimize dialog can rewrite with AI.',
  },
  workflowAuthoring: {
    heading: 'Workflow authoring',
    description: 'Where workflows are drawn: agents, conditions, human review and output broadcasting joined step by step.',
  },
  workflowTags: { heading: 'Workflow tags', description: 'Tags that group and find workflows.' },
  workflowRegistry: { heading: 'Workflow registry', description: 'The published workflows of the workspace, ready to run.' },
  testingDataset: { heading: 'Test datasets', description: 'Sets of inputs and expected outputs to test workflows with.' },
  testingReport: { heading: 'Test reports', description: 'The results of running workflows against test datasets.' },
  usage: {
    heading: 'Usage',
    description: 'Storage, credits, tokens and workflow executions of the workspace against its quotas.',
  },
  metricsAndAnalytics: { heading: 'Metrics and analytics', description: 'How workflows and agents perform over time.' },
  dataLineage: { heading: 'Data lineage', description: 'Where the data used by workflows comes from and where it goes.' },
  learnings: {
    heading: 'Learning records',
    description: 'What agents and workflows have learned from feedback, filtered by workflow when one is given.',
  },
  logging: { heading: 'Logs', description: 'The logs of workflow runs, to follow and debug what happened.' },
};
