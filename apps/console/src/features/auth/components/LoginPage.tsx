import { AlertCircleIcon, Button, Icon, TextField } from '@agentdeck/ui';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '../../../components/Logo';
import { safeRedirect } from '../../../config/paths';
import { useSignIn, useUser } from '../../../lib/auth';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { signInFailureMessage } from '../model/sign-in-failure';
import { useSignInForm } from '../model/use-sign-in-form';
import { alert, form, intro, lead, page, panel, title } from './LoginPage.css';

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
      // The fields keep what was typed, so trying again after a wait is one press.
      setFailure(signInFailureMessage(error));
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
