import { LlmConnectionsPage } from '../../../features/llm';
import { NewVaultDialog } from '../../../features/vault';

/**
 * `/workspace/{wid}/intelligence-source-configs/llm-configurations`: LLM connections (spec 001).
 * The connection form picks its API key from the vault and can create one in place: this page
 * hands it the vault feature's 'New Vault' dialog, since features do not import each other.
 */
export function Component() {
  return <LlmConnectionsPage renderNewVaultDialog={(props) => <NewVaultDialog {...props} />} />;
}
