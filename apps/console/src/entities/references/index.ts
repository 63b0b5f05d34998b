export { vaultKeyReference } from './vault-key';
