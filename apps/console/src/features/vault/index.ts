export { VaultPage } from './components/VaultPage';
export { NewVaultDialog, type VaultFormProps } from './components/VaultForm';
