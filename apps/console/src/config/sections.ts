import type { SectionIconName } from './section-icons';

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
  /** The sidebar's and the placeholder's icon, by its name in `section-icons.ts`. */
  icon: SectionIconName;
  sidebar: { group: SidebarGroupId; label: string };
  requires?: SectionRequirement;
  /**
   * The feature folder whose `route.tsx` exports the screen's `Component`; without it the
   * section shows its placeholder (`section-about.ts`) under the shell until its screen is built.
   */
  screen?: string;
}

/**
 * THE table of workspace sections: the router, the sidebar (in this order, by group), the
 * header's title and breadcrumb and the access rules derive from it; the placeholders' text is in
 * `section-about.ts`.
 * A new screen is its entry's `screen` plus its feature folder.
 */
export const sections = {
  llmConfigurations: {
    path: 'intelligence-source-configs/llm-configurations',
    title: 'LLM Configurations',
    breadcrumb: ['Intelligence Source Configs', 'LLM Configurations'],
    icon: 'brain',
    sidebar: { group: 'setup', label: 'LLM' },
    screen: 'llm',
  },
  slmConfigurations: {
    path: 'intelligence-source-configs/slm-configurations',
    title: 'SLM Configurations',
    breadcrumb: ['Intelligence Source Configs', 'SLM Configurations'],
    icon: 'cpu',
    sidebar: { group: 'setup', label: 'SLM' },
    screen: 'slm',
  },
  stsConfigurations: {
    path: 'intelligence-source-configs/sts-configurations',
    title: 'STS Configurations',
    breadcrumb: ['Intelligence Source Configs', 'STS Configurations'],
    icon: 'audioLines',
    sidebar: { group: 'setup', label: 'STS' },
    screen: 'sts',
  },
  embeddingModels: {
    path: 'intelligence-enhancers/embedding-models',
    title: 'Embedding Models',
    breadcrumb: ['Intelligence Enhancers', 'Embedding Models'],
    icon: 'layers',
    sidebar: { group: 'setup', label: 'Embedding models' },
    screen: 'embedding-models',
  },
  reRankingModels: {
    path: 'intelligence-enhancers/re-ranking-models',
    title: 'Re Ranking Models',
    breadcrumb: ['Intelligence Enhancers', 'Re Ranking Models'],
    icon: 'listOrdered',
    sidebar: { group: 'setup', label: 'Re-ranking models' },
    screen: 'reranking-models',
  },
  vectorRagConfigurations: {
    path: 'knowledge-source-configs/vector-rag-configurations',
    title: 'Vector RAG Configurations',
    breadcrumb: ['Knowledge Source Configs', 'Vector RAG Configurations'],
    icon: 'boxes',
    sidebar: { group: 'setup', label: 'Vector RAG' },
    requires: 'enterpriseLicense',
    screen: 'vector-rag',
  },
  graphRagConfigurations: {
    path: 'knowledge-source-configs/graph-rag-configurations',
    title: 'Graph RAG Configurations',
    breadcrumb: ['Knowledge Source Configs', 'Graph RAG Configurations'],
    icon: 'network',
    sidebar: { group: 'setup', label: 'Graph RAG' },
    requires: 'enterpriseLicense',
    screen: 'graph-rag',
  },
  databases: {
    path: 'configure-connections/databases',
    title: 'Databases',
    breadcrumb: ['Configure Connections', 'Databases'],
    icon: 'database',
    sidebar: { group: 'setup', label: 'Databases' },
    requires: 'enterpriseLicense',
    screen: 'databases',
  },
  connectors: {
    path: 'configure-connections/connectors',
    title: 'Connectors',
    breadcrumb: ['Configure Connections', 'Connectors'],
    icon: 'plug',
    sidebar: { group: 'setup', label: 'Data connectors' },
    requires: 'dataConnectors',
    screen: 'connectors',
  },
  messageBroker: {
    path: 'configure-connections/setup-message-broker',
    title: 'Message Broker',
    breadcrumb: ['Configure Connections', 'Setup Message Broker'],
    icon: 'radioTower',
    sidebar: { group: 'setup', label: 'Message broker' },
    screen: 'message-brokers',
  },
  apiConfigurations: {
    path: 'api-configurations',
    title: 'API Configurations',
    breadcrumb: ['API Configurations'],
    icon: 'braces',
    sidebar: { group: 'setup', label: 'APIs' },
    screen: 'api-configurations',
  },
  mcpConfigurations: {
    path: 'mcp-configurations',
    title: 'MCP Configurations',
    breadcrumb: ['MCP Configurations'],
    icon: 'server',
    sidebar: { group: 'setup', label: 'MCP servers' },
    screen: 'mcp-configurations',
  },
  vault: {
    path: 'vault',
    title: 'Vault',
    breadcrumb: ['Vault'],
    icon: 'key',
    sidebar: { group: 'setup', label: 'Vault' },
    screen: 'vault',
  },
  variables: {
    path: 'variables',
    title: 'Variables',
    breadcrumb: ['Variables'],
    icon: 'variable',
    sidebar: { group: 'setup', label: 'Variables' },
    screen: 'variables',
  },
  guardrails: {
    path: 'guardrails',
    title: 'Guardrails',
    breadcrumb: ['Guardrails'],
    icon: 'shield',
    sidebar: { group: 'setup', label: 'Guardrails' },
    screen: 'guardrails',
  },
  agents: {
    path: 'agents',
    title: 'Agents',
    breadcrumb: ['Agents'],
    icon: 'bot',
    sidebar: { group: 'create', label: 'Agents' },
    screen: 'agents',
  },
  promptTemplates: {
    path: 'prompt-templates',
    title: 'Prompt Templates',
    breadcrumb: ['Prompt Templates'],
    icon: 'fileText',
    sidebar: { group: 'create', label: 'Prompt templates' },
    screen: 'prompt-templates',
  },
  workflowAuthoring: {
    path: 'workflows/workflow-authoring',
    title: 'Workflow Authoring',
    breadcrumb: ['Workflows', 'Workflow Authoring'],
    icon: 'workflow',
    sidebar: { group: 'create', label: 'Workflow authoring' },
    screen: 'workflow-authoring',
  },
  workflowTags: {
    path: 'workflows/workflow-tags',
    title: 'Workflow Tags',
    breadcrumb: ['Workflows', 'Workflow Tags'],
    icon: 'tags',
    sidebar: { group: 'create', label: 'Workflow tags' },
    screen: 'workflow-tags',
  },
  workflowRegistry: {
    path: 'workflow-registry',
    title: 'Workflow Registry',
    breadcrumb: ['Workflow Registry'],
    icon: 'library',
    sidebar: { group: 'create', label: 'Workflow registry' },
    screen: 'workflow-registry',
  },
  testingDataset: {
    path: 'testing-studio/dataset',
    title: 'Dataset',
    breadcrumb: ['Testing Studio', 'Dataset'],
    icon: 'flask',
    sidebar: { group: 'create', label: 'Testing datasets' },
    screen: 'testing-datasets',
  },
  testingReport: {
    path: 'testing-studio/report',
    title: 'Report',
    breadcrumb: ['Testing Studio', 'Report'],
    icon: 'clipboard',
    sidebar: { group: 'create', label: 'Testing reports' },
    screen: 'testing-reports',
  },
  usage: {
    path: 'usage',
    title: 'Usage',
    breadcrumb: ['Usage'],
    icon: 'barChart',
    sidebar: { group: 'monitor', label: 'Usage' },
    screen: 'usage',
  },
  metricsAndAnalytics: {
    path: 'metrics-and-analytics',
    title: 'Metrics And Analytics',
    breadcrumb: ['Metrics And Analytics'],
    icon: 'lineChart',
    sidebar: { group: 'monitor', label: 'Metrics & analytics' },
    screen: 'metrics',
  },
  dataLineage: {
    path: 'data-lineage',
    title: 'Data Lineage',
    breadcrumb: ['Data Lineage'],
    icon: 'gitBranch',
    sidebar: { group: 'monitor', label: 'Data Lineage' },
    requires: 'enterpriseLicense',
    screen: 'data-lineage',
  },
  learnings: {
    path: 'learnings',
    title: 'Learning Records',
    breadcrumb: ['Learning Records'],
    icon: 'graduationCap',
    sidebar: { group: 'monitor', label: 'Learning records' },
    screen: 'learnings',
  },
  logging: {
    path: 'logging',
    title: 'Logging',
    breadcrumb: ['Logging'],
    icon: 'scrollText',
    sidebar: { group: 'monitor', label: 'Logging' },
    screen: 'logging',
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
