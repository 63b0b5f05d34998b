import type { RecordsScreen } from './records-page.ts';

/** The vault's list, as its own flows and those deleting a key another record uses see it. */
export const vaultScreen: RecordsScreen = {
  path: 'vault',
  heading: 'Vault',
  table: 'Vault',
  search: 'Search vault',
  newLabel: 'New Vault',
  editTitle: 'Edit Vault',
  deleteTitle: 'Delete Vault',
  empty: 'No vault key found',
};

/** The agents' list, as the agent flows and the self learning flow see it. */
export const agentsScreen: RecordsScreen = {
  path: 'agents',
  heading: 'Agents',
  table: 'Agents',
  search: 'Search agents',
  newLabel: 'New Agent',
  editTitle: 'Edit Agent',
  deleteTitle: 'Delete Agent',
  empty: 'No Reusable Agents have been configured',
};
