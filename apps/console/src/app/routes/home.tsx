import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { RequireUser } from '../../features/access-guard';

/** `/` (home): the workspaces list for a signed-in user, the login page for anyone else. */
export function Component() {
  return <RequireUser>{() => <Navigate to={paths.workspaces.getHref()} replace />}</RequireUser>;
}
