import { createApiClient } from '@agentdeck/api-client';
import { ApiClientProvider } from '@agentdeck/api-client/hooks';
import { ToastRegion } from '@agentdeck/ui';
import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { CreateInPlaceProvider, type CreateInPlaceRegistry } from '../lib/create-in-place';
import { CurrentWorkspaceProvider, type Workspace } from '../lib/current-workspace';
import type { FakeApi } from './fake-api';

export const testWorkspace: Workspace = {
  id: '1001',
  uuid: '6f1c2a9e-4b7d-4c1a-9e55-1a2b3c4d1001',
  name: 'Acme Enterprise',
  isDeleted: false,
  license: 'enterprise',
  features: { dataConnectors: true },
};

/**
 * What a piece of a workspace page needs around it, as the console gives it (a fresh SWR cache,
 * the typed client, the current workspace, create-in-place dialogs, toasts), over an in-memory
 * API: for browser tests (`renderInWorkspace`) and for the console's stories. The theme is the
 * caller's.
 */
export function WorkspaceProviders({
  api,
  createInPlace = {},
  children,
}: {
  api: FakeApi;
  createInPlace?: CreateInPlaceRegistry;
  children: ReactNode;
}) {
  const [client] = useState(() => createApiClient({ baseUrl: '/api', fetch: api.fetch }));
  return (
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, dedupingInterval: 0 }}>
      <ApiClientProvider client={client}>
        <CurrentWorkspaceProvider workspace={testWorkspace}>
          <CreateInPlaceProvider registry={createInPlace}>
            {children}
            <ToastRegion />
          </CreateInPlaceProvider>
        </CurrentWorkspaceProvider>
      </ApiClientProvider>
    </SWRConfig>
  );
}
