import {
  resourceHooks,
  type ResourceCreateBody,
  type ResourceRecord,
  type ResourceUpdateBody,
} from '@agentdeck/api-client';

/** A vault secret as lists return it: never its value (spec README decision 5). */
export type VaultSecret = ResourceRecord<'vault'>;
export type VaultCreateBody = ResourceCreateBody<'vault'>;
export type VaultUpdateBody = ResourceUpdateBody<'vault'>;

const hooks = resourceHooks.vault;

/** `GET /workspaces/{wid}/key-vault`; no refetch on focus (spec 001 section 7). */
export const useVaultSecrets = (wid: string) => hooks.useList(wid);
/** `POST /workspaces/{wid}/key-vault`; the list refetches after it. */
export const useCreateVaultSecret = (wid: string) => hooks.useCreate(wid);
/** `PUT /workspaces/{wid}/key-vault/{id}`: value and description only. */
export const useUpdateVaultSecret = (wid: string) => hooks.useUpdate(wid);
/** `DELETE /workspaces/{wid}/key-vault/{id}`. */
export const useDeleteVaultSecret = (wid: string) => hooks.useDelete(wid);
