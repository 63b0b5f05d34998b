/**
 * The header's title and breadcrumb, derived from the path (spec 000 section 2.3):
 * `/workspace/{wid}/{section}/{subsection}` gives 'Workspace > {workspace name} > section >
 * subsection'. A section's title and crumbs come from the section registry; any other path is
 * title-cased segment by segment.
 */

import { paths, workspaceHome } from '../../../config/paths';
import { sectionAt, sections, type Section } from '../../../config/sections';

export interface BreadcrumbModel {
  label: string;
  /** Where the crumb leads; absent for the current page and for sections with no page. */
  href?: string;
}

export interface HeaderModel {
  title: string;
  breadcrumbs: BreadcrumbModel[];
}

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
  const key = sectionAt(rest.join('/'));
  const section: Section | undefined = key && sections[key];
  const labels = section ? section.breadcrumb : rest.map(titleCase);
  for (const label of labels) breadcrumbs.push({ label });

  return { title: section?.title ?? labels.at(-1) ?? workspaceName, breadcrumbs };
}
