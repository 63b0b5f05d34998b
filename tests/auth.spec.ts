import { expect, SEED_PASSWORD, test } from './fixtures/test.ts';

test.describe('signing in and out', () => {
  test.use({ user: null });

  test('signs in with a seeded user and lands on the workspaces list', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await checkA11y('login page');

    await page.getByLabel('Username').fill('member');
    await page.getByLabel(/^Password/).fill(SEED_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL('/workspaces');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Workspace Management' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Max Member/ })).toBeVisible();
  });

  test('says so when the credentials are wrong, and stays on the login page', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('member');
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page).toHaveURL('/login');
  });

  test('asks for both fields before calling the server', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/auth/login', (route) => {
      calls += 1;
      return route.continue();
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter a username')).toBeVisible();
    await expect(page.getByText('Please enter a password')).toBeVisible();
    expect(calls).toBe(0);
  });

  test('a signed-out visitor of a workspace page signs in and comes back to it', async ({
    page,
  }) => {
    await page.goto('/workspace/1001/vault');
    await expect(page).toHaveURL('/login?redirectTo=%2Fworkspace%2F1001%2Fvault');

    await page.getByLabel('Username').fill('admin');
    await page.getByLabel(/^Password/).fill(SEED_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL('/workspace/1001/vault');
    await expect(page.getByRole('heading', { level: 1, name: 'Vault' })).toBeVisible();
  });

  test('does not follow a redirect to another site after signing in', async ({ page }) => {
    await page.goto('/login?redirectTo=https%3A%2F%2Fexample.com');
    await page.getByLabel('Username').fill('member');
    await page.getByLabel(/^Password/).fill(SEED_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/workspaces');
  });

  test.describe('when signed in', () => {
    test.use({ user: 'member' });

    test('Logout in the user menu ends the token and returns to the login page', async ({
      page,
      api,
      tenantRequest,
    }) => {
      await page.goto('/workspace/1001/usage');
      await page.getByRole('button', { name: /Max Member/ }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();

      await expect(page).toHaveURL('/login');
      expect(await page.evaluate(() => window.localStorage.getItem('agentdeck.token'))).toBeNull();
      // The server no longer accepts the token.
      const me = await tenantRequest.get('auth/me', {
        headers: { authorization: `Bearer ${api.token}` },
      });
      expect(me.status()).toBe(401);
      // And the pages behind the sign-in are closed again.
      await page.goto('/workspaces');
      await expect(page).toHaveURL('/login?redirectTo=%2Fworkspaces');
    });

    test('a session the server ends mid-visit sends the member to sign in, then back to the page', async ({
      page,
      api,
      tenantRequest,
    }) => {
      // Three page loads and a sign-in: on a busy machine each load can take seconds.
      test.slow();
      await page.goto('/workspace/1001/vault');
      await expect(page.getByRole('heading', { level: 1, name: 'Vault' })).toBeVisible();
      // The vault's own calls done first: one still on its way would meet the ended session and
      // send the member to sign in before the click (a flake under load, 1 in 6 repeats).
      await page.waitForLoadState('networkidle');
      // The page's calls wait for the click from before the session ends: a call the page made on
      // its own in between (a late one, on a busy machine) was answered 401 and sent the member to
      // sign in before the click, which then waited for a link no longer there (ci-under-load).
      let clicked = () => {};
      const click = new Promise<void>((resolve) => (clicked = resolve));
      await page.route('**/api/**', async (route) => {
        await click;
        await route.continue();
      });
      // The server ends the session, as 12 hours without use do (the mock API's own tests move
      // its clock): the next call the page makes is answered 401.
      const ended = await tenantRequest.post('auth/logout', {
        headers: { authorization: `Bearer ${api.token}` },
      });
      expect(ended.status()).toBe(200);

      await page
        .getByRole('navigation', { name: 'Workspace sections' })
        .getByRole('link', { name: 'Variables' })
        .click();
      clicked();
      await expect(page).toHaveURL('/login?redirectTo=%2Fworkspace%2F1001%2Fvariables');

      await page.getByLabel('Username').fill('member');
      await page.getByLabel(/^Password/).fill(SEED_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL('/workspace/1001/variables');
      await expect(page.getByRole('heading', { level: 1, name: 'Variables' })).toBeVisible();
    });

    test('a signed-in user who opens the login page goes to the workspaces list', async ({
      page,
    }) => {
      await page.goto('/login');
      await expect(page).toHaveURL('/workspaces');
    });
  });

  test('a token the server refuses sends the user to sign in again', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('agentdeck.token', 'expired-token'));
    await page.goto('/workspaces');
    await expect(page).toHaveURL('/login?redirectTo=%2Fworkspaces');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
});
