import type { LineageNode } from '@agentdeck/api-client';
import { paths } from '../../../config/paths';
import { sections, type SectionKey } from '../../../config/sections';

/**
 * The screen where each kind of record a node stands for is configured. A knowledge base has no
 * screen of its own: agents choose and create them, so its link opens Agents.
 */
const sectionOfResource: Partial<Record<LineageNode['resource'], SectionKey>> = {
  vectorRag: 'vectorRagConfigurations',
  graphRag: 'graphRagConfigurations',
  database: 'databases',
  knowledgeBase: 'agents',
  connector: 'connectors',
  apiTool: 'apiConfigurations',
  mcpServer: 'mcpConfigurations',
  messageBroker: 'messageBroker',
};

/** Where a node is configured: its workflow's authoring page, or its record's screen; none for a record no screen shows. */
export function screenOf(wid: string, node: Pick<LineageNode, 'resource' | 'recordId'>): { href: string; label: string } | undefined {
  if (node.resource === 'workflow') return { href: paths.workspace.workflowAuthoring.getHref(wid, node.recordId), label: sections.workflowAuthoring.title };
  const key = sectionOfResource[node.resource];
  return key ? { href: paths.workspace[key].getHref(wid), label: sections[key].title } : undefined;
}

const MONTH = 30 * 86_400_000;

/** A workflow's runs in logging's Runs tab: the last 30 days, or the 30 days up to the view's 'as of' time. */
export function workflowRunsHref(wid: string, workflowId: string, asOf: string | undefined): string {
  const range = asOf ? { from: new Date(Date.parse(asOf) - MONTH).toISOString(), to: asOf } : { range: '30d' };
  return paths.workspace.logging.getHref(wid, { tab: 'runs', workflowId, ...range });
}
