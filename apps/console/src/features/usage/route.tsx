import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { useCurrentWorkspace } from '../../lib/current-workspace';
import { startDashboardCalls } from './api/use-usage';
import { UsageDashboard } from './components/UsageDashboard';

/** `/workspace/{wid}/usage`: the usage dashboard, the workspace's home (spec 000 section 2.5). */
export function Component() {
  const workspace = useCurrentWorkspace();
  return <UsageDashboard workspaceId={workspace.id} />;
}

/** Starts the dashboard's figures as the page starts loading; waits for nothing. */
export function loader({ params }: LoaderFunctionArgs) {
  if (params.wid) startDashboardCalls(params.wid);
  return null;
}

// Once as the page opens: afterwards the dashboard's own hooks keep its figures fresh.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;
