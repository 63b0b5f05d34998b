import { UsageDashboard } from '../../../features/usage';
import { useCurrentWorkspace } from '../../../lib/current-workspace';

/** `/workspace/{wid}/usage`: the usage dashboard, the workspace's home (spec 000 section 2.5). */
export function Component() {
  const workspace = useCurrentWorkspace();
  return <UsageDashboard workspaceId={workspace.id} />;
}
