import { useWorkspaces } from '@agentdeck/api-client/hooks';

/** `GET /workspaces`: the workspaces the signed-in user may open (spec README decision 2). */
export function useWorkspaceList() {
  return useWorkspaces({}, { revalidateOnFocus: false });
}
