import { Navigate } from 'react-router';
import { paths } from '../../config/paths';

/** Any path that is no page of the console goes to /404. */
export function Component() {
  return <Navigate to={paths.notFound.getHref()} replace />;
}
