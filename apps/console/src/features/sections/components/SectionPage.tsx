import { EmptyState, LockIcon } from '@agentdeck/ui';
import type { WorkspaceRouteKey } from '../../../config/paths';
import { routeIcons } from '../../../config/route-icons';
import { sectionContent } from '../section-content';

export interface SectionPageProps {
  route: WorkspaceRouteKey;
  /** Why this workspace cannot use the section (its licence or feature flags), if so. */
  unavailableReason?: string | null;
}

/**
 * A workspace section whose screen is built in a later issue: under the shell's title and
 * breadcrumb, an empty state that says what the section holds, or why this workspace cannot
 * use it (the sidebar disables it, but the address can still be typed or bookmarked).
 */
export function SectionPage({ route, unavailableReason }: SectionPageProps) {
  const { heading, description } = sectionContent[route];
  if (unavailableReason) {
    return (
      <EmptyState
        icon={LockIcon}
        headingLevel={2}
        title="Not available in this workspace"
        description={`${heading}: ${unavailableReason}.`}
      />
    );
  }
  return <EmptyState icon={routeIcons[route]} headingLevel={2} title={heading} description={description} />;
}
