import { resourceHooks, type ResourceCreateBody, type ResourceRecord } from '@agentdeck/api-client';

export type Variable = ResourceRecord<'variable'>;
export type VariableBody = ResourceCreateBody<'variable'>;

const hooks = resourceHooks.variable;

/** `GET /workspaces/{wid}/variable`; no refetch on focus (spec 000 section 7). */
export const useVariables = (wid: string) => hooks.useList(wid);
/** `POST /workspaces/{wid}/variable`; the list refetches after it. */
export const useCreateVariable = (wid: string) => hooks.useCreate(wid);
/** `PUT /workspaces/{wid}/variable/{id}`. */
export const useUpdateVariable = (wid: string) => hooks.useUpdate(wid);
/** `DELETE /workspaces/{wid}/variable/{id}`. */
export const useDeleteVariable = (wid: string) => hooks.useDelete(wid);
