/**
 * What the sidebar lists (spec 000 section 2.4). Pure data: the icons come from
 * config/route-icons, the hrefs from config/paths, unavailable items from config/route-access.
 */
import type { WorkspaceRouteKey } from '../../../config/paths';

export interface SidebarItemModel {
  route: WorkspaceRouteKey;
  label: string;
}

export interface SidebarGroupModel {
  id: 'setup' | 'create' | 'monitor';
  label: string;
  items: SidebarItemModel[];
}

export const sidebarGroups: SidebarGroupModel[] = [
  {
    id: 'setup',
    label: 'Setup configurations',
    items: [
      { route: 'llmConfigurations', label: 'LLM' },
      { route: 'slmConfigurations', label: 'SLM' },
      { route: 'stsConfigurations', label: 'STS' },
      { route: 'embeddingModels', label: 'Embedding models' },
      { route: 'reRankingModels', label: 'Re-ranking models' },
      { route: 'vectorRagConfigurations', label: 'Vector RAG' },
      { route: 'graphRagConfigurations', label: 'Graph RAG' },
      { route: 'databases', label: 'Databases' },
      { route: 'connectors', label: 'Data connectors' },
      { route: 'messageBroker', label: 'Message broker' },
      { route: 'apiConfigurations', label: 'APIs' },
      { route: 'mcpConfigurations', label: 'MCP servers' },
      { route: 'vault', label: 'Vault' },
      { route: 'variables', label: 'Variables' },
      { route: 'guardrails', label: 'Guardrails' },
    ],
  },
  {
    id: 'create',
    label: 'Create AI workflows',
    items: [
      { route: 'agents', label: 'Agents' },
      { route: 'promptTemplates', label: 'Prompt templates' },
      { route: 'workflowAuthoring', label: 'Workflow authoring' },
      { route: 'workflowTags', label: 'Workflow tags' },
      { route: 'workflowRegistry', label: 'Workflow registry' },
      { route: 'testingDataset', label: 'Testing datasets' },
      { route: 'testingReport', label: 'Testing reports' },
    ],
  },
  {
    id: 'monitor',
    label: 'Monitoring & tracking',
    items: [
      { route: 'usage', label: 'Usage' },
      { route: 'metricsAndAnalytics', label: 'Metrics & analytics' },
      { route: 'dataLineage', label: 'Data Lineage' },
      { route: 'learnings', label: 'Learning records' },
      { route: 'logging', label: 'Logging' },
    ],
  },
];

/** The item whose page is open: the one whose path the location starts with. */
export function isItemCurrent(itemHref: string, pathname: string): boolean {
  return pathname === itemHref || pathname.startsWith(`${itemHref}/`);
}
