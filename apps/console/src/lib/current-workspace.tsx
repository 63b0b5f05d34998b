import type { CallResult, Operations } from '@agentdeck/api-client';
import { createContext, useContext, type ReactNode } from 'react';

export type Workspace = CallResult<Operations['workspaces.find']>;

const CurrentWorkspaceContext = createContext<Workspace | null>(null);

/**
 * The workspace the access guard let the user into: its name (for the breadcrumb), licence and
 * feature flags (for the sidebar), id (for every workspace-scoped call). Screens read it here
 * instead of looking the workspace up again.
 */
export function CurrentWorkspaceProvider({ workspace, children }: { workspace: Workspace; children: ReactNode }) {
  return <CurrentWorkspaceContext.Provider value={workspace}>{children}</CurrentWorkspaceContext.Provider>;
}

export function useCurrentWorkspace(): Workspace {
  const workspace = useContext(CurrentWorkspaceContext);
  if (!workspace) throw new Error('useCurrentWorkspace is only available inside a workspace route');
  return workspace;
}
