import { ThemeProvider, toast } from '@agentdeck/ui';
import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import type { CreateInPlaceRegistry } from '../lib/create-in-place';
import { createFakeApi, type FakeApi } from './fake-api';
import { WorkspaceProviders } from './workspace-providers';

export { testWorkspace } from './workspace-providers';

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
  const screen = await render(
    <ThemeProvider theme={options.theme ?? 'light'}>
      <WorkspaceProviders api={api} createInPlace={options.createInPlace}>
        <main>
          <h1>Test page</h1>
          {ui}
        </main>
      </WorkspaceProviders>
    </ThemeProvider>,
  );
  return { api, screen };
}
