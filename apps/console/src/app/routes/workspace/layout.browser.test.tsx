import { createApiClient } from '@agentdeck/api-client';
import { ApiClientProvider, swrDefaults } from '@agentdeck/api-client/hooks';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { sessionToken } from '../../../lib/session';
import { ThemePreferenceProvider } from '../../../lib/theme-preference';
import { expectNoAxeViolations } from '../../../testing/axe';
import { createFakeApi, type FakeApi } from '../../../testing/fake-api';
import { testWorkspace } from '../../../testing/workspace-providers';
import { patchRoutesOnNavigation, routes } from '../../router';

const member = {
  id: 'user-2',
  name: 'Morgan Member',
  username: 'member',
  groups: ['users'],
  workspaceUuids: [testWorkspace.uuid],
};
const variablesPage = `/workspace/${testWorkspace.id}/variables`;
const identityCheck = /^\/auth\/me$/;
const workspaceCheck = /^\/workspaces\/find$/;

/** The mock API's answers to both checks, for a member of the test workspace. */
function memberApi(): FakeApi {
  const api = createFakeApi();
  api.answer('GET', identityCheck, member);
  api.answer('POST', workspaceCheck, testWorkspace);
  return api;
}

/** The console's route table at `path`, as a page load of a browser holding the member's session. */
async function openConsole(api: FakeApi, path = variablesPage) {
  const client = createApiClient({ baseUrl: '/api', fetch: api.fetch, getToken: sessionToken.get });
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  const screen = await render(
    <ThemePreferenceProvider>
      <SWRConfig value={{ ...swrDefaults, provider: () => new Map() }}>
        <ApiClientProvider client={client}>
          <RouterProvider router={router} />
        </ApiClientProvider>
      </SWRConfig>
    </ThemePreferenceProvider>,
  );
  return { screen, router };
}

/** A first visit to the workspace, which lets the member in after both checks. */
async function visitOnce() {
  const { screen } = await openConsole(memberApi());
  await expect.element(screen.getByRole('table', { name: 'Variables' })).toBeVisible();
  await screen.unmount();
}

type Screen = Awaited<ReturnType<typeof openConsole>>['screen'];
const checking = (screen: Screen) =>
  screen.getByRole('progressbar', { name: 'Checking your access to this workspace…' });

/** The shell (sidebar, header with the breadcrumb and the user) around the variables page. */
async function expectShell(screen: Screen) {
  await expect
    .element(screen.getByRole('navigation', { name: 'Workspace sections' }))
    .toBeVisible();
  await expect
    .element(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .toHaveTextContent(testWorkspace.name);
  await expect.element(screen.getByRole('heading', { level: 1, name: 'Variables' })).toBeVisible();
  await expect
    .element(screen.getByRole('button', { name: 'User menu, signed in as Morgan Member' }))
    .toBeVisible();
}

describe('the workspace layout while the access is checked again (issue 21)', () => {
  // The pages these tests open, compiled once up front: a cold start of the dev server's
  // transforms takes seconds on a busy machine and would otherwise count against the first test.
  beforeAll(async () => {
    await Promise.all([
      import('./layout'),
      import('../../../features/variables/route'),
      import('../forbidden'),
      import('../not-found'),
      import('../login'),
    ]);
  }, 60_000);

  beforeEach(() => {
    localStorage.clear();
    sessionToken.set('token-of-member');
  });

  it('shows the check on the first visit to a workspace', async () => {
    const api = memberApi();
    const held = api.hold('POST', workspaceCheck);
    const { screen } = await openConsole(api);
    await expect.element(checking(screen)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 }).query()).toBeNull();
    held.release();
    await expectShell(screen);
  });

  it('paints the shell and the page from the last visit at once while both checks are still held', async () => {
    await visitOnce();
    const api = memberApi();
    const heldIdentity = api.hold('GET', identityCheck);
    const heldWorkspace = api.hold('POST', workspaceCheck);
    const { screen } = await openConsole(api);
    await expectShell(screen);
    await expect.element(screen.getByRole('table', { name: 'Variables' })).toBeVisible();
    expect(checking(screen).query()).toBeNull();
    await expectNoAxeViolations('shell painted from the last visit');

    heldIdentity.release();
    heldWorkspace.release();
    await expect
      .poll(() => api.calls.filter((call) => workspaceCheck.test(call.path)).length)
      .toBe(1);
    await expect.element(screen.getByRole('table', { name: 'Variables' })).toBeVisible();
  });

  // The hook's own retries wait 0.5, 1 and 2 s (a quarter more or less) before the failure shows.
  it(
    'keeps the member in the shell when the re-check only gets server errors, says so in place and recovers by Retry',
    { timeout: 30_000 },
    async () => {
      await visitOnce();
      const api = memberApi();
      // The first try and the hook's three retries.
      api.refuse({
        method: 'POST',
        path: workspaceCheck,
        status: 503,
        message: 'Injected failure',
        times: 4,
      });
      const { screen, router } = await openConsole(api);
      await expectShell(screen);

      const unavailable = screen.getByRole('heading', {
        level: 2,
        name: "We couldn't reach AgentDeck",
      });
      await expect.element(unavailable, { timeout: 10_000 }).toBeVisible();
      expect(router.state.location.pathname).toBe(variablesPage);
      await expectShell(screen);
      await expectNoAxeViolations('shell painted from the last visit, check unavailable');

      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await expect.element(screen.getByRole('table', { name: 'Variables' })).toBeVisible();
      expect(unavailable.query()).toBeNull();
    },
  );

  it.each([
    { status: 403, check: 'workspace', to: '/403', heading: 'Access denied' },
    { status: 404, check: 'workspace', to: '/404', heading: 'Page not found' },
    { status: 401, check: 'identity', to: '/login', heading: 'Sign in' },
  ] as const)(
    'leaves for $to when the $check check answers $status',
    async ({ status, check, to, heading }) => {
      await visitOnce();
      const api = memberApi();
      const [method, path] =
        check === 'identity'
          ? (['GET', identityCheck] as const)
          : (['POST', workspaceCheck] as const);
      api.refuse({ method, path, status, message: `Refused with ${status}` });
      const { screen, router } = await openConsole(api);
      await expect.poll(() => router.state.location.pathname, { timeout: 10_000 }).toBe(to);
      await expect.element(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await screen.unmount();

      // What the check refused is not painted again: the next visit waits for the check.
      const next = memberApi();
      const held = next.hold('POST', workspaceCheck);
      const again = await openConsole(next);
      await expect.element(checking(again.screen)).toBeVisible();
      held.release();
    },
  );
});

describe('the skip link past the sidebar and the header (issue 36)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionToken.set('token-of-member');
  });

  /**
   * Tab starts from the top of the page, as after a page load: Chrome would otherwise start from
   * where the last test's focused control was before it was removed.
   */
  function tabFromTheTop() {
    const top = document.createElement('span');
    top.tabIndex = -1;
    document.body.prepend(top);
    top.focus();
    top.remove();
  }

  const width = (screen: Screen) => screen.getByRole('link', { name: 'Skip to main content' }).element().getBoundingClientRect().width;

  for (const theme of ['light', 'dark'] as const) {
    it(`is the first Tab stop, shows itself then, and Enter moves focus into main (${theme})`, async () => {
      localStorage.setItem('agentdeck.theme', theme);
      const { screen } = await openConsole(memberApi());
      await expect.element(screen.getByRole('table', { name: 'Variables' })).toBeVisible();
      const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
      expect(width(screen)).toBeLessThanOrEqual(1);

      tabFromTheTop();
      await userEvent.tab();
      await expect.element(skipLink).toHaveFocus();
      expect(width(screen)).toBeGreaterThan(1);
      await expectNoAxeViolations(`the skip link shown (${theme})`);

      await userEvent.keyboard('{Enter}');
      const main = screen.getByRole('main');
      await expect.element(main).toHaveFocus();
      expect(width(screen)).toBeLessThanOrEqual(1);
      // The next Tab goes to the page's first control, not back to the sidebar.
      await userEvent.tab();
      expect(main.element().contains(document.activeElement)).toBe(true);
      expect(document.activeElement).not.toBe(main.element());
    });
  }
});
