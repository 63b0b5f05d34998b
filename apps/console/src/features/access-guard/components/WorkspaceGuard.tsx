import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useUser, type User } from '../../../lib/auth';
import type { Workspace } from '../../../lib/current-workspace';
import { lastKnownAccess } from '../../../lib/last-known-access';
import { useWorkspaceLookup } from '../api/use-workspace-lookup';
import { getGuardState, shouldLookUpWorkspace, type GuardState } from '../model/guard-state';
import { LoadingScreen } from './LoadingScreen';
import { ServiceUnavailable } from './ServiceUnavailable';

export interface WorkspaceGuardProps {
  /** The `{wid}` path parameter. */
  wid: string | undefined;
  /** What a member sees of a deleted workspace (the 'Deleted' page, inside the app's layout). */
  renderDeleted: (workspace: Workspace) => ReactNode;
  /** What the page shows when the access could not be checked (a layout around `ServiceUnavailable`). */
  renderUnavailable: (unavailable: ReactNode) => ReactNode;
  /**
   * The workspace's pages, once the user is allowed in or while a workspace they were let into
   * before is checked again. `unavailable` is set when that check could not be made: the page
   * shows it (`ServiceUnavailable`, with Retry) in place of the section, inside the shell.
   */
  children: (workspace: Workspace, unavailable?: ReactNode) => ReactNode;
}

/**
 * The access guard of every workspace route (spec 000 sections 2.2, 4.7 and 6): a loading
 * screen while the user or the workspace loads, then /login, /403, /404, the deleted page, the
 * workspace itself, or, when the server could not be asked, an error with Retry in place.
 *
 * A workspace the user was let into before paints at once from the last known user and workspace
 * while both are checked again (issue 21: under failing calls the loading screen stayed for
 * seconds while the check was retried); only the check's 401, 403 or 404 leaves it.
 */
export function WorkspaceGuard({ wid, renderDeleted, renderUnavailable, children }: WorkspaceGuardProps) {
  const location = useLocation();
  const identity = useUser();
  const lookup = useWorkspaceLookup(wid, shouldLookUpWorkspace({ wid, identity }));
  const known = lastKnownAccess.useValue();
  const knownWorkspace = wid === undefined ? undefined : known?.workspaces[wid];
  // Once the identity has answered, the last known workspace is painted only for that same user.
  const lastKnown =
    known && knownWorkspace && (!identity.user || identity.user.id === known.user.id)
      ? { user: identity.user ?? known.user, workspace: knownWorkspace }
      : null;
  const state = getGuardState({
    wid,
    identity: { ...identity, errorStatus: identity.error?.status },
    lookup: { isLoading: lookup.isLoading, workspace: lookup.data, errorStatus: lookup.error?.status },
    lastKnown,
  });
  useRememberAccess(wid, identity.user, state);
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

  const unavailable = (
    <ServiceUnavailable reason={(identity.error ?? lookup.error)?.message} onRetry={retry} />
  );

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
      return renderUnavailable(unavailable);
    case 'deleted':
      return renderDeleted(state.workspace);
    case 'ready':
      return children(state.workspace, state.recheck === 'unavailable' ? unavailable : undefined);
  }
}

/**
 * Keeps what the checks answered for the next visit: the user, and the workspace once the checks
 * (not the last known access) let them in; forgets a workspace they refuse, do not know or find
 * deleted, and everything once the session has ended.
 */
function useRememberAccess(wid: string | undefined, user: User | null, state: GuardState<Workspace>) {
  const confirmed = state.status === 'ready' && !state.recheck ? state.workspace : undefined;
  const { status } = state;
  useEffect(() => {
    if (user) lastKnownAccess.rememberUser(user);
  }, [user]);
  useEffect(() => {
    if (confirmed) lastKnownAccess.rememberWorkspace(confirmed);
    else if (status === 'user-missing') lastKnownAccess.clear();
    else if (wid !== undefined && (status === 'denied' || status === 'not-found' || status === 'deleted'))
      lastKnownAccess.forgetWorkspace(wid);
  }, [wid, confirmed, status]);
}
