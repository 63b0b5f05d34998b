import { useMatches } from 'react-router';
import { unavailableReason } from '../../../config/route-access';
import { SectionPage } from '../../../features/sections';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import type { WorkspaceRouteHandle } from '../../router';

/** A workspace route whose screen comes later: the shell, its title and breadcrumb, and what it holds. */
export function Component() {
  const { route } = useMatches().at(-1)?.handle as WorkspaceRouteHandle;
  const workspace = useCurrentWorkspace();
  return <SectionPage route={route} unavailableReason={unavailableReason(route, workspace)} />;
}
