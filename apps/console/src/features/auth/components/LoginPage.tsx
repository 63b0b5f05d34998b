import { useApiClient } from '@agentdeck/api-client/hooks';
import { AlertCircleIcon, Button, Icon, TextField } from '@agentdeck/ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Logo } from '../../../components/Logo';
import { safeRedirect } from '../../../config/fixed-paths';
import { sessionToken } from '../../../lib/session';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { signInFailureMessage } from '../model/sign-in-failure';
import { useSignInForm } from '../model/use-sign-in-form';
import { alert, form, intro, lead, page, panel, title } from './LoginPage.css';

// Checking a stored session (`GET /auth/me`) and signing in need SWR and the identity hooks
// (lib/auth): the check loads only when a token is stored, and lib/auth when the user signs in,
// so the page a signed-out visitor opens first carries neither (issue 21).
const SignedInRedirect = lazy(() => import('./SignedInRedirect'));

/** `/login` (spec README decision 1): username and password against `POST /auth/login`. */
export function LoginPage() {
  useDocumentTitle('Sign in');
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirectTo'));
  const client = useApiClient();
  const hasSession = sessionToken.useValue() !== null;
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, fieldProps, onSubmit, isSubmitting } = useSignInForm(async (credentials) => {
    setFailure(null);
    try {
      const { signIn } = await import('../../../lib/auth');
      await signIn(client, credentials);
      navigate(redirectTo, { replace: true });
    } catch (error) {
      // The fields keep what was typed, so trying again after a wait is one press.
      setFailure(signInFailureMessage(error));
    }
  });

  return (
    <main className={page}>
      {/* A signed-in user who opens /login goes where the link leads. */}
      {hasSession && !isSubmitting && (
        <Suspense fallback={null}>
          <SignedInRedirect to={redirectTo} />
        </Suspense>
      )}
      <div className={panel}>
        <Logo />
        <div className={intro}>
          <h1 className={title}>Sign in</h1>
          <p className={lead}>Sign in to open your workspaces.</p>
        </div>
        <form ref={formRef} className={form} onSubmit={onSubmit} noValidate aria-label="Sign in">
          {failure && (
            <div role="alert" className={alert}>
              <Icon icon={AlertCircleIcon} />
              <span>{failure}</span>
            </div>
          )}
          <TextField
            {...fieldProps('username')}
            label="Username"
            isRequired
            autoComplete="username"
          />
          <TextField
            {...fieldProps('password')}
            label="Password"
            type="password"
            isRequired
            autoComplete="current-password"
          />
          <Button type="submit" fullWidth isPending={isSubmitting} pendingLabel="Signing in">
            Sign in
          </Button>
        </form>
      </div>
    </main>
  );
}
