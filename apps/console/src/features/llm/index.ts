export { LlmConnectionsPage } from './components/LlmConnectionsPage';
export type { NewVaultDialogSlotProps, RenderNewVaultDialog } from './components/VaultKeyField';
