import { useCurrentWorkspace } from '../../lib/current-workspace';
import { UsageDashboard } from './components/UsageDashboard';

/** `/workspace/{wid}/usage`: the usage dashboard, the workspace's home (spec 000 section 2.5). */
export function Component() {
  const workspace = useCurrentWorkspace();
  return <UsageDashboard workspaceId={workspace.id} />;
}
