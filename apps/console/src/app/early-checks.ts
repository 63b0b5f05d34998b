import { matchPath } from 'react-router';
import { fixedPaths as paths, isWorkspaceId } from '../config/fixed-paths';
import { callEarly } from '../lib/early-calls';

/**
 * Starts, as the console starts, the checks every workspace page waits for before it shows:
 * the identity (`useUser`) and the workspace in the address (the access guard's lookup), the
 * same calls with the same arguments. They then run while the route modules download; the
 * guard's hooks take their answers and handle a failure as always.
 */
export function startEarlyChecks(pathname: string): void {
  callEarly('auth.me', {});
  const wid = matchPath({ path: paths.workspace.root.path, end: false }, pathname)?.params.wid;
  if (isWorkspaceId(wid)) callEarly('workspaces.find', { body: { id: wid } });
}
