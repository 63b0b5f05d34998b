import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useUser, type User } from '../../../lib/auth';
import { LoadingScreen } from './LoadingScreen';

/**
 * Renders its children for a signed-in user; sends anyone else to /login, remembering where
 * they were going so signing in brings them back.
 */
export function RequireUser({ children }: { children: (user: User) => ReactNode }) {
  const { user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return <LoadingScreen label="Checking your session…" />;
  if (!user) return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  return children(user);
}
