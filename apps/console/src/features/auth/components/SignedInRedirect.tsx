import { Navigate } from 'react-router';
import { useUser } from '../../../lib/auth';

/** Sends a signed-in user on to `to` once `GET /auth/me` answers; renders nothing otherwise. */
export default function SignedInRedirect({ to }: { to: string }) {
  const { user, isLoading } = useUser();
  return !isLoading && user ? <Navigate to={to} replace /> : null;
}
