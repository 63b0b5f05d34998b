import { LoginPage } from '../../features/auth';

/** `/login`: sign in against the mock API (spec README decision 1). */
export function Component() {
  return <LoginPage />;
}
