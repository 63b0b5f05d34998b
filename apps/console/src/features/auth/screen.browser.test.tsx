import { ThemeProvider } from '@agentdeck/ui';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { users } from '../../../../mock-api/src/seed/identity';
import { sessionToken } from '../../lib/session';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi, type FakeApi } from '../../testing/fake-api';
import { WorkspaceProviders } from '../../testing/workspace-providers';
import { LoginPage } from './components/LoginPage';

// Throttling itself (the sixth wrong password, the window, the reset) is the mock API's:
// apps/mock-api/test/sign-in-throttle.test.ts. Signing in across the real API is end to end:
// tests/auth.spec.ts.

const member = users.find((user) => user.username === 'member')!;
const LOGIN = /^\/auth\/login$/;

/** The sign-in page at `/login?redirectTo=…`, with the page it leads back to. */
async function renderLogin(api: FakeApi) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/workspace/:wid/vault', element: <h1>Vault</h1> },
    ],
    { initialEntries: ['/login?redirectTo=%2Fworkspace%2F1001%2Fvault'] },
  );
  await render(
    <ThemeProvider theme="light">
      <WorkspaceProviders api={api}>
        <RouterProvider router={router} />
      </WorkspaceProviders>
    </ThemeProvider>,
  );
  return router;
}

/** The sign-in server refusing with a 429 that asks to wait `retryAfter` seconds. */
const throttled = (api: FakeApi, retryAfter: string, times?: number) =>
  api.refuse({
    method: 'POST',
    path: LOGIN,
    status: 429,
    message: 'Too many sign-in attempts',
    errors: [`Try again in ${retryAfter} seconds`],
    headers: { 'retry-after': retryAfter },
    times,
  });

async function submit(username: string, password: string) {
  await userEvent.fill(page.getByRole('textbox', { name: 'Username' }), username);
  await userEvent.fill(page.getByLabelText(/^Password/), password);
  await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => sessionToken.clear());

describe('the sign-in page when sign-in is throttled', () => {
  it('says how long to wait in minutes and keeps the username and password typed', async () => {
    const api = createFakeApi();
    throttled(api, '900');
    await renderLogin(api);
    await submit('member', 'not-the-password');

    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Too many sign-in attempts. Try again in 15 minutes.');
    await expect.element(page.getByRole('textbox', { name: 'Username' })).toHaveValue('member');
    await expect.element(page.getByLabelText(/^Password/)).toHaveValue('not-the-password');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations('sign-in page with the wait message');
  });

  it('says a wait under a minute in seconds', async () => {
    const api = createFakeApi();
    throttled(api, '45');
    await renderLogin(api);
    await submit('member', 'not-the-password');
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Too many sign-in attempts. Try again in 45 seconds.');
  });

  it('signs in with one press once the wait is over, and goes back to the page it was sent from', async () => {
    const api = createFakeApi();
    throttled(api, '60', 1);
    api.answer('POST', LOGIN, { token: 'fresh-token', user: member });
    const router = await renderLogin(api);
    await submit('member', 'password123');
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Too many sign-in attempts. Try again in 1 minute.');

    await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
    await expect.element(page.getByRole('heading', { level: 1, name: 'Vault' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/workspace/1001/vault');
    const logins = api.calls.filter((call) => call.method === 'POST' && LOGIN.test(call.path));
    expect(logins.map((call) => call.body)).toEqual([
      { username: 'member', password: 'password123' },
      { username: 'member', password: 'password123' },
    ]);
  });
});
