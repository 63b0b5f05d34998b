/**
 * The header's title and breadcrumb, derived from the path (spec 000 section 2.3):
 * `/workspace/{wid}/{section}/{subsection}` gives 'Workspace > {workspace name} > section >
 * subsection'; the title is the deepest segment's title. Known segments have the spec's
 * labels; any other segment is title-cased from the path.
 */

import { paths, workspaceHome } from '../../../config/paths';

export interface BreadcrumbModel {
  label: string;
  /** Where the crumb leads; absent for the current page and for sections with no page. */
  href?: string;
}

export interface HeaderModel {
  title: string;
  breadcrumbs: BreadcrumbModel[];
}

interface SegmentLabels {
  /** Shown as the page title when the segment is the deepest one. */
  title: string;
  /** Shown in the breadcrumb; the title when absent. */
  crumb?: string;
}

/** Third segments (the section) whose label is not the plain title-cased segment. */
const sectionLabels: Record<string, SegmentLabels> = {
  usage: { title: 'Usage' },
  'api-configurations': { title: 'API Configurations' },
  'mcp-configurations': { title: 'MCP Configurations' },
  learnings: { title: 'Learning Records' },
  'intelligence-source-configs': { title: 'Intelligence Source Configs' },
  'configure-connections': { title: 'Configure Connections' },
};

/** Fourth segments (the subsection), with the acronyms the spec writes in capitals. */
const subsectionLabels: Record<string, SegmentLabels> = {
  'workflow-authoring': { title: 'Workflow Authoring' },
  'workflow-tags': { title: 'Workflow Tags' },
  'llm-configurations': { title: 'LLM Configurations' },
  'slm-configurations': { title: 'SLM Configurations' },
  'sts-configurations': { title: 'STS Configurations' },
  'graph-rag-configurations': { title: 'Graph RAG Configurations' },
  'vector-rag-configurations': { title: 'Vector RAG Configurations' },
  'memory-store-configurations': { title: 'Memory Store Configurations' },
  'embedding-models': { title: 'Embedding Models' },
  're-ranking-models': { title: 'Re Ranking Models' },
  'setup-message-broker': { title: 'Message Broker', crumb: 'Setup Message Broker' },
  connectors: { title: 'Connectors' },
  databases: { title: 'Databases' },
};

export const workspaceManagementTitle = 'Workspace Management';

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** 'metrics-and-analytics' → 'Metrics And Analytics'; words split on '-', '_' and spaces. */
export function titleCase(segment: string): string {
  return decode(segment)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function labelsFor(segment: string, depth: number): Required<SegmentLabels> {
  const known = depth === 0 ? sectionLabels[segment] : depth === 1 ? subsectionLabels[segment] : undefined;
  const title = known?.title ?? titleCase(segment);
  return { title, crumb: known?.crumb ?? title };
}

/**
 * @param pathname the location's pathname (no query string)
 * @param workspaceName the name of the workspace in the path, from the stored workspace information
 */
export function getHeaderModel(pathname: string, workspaceName: string): HeaderModel {
  const segments = pathname.split('/').filter(Boolean);
  const [root, wid, ...rest] = segments;

  if (root !== 'workspace' || !wid) {
    return { title: root ? (root === 'workspaces' ? workspaceManagementTitle : titleCase(root)) : '', breadcrumbs: [] };
  }

  const breadcrumbs: BreadcrumbModel[] = [
    { label: 'Workspace', href: paths.workspaces.getHref() },
    // The workspace name leads to the workspace's home page, unless that is where we are.
    rest.length === 0 ? { label: workspaceName } : { label: workspaceName, href: workspaceHome(wid) },
  ];
  // A section that has subsections has no page of its own, so only the workspace crumbs link.
  const labels = rest.map((segment, depth) => labelsFor(segment, depth));
  for (const { crumb } of labels) breadcrumbs.push({ label: crumb });

  return { title: labels.at(-1)?.title ?? workspaceName, breadcrumbs };
}
