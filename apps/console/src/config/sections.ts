import {
  AudioLinesIcon,
  BarChartIcon,
  BotIcon,
  BoxesIcon,
  BracesIcon,
  BrainIcon,
  ClipboardIcon,
  CpuIcon,
  DatabaseIcon,
  FileTextIcon,
  FlaskIcon,
  GitBranchIcon,
  GraduationCapIcon,
  KeyIcon,
  LayersIcon,
  LibraryIcon,
  LineChartIcon,
  ListOrderedIcon,
  NetworkIcon,
  PlugIcon,
  RadioTowerIcon,
  ScrollTextIcon,
  ServerIcon,
  ShieldIcon,
  TagsIcon,
  VariableIcon,
  WorkflowIcon,
  type IconGlyph,
} from '@agentdeck/ui';

/** The sidebar's three groups (spec 000 section 2.4), in their order. */
export const sidebarGroups = {
  setup: 'Setup configurations',
  create: 'Create AI workflows',
  monitor: 'Monitoring & tracking',
} as const;
export type SidebarGroupId = keyof typeof sidebarGroups;

/**
 * What a workspace may lack (spec 000 sections 2.4 and 6): a sandbox licence has no Vector RAG,
 * Graph RAG, Databases or Data Lineage; data connectors are switched per workspace. The sidebar
 * disables such sections and their pages say why.
 */
export type SectionRequirement = 'enterpriseLicense' | 'dataConnectors';

export interface Section {
  /** Below `/workspace/{wid}/` (spec 000 section 2.1). */
  path: string;
  /** The header's title and the document title (spec 000 section 2.3). */
  title: string;
  /** The breadcrumb after 'Workspace > {workspace name}', one label per segment of `path`. */
  breadcrumb: readonly string[];
  icon: IconGlyph;
  sidebar: { group: SidebarGroupId; label: string };
  requires?: SectionRequirement;
  /** What the section holds, in the words of the specification: a placeholder's heading and text. */
  about: { heading: string; description: string };
  /**
   * The feature folder whose `route.tsx` exports the screen's `Component`; without it the
   * section shows `about` under the shell until its screen is built.
   */
  screen?: string;
}

/**
 * THE table of workspace sections: the router, the sidebar (in this order, by group), the
 * header's title and breadcrumb, the access rules and the placeholders all derive from it.
 * A new screen is its entry's `screen` plus its feature folder.
 */
export const sections = {
  llmConfigurations: {
    path: 'intelligence-source-configs/llm-configurations',
    title: 'LLM Configurations',
    breadcrumb: ['Intelligence Source Configs', 'LLM Configurations'],
    icon: BrainIcon,
    sidebar: { group: 'setup', label: 'LLM' },
    about: {
      heading: 'Large language models',
      description: 'Connections to large language models (LLM) that agents and workflows use to reason and write.',
    },
    screen: 'llm',
  },
  slmConfigurations: {
    path: 'intelligence-source-configs/slm-configurations',
    title: 'SLM Configurations',
    breadcrumb: ['Intelligence Source Configs', 'SLM Configurations'],
    icon: CpuIcon,
    sidebar: { group: 'setup', label: 'SLM' },
    about: {
      heading: 'Small language models',
      description: 'Connections to small language models (SLM) for fast, inexpensive tasks.',
    },
    screen: 'slm',
  },
  stsConfigurations: {
    path: 'intelligence-source-configs/sts-configurations',
    title: 'STS Configurations',
    breadcrumb: ['Intelligence Source Configs', 'STS Configurations'],
    icon: AudioLinesIcon,
    sidebar: { group: 'setup', label: 'STS' },
    about: {
      heading: 'Speech models',
      description: 'Connections to speech-to-speech (STS) providers for voice conversations.',
    },
    screen: 'sts',
  },
  embeddingModels: {
    path: 'intelligence-enhancers/embedding-models',
    title: 'Embedding Models',
    breadcrumb: ['Intelligence Enhancers', 'Embedding Models'],
    icon: LayersIcon,
    sidebar: { group: 'setup', label: 'Embedding models' },
    about: {
      heading: 'Embedding models',
      description: 'Models that turn text into vectors, used to index and search knowledge sources.',
    },
    screen: 'embedding-models',
  },
  reRankingModels: {
    path: 'intelligence-enhancers/re-ranking-models',
    title: 'Re Ranking Models',
    breadcrumb: ['Intelligence Enhancers', 'Re Ranking Models'],
    icon: ListOrderedIcon,
    sidebar: { group: 'setup', label: 'Re-ranking models' },
    about: {
      heading: 'Re-ranking models',
      description: 'Models that reorder retrieved passages by relevance before they reach an agent.',
    },
    screen: 'reranking-models',
  },
  vectorRagConfigurations: {
    path: 'knowledge-source-configs/vector-rag-configurations',
    title: 'Vector RAG Configurations',
    breadcrumb: ['Knowledge Source Configs', 'Vector RAG Configurations'],
    icon: BoxesIcon,
    sidebar: { group: 'setup', label: 'Vector RAG' },
    requires: 'enterpriseLicense',
    about: {
      heading: 'Vector retrieval',
      description: 'Knowledge sources searched by meaning: documents split, embedded and stored in a vector database.',
    },
  },
  graphRagConfigurations: {
    path: 'knowledge-source-configs/graph-rag-configurations',
    title: 'Graph RAG Configurations',
    breadcrumb: ['Knowledge Source Configs', 'Graph RAG Configurations'],
    icon: NetworkIcon,
    sidebar: { group: 'setup', label: 'Graph RAG' },
    requires: 'enterpriseLicense',
    about: {
      heading: 'Graph retrieval',
      description: 'Knowledge sources searched through a graph of entities and their relations.',
    },
  },
  databases: {
    path: 'configure-connections/databases',
    title: 'Databases',
    breadcrumb: ['Configure Connections', 'Databases'],
    icon: DatabaseIcon,
    sidebar: { group: 'setup', label: 'Databases' },
    requires: 'enterpriseLicense',
    about: {
      heading: 'Databases',
      description: 'Vector, graph, relational and NoSQL databases that retrieval and agents connect to.',
    },
  },
  connectors: {
    path: 'configure-connections/connectors',
    title: 'Connectors',
    breadcrumb: ['Configure Connections', 'Connectors'],
    icon: PlugIcon,
    sidebar: { group: 'setup', label: 'Data connectors' },
    requires: 'dataConnectors',
    about: {
      heading: 'Data connectors',
      description: 'Connections to outside systems such as Pega, MySQL, PostgreSQL, SQLite, Jira and Trading News.',
    },
  },
  messageBroker: {
    path: 'configure-connections/setup-message-broker',
    title: 'Message Broker',
    breadcrumb: ['Configure Connections', 'Setup Message Broker'],
    icon: RadioTowerIcon,
    sidebar: { group: 'setup', label: 'Message broker' },
    about: {
      heading: 'Message brokers',
      description: 'Queues that start workflows, resume them after human input or self-learning, and publish their results.',
    },
  },
  apiConfigurations: {
    path: 'api-configurations',
    title: 'API Configurations',
    breadcrumb: ['API Configurations'],
    icon: BracesIcon,
    sidebar: { group: 'setup', label: 'APIs' },
    about: {
      heading: 'API tools',
      description: 'APIs that agents can call as tools, with their endpoint, method, headers and authorization.',
    },
  },
  mcpConfigurations: {
    path: 'mcp-configurations',
    title: 'MCP Configurations',
    breadcrumb: ['MCP Configurations'],
    icon: ServerIcon,
    sidebar: { group: 'setup', label: 'MCP servers' },
    about: {
      heading: 'MCP servers',
      description: 'Model Context Protocol servers whose tools agents can use, reached by URL and transport.',
    },
  },
  vault: {
    path: 'vault',
    title: 'Vault',
    breadcrumb: ['Vault'],
    icon: KeyIcon,
    sidebar: { group: 'setup', label: 'Vault' },
    about: {
      heading: 'Secrets',
      description: 'API keys, passwords and tokens kept once and referred to by name, so their values never show in a list.',
    },
    screen: 'vault',
  },
  variables: {
    path: 'variables',
    title: 'Variables',
    breadcrumb: ['Variables'],
    icon: VariableIcon,
    sidebar: { group: 'setup', label: 'Variables' },
    about: {
      heading: 'Variables',
      description: 'Named values of the workspace, with a data type, that prompts and workflows can refer to.',
    },
    screen: 'variables',
  },
  guardrails: {
    path: 'guardrails',
    title: 'Guardrails',
    breadcrumb: ['Guardrails'],
    icon: ShieldIcon,
    sidebar: { group: 'setup', label: 'Guardrails' },
    about: {
      heading: 'Guardrails',
      description: 'Rules that check what goes into and comes out of agents, such as filters for harmful or private content.',
    },
  },
  agents: {
    path: 'agents',
    title: 'Agents',
    breadcrumb: ['Agents'],
    icon: BotIcon,
    sidebar: { group: 'create', label: 'Agents' },
    about: {
      heading: 'Agents',
      description: 'Agents with a prompt, a language model, tools, knowledge, guardrails and self-learning, reusable across workflows.',
    },
  },
  promptTemplates: {
    path: 'prompt-templates',
    title: 'Prompt Templates',
    breadcrumb: ['Prompt Templates'],
    icon: FileTextIcon,
    sidebar: { group: 'create', label: 'Prompt templates' },
    about: {
      heading: 'Prompt templates',
      description: 'Reusable prompts with variables in double curly braces, which the Optimize dialog can rewrite with AI.',
    },
    screen: 'prompt-templates',
  },
  workflowAuthoring: {
    path: 'workflows/workflow-authoring',
    title: 'Workflow Authoring',
    breadcrumb: ['Workflows', 'Workflow Authoring'],
    icon: WorkflowIcon,
    sidebar: { group: 'create', label: 'Workflow authoring' },
    about: {
      heading: 'Workflow authoring',
      description: 'Where workflows are drawn: agents, conditions, human review and output broadcasting joined step by step.',
    },
  },
  workflowTags: {
    path: 'workflows/workflow-tags',
    title: 'Workflow Tags',
    breadcrumb: ['Workflows', 'Workflow Tags'],
    icon: TagsIcon,
    sidebar: { group: 'create', label: 'Workflow tags' },
    about: { heading: 'Workflow tags', description: 'Tags that group and find workflows.' },
  },
  workflowRegistry: {
    path: 'workflow-registry',
    title: 'Workflow Registry',
    breadcrumb: ['Workflow Registry'],
    icon: LibraryIcon,
    sidebar: { group: 'create', label: 'Workflow registry' },
    about: { heading: 'Workflow registry', description: 'The published workflows of the workspace, ready to run.' },
  },
  testingDataset: {
    path: 'testing-studio/dataset',
    title: 'Dataset',
    breadcrumb: ['Testing Studio', 'Dataset'],
    icon: FlaskIcon,
    sidebar: { group: 'create', label: 'Testing datasets' },
    about: { heading: 'Test datasets', description: 'Sets of inputs and expected outputs to test workflows with.' },
  },
  testingReport: {
    path: 'testing-studio/report',
    title: 'Report',
    breadcrumb: ['Testing Studio', 'Report'],
    icon: ClipboardIcon,
    sidebar: { group: 'create', label: 'Testing reports' },
    about: { heading: 'Test reports', description: 'The results of running workflows against test datasets.' },
  },
  usage: {
    path: 'usage',
    title: 'Usage',
    breadcrumb: ['Usage'],
    icon: BarChartIcon,
    sidebar: { group: 'monitor', label: 'Usage' },
    about: {
      heading: 'Usage',
      description: 'Storage, credits, tokens and workflow executions of the workspace against its quotas.',
    },
    screen: 'usage',
  },
  metricsAndAnalytics: {
    path: 'metrics-and-analytics',
    title: 'Metrics And Analytics',
    breadcrumb: ['Metrics And Analytics'],
    icon: LineChartIcon,
    sidebar: { group: 'monitor', label: 'Metrics & analytics' },
    about: { heading: 'Metrics and analytics', description: 'How workflows and agents perform over time.' },
  },
  dataLineage: {
    path: 'data-lineage',
    title: 'Data Lineage',
    breadcrumb: ['Data Lineage'],
    icon: GitBranchIcon,
    sidebar: { group: 'monitor', label: 'Data Lineage' },
    requires: 'enterpriseLicense',
    about: { heading: 'Data lineage', description: 'Where the data used by workflows comes from and where it goes.' },
  },
  learnings: {
    path: 'learnings',
    title: 'Learning Records',
    breadcrumb: ['Learning Records'],
    icon: GraduationCapIcon,
    sidebar: { group: 'monitor', label: 'Learning records' },
    about: {
      heading: 'Learning records',
      description: 'What agents and workflows have learned from feedback, filtered by workflow when one is given.',
    },
  },
  logging: {
    path: 'logging',
    title: 'Logging',
    breadcrumb: ['Logging'],
    icon: ScrollTextIcon,
    sidebar: { group: 'monitor', label: 'Logging' },
    about: { heading: 'Logs', description: 'The logs of workflow runs, to follow and debug what happened.' },
  },
} as const satisfies Record<string, Section>;

export type SectionKey = keyof typeof sections;

export const sectionKeys = Object.keys(sections) as SectionKey[];

/** The sections of a sidebar group, in order. */
export const sectionsOfGroup = (group: SidebarGroupId) =>
  sectionKeys.filter((key) => sections[key].sidebar.group === group);

/** The tooltip texts of unavailable sections, quoted from spec 000 section 2.4. */
export const unavailableReasons: Record<SectionRequirement, string> = {
  enterpriseLicense: 'not enabled for the sandbox license',
  dataConnectors: 'not enabled for this workspace',
};

export interface WorkspaceAccess {
  license: 'sandbox' | 'enterprise';
  features: { dataConnectors: boolean };
}

/** Why the section is unavailable in this workspace, or `null` when it is available. */
export function unavailableReason(key: SectionKey, workspace: WorkspaceAccess): string | null {
  const section: Section = sections[key];
  switch (section.requires) {
    case 'enterpriseLicense':
      return workspace.license === 'sandbox' ? unavailableReasons.enterpriseLicense : null;
    case 'dataConnectors':
      return workspace.features.dataConnectors ? null : unavailableReasons.dataConnectors;
    default:
      return null;
  }
}

/** The section at a path below `/workspace/{wid}/`, such as 'configure-connections/databases'. */
export function sectionAt(pathInWorkspace: string): SectionKey | undefined {
  return sectionKeys.find((key) => sections[key].path === pathInWorkspace);
}
