import { Navigate, useParams } from 'react-router';
import { workspaceHome } from '../../../config/paths';

/** `/workspace/{wid}` itself has no page: open the workspace's home, its usage dashboard. */
export function Component() {
  const { wid = '' } = useParams();
  return <Navigate to={workspaceHome(wid)} replace />;
}
