import { vaultCreateBody, vaultFormSchema, vaultFormValues, vaultUpdateBody } from '@agentdeck/forms';
import { defineRecordFormCode } from '../../lib/records';
import { VaultFields } from './components/VaultFields';

/** What the vault form runs (spec 001 sections 2 to 5): fetched when it first opens. */
export const vaultFormCode = defineRecordFormCode('vault', {
  schema: vaultFormSchema,
  values: vaultFormValues,
  createBody: vaultCreateBody,
  updateBody: vaultUpdateBody,
  Fields: VaultFields,
});
