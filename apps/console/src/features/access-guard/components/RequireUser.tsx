import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useUser, type User } from '../../../lib/auth';
import { LoadingScreen } from './LoadingScreen';
import { loadingScreen } from './LoadingScreen.css';
import { ServiceUnavailable } from './ServiceUnavailable';

const centred = (content: ReactNode) => <main className={loadingScreen}>{content}</main>;

export interface RequireUserProps {
  /**
   * The page around `ServiceUnavailable` when the session could not be checked.
   * @default the message alone, centred like the loading screen
   */
  renderUnavailable?: (unavailable: ReactNode) => ReactNode;
  children: (user: User) => ReactNode;
}

/**
 * Renders its children for a signed-in user; sends anyone else to /login, remembering where
 * they were going so signing in brings them back. A check that could not be made (no answer, a
 * server error) keeps the session and the address and offers Retry.
 */
export function RequireUser({ renderUnavailable = centred, children }: RequireUserProps) {
  const { user, isLoading, error, retry } = useUser();
  const location = useLocation();
  if (isLoading) return <LoadingScreen label="Checking your session…" />;
  if (error && error.status !== 401)
    return renderUnavailable(<ServiceUnavailable reason={error.message} onRetry={retry} />);
  if (!user) return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  return children(user);
}
