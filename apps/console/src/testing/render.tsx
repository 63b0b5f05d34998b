import { ApiClientProvider, createApiClient } from '@agentdeck/api-client';
import { ThemeProvider, toast, ToastRegion } from '@agentdeck/ui';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { render } from 'vitest-browser-react';
import { CreateInPlaceProvider, type CreateInPlaceRegistry } from '../lib/create-in-place';
import { CurrentWorkspaceProvider, type Workspace } from '../lib/current-workspace';
import { createFakeApi, type FakeApi } from './fake-api';

export const testWorkspace: Workspace = {
  id: '1001',
  uuid: '6f1c2a9e-4b7d-4c1a-9e55-1a2b3c4d1001',
  name: 'Acme Enterprise',
  isDeleted: false,
  license: 'enterprise',
  features: { dataConnectors: true },
};

// Checks read the settled look: no transition half way (axe would measure a colour mid-fade).
const settled = document.createElement('style');
settled.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
document.head.append(settled);

/**
 * Renders a piece of a workspace page as the console does (theme, a fresh SWR cache, the typed
 * client, the current workspace, create-in-place dialogs, toasts) over an in-memory API.
 */
export async function renderInWorkspace(
  ui: ReactNode,
  options: { api?: FakeApi; createInPlace?: CreateInPlaceRegistry; theme?: 'light' | 'dark' } = {},
) {
  // The toast queue outlives a test's render: start without the last test's toasts.
  toast.clear();
  const api = options.api ?? createFakeApi();
  const client = createApiClient({ baseUrl: '/api', fetch: api.fetch });
  const screen = await render(
    <ThemeProvider theme={options.theme ?? 'light'}>
      <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, dedupingInterval: 0 }}>
        <ApiClientProvider client={client}>
          <CurrentWorkspaceProvider workspace={testWorkspace}>
            <CreateInPlaceProvider registry={options.createInPlace ?? {}}>
              <main>
                <h1>Test page</h1>
                {ui}
              </main>
              <ToastRegion />
            </CreateInPlaceProvider>
          </CurrentWorkspaceProvider>
        </ApiClientProvider>
      </SWRConfig>
    </ThemeProvider>,
  );
  return { api, screen };
}
