/**
 * What the sidebar lists and when an item is unavailable (spec 000 sections 2.4 and 6). Pure
 * data and rules: the icons are attached in the component, the hrefs come from config/paths.
 */
import type { WorkspaceRouteKey } from '../../../config/paths';

/** Why an item can be unavailable in a workspace. */
export type ItemRequirement = 'enterpriseLicense' | 'dataConnectors';

export interface SidebarItemModel {
  route: WorkspaceRouteKey;
  label: string;
  requires?: ItemRequirement;
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
      { route: 'vectorRagConfigurations', label: 'Vector RAG', requires: 'enterpriseLicense' },
      { route: 'graphRagConfigurations', label: 'Graph RAG', requires: 'enterpriseLicense' },
      { route: 'databases', label: 'Databases', requires: 'enterpriseLicense' },
      { route: 'connectors', label: 'Data connectors', requires: 'dataConnectors' },
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
      { route: 'dataLineage', label: 'Data Lineage', requires: 'enterpriseLicense' },
      { route: 'learnings', label: 'Learning records' },
      { route: 'logging', label: 'Logging' },
    ],
  },
];

/** The tooltip texts of unavailable items, quoted from spec 000 section 2.4. */
export const unavailableReasons: Record<ItemRequirement, string> = {
  enterpriseLicense: 'not enabled for the sandbox license',
  dataConnectors: 'not enabled for this workspace',
};

export interface WorkspaceAccess {
  license: 'sandbox' | 'enterprise';
  features: { dataConnectors: boolean };
}

/** The reason an item is disabled in this workspace, or `null` when it is available. */
export function unavailableReason(item: SidebarItemModel, workspace: WorkspaceAccess): string | null {
  switch (item.requires) {
    case 'enterpriseLicense':
      return workspace.license === 'sandbox' ? unavailableReasons.enterpriseLicense : null;
    case 'dataConnectors':
      return workspace.features.dataConnectors ? null : unavailableReasons.dataConnectors;
    default:
      return null;
  }
}

/** The item whose page is open: the one whose path the location starts with. */
export function isItemCurrent(itemHref: string, pathname: string): boolean {
  return pathname === itemHref || pathname.startsWith(`${itemHref}/`);
}
