import { useDeferredValue, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/auth';
import type { Workspace } from '../../../lib/current-workspace';
import { useWorkspaceLookup } from '../api/use-workspace-lookup';
import { getGuardState, shouldLookUpWorkspace } from '../model/guard-state';
import { LoadingScreen } from './LoadingScreen';
import { ServiceUnavailable } from './ServiceUnavailable';

export interface WorkspaceGuardProps {
  /** The `{wid}` path parameter. */
  wid: string | undefined;
  /** What a member sees of a deleted workspace (the 'Deleted' page, inside the app's layout). */
  renderDeleted: (workspace: Workspace) => ReactNode;
  /** What the page shows when the access could not be checked (a layout around `ServiceUnavailable`). */
  renderUnavailable: (unavailable: ReactNode) => ReactNode;
  /** The workspace's pages, once the user is allowed in. */
  children: (workspace: Workspace) => ReactNode;
}

/**
 * The access guard of every workspace route (spec 000 sections 2.2, 4.7 and 6): a loading
 * screen while the user or the workspace loads, then /login, /403, /404, the deleted page, the
 * workspace itself, or, when the server could not be asked, an error with Retry in place.
 */
export function WorkspaceGuard({ wid, renderDeleted, renderUnavailable, children }: WorkspaceGuardProps) {
  const location = useLocation();
  const identity = useUser();
  const lookup = useWorkspaceLookup(wid, shouldLookUpWorkspace({ wid, identity }));
  const state = getGuardState({
    wid,
    identity: { ...identity, errorStatus: identity.error?.status },
    lookup: { isLoading: lookup.isLoading, workspace: lookup.data, errorStatus: lookup.error?.status },
  });
  // Letting the user in renders the shell and the page, the heaviest render of a visit. The
  // answer that allows it arrives as an urgent update, which React renders in one piece: that
  // update keeps the loading screen, and the pages render in a transition, which React cuts into
  // short tasks (issue 10: long tasks on the usage dashboard). Every other state shows at once.
  const isReady = state.status === 'ready';
  const showReady = useDeferredValue(isReady);
  const retry = () => {
    if (identity.error) identity.retry();
    else void lookup.mutate();
  };

  if (isReady && !showReady) return <LoadingScreen label="Checking your access to this workspace…" />;
  switch (state.status) {
    case 'loading':
      return <LoadingScreen label="Checking your access to this workspace…" />;
    case 'user-missing':
      return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
    case 'denied':
      return <Navigate to={paths.forbidden.getHref()} replace />;
    case 'not-found':
      return <Navigate to={paths.notFound.getHref()} replace />;
    case 'unavailable':
      return renderUnavailable(
        <ServiceUnavailable reason={(identity.error ?? lookup.error)?.message} onRetry={retry} />,
      );
    case 'deleted':
      return renderDeleted(state.workspace);
    case 'ready':
      return children(state.workspace);
  }
}
