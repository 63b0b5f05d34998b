import { VaultPage } from './components/VaultPage';

/** `/workspace/{wid}/vault`: the secrets vault (spec 001). */
export function Component() {
  return <VaultPage />;
}
