import { ApiError } from '@agentdeck/api-client';
import { AlertCircleIcon, Button, Icon, TextField } from '@agentdeck/ui';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '../../../components/Logo';
import { safeRedirect } from '../../../config/paths';
import { useSignIn, useUser } from '../../../lib/auth';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSignInForm } from '../model/use-sign-in-form';
import { alert, form, intro, lead, page, panel, title } from './LoginPage.css';

/** What the user reads when signing in fails: the server's words for refused credentials. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0)
      return "We couldn't reach the server. Check your connection and try again.";
    return error.message;
  }
  return 'Something went wrong. Please try again.';
}

/** `/login` (spec README decision 1): username and password against `POST /auth/login`. */
export function LoginPage() {
  useDocumentTitle('Sign in');
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirectTo'));
  const { user, isLoading } = useUser();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, fieldProps, onSubmit, isSubmitting } = useSignInForm(async (credentials) => {
    setFailure(null);
    try {
      await signIn(credentials);
      navigate(redirectTo, { replace: true });
    } catch (error) {
      setFailure(failureMessage(error));
    }
  });

  if (!isLoading && user && !isSubmitting) return <Navigate to={redirectTo} replace />;

  return (
    <main className={page}>
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
