import { expect, test, workspaces } from './fixtures/test.ts';

test.describe('the workspace access guard', () => {
  test('lets a super admin into a workspace without membership', async ({ page, signInAs, checkA11y }) => {
    await signInAs('admin');
    await page.goto(`/workspace/${workspaces.enterprise.id}/usage`);
    await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(workspaces.enterprise.name);
    await checkA11y('usage as super admin');
  });

  test('lets a member into their workspace', async ({ page, signInAs }) => {
    await signInAs('member');
    await page.goto(`/workspace/${workspaces.sandbox.id}/agents`);
    await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
    await expect(page).toHaveURL(`/workspace/${workspaces.sandbox.id}/agents`);
  });

  test('sends a user who is not a member to /403', async ({ page, signInAs, checkA11y }) => {
    await signInAs('outsider');
    await page.goto(`/workspace/${workspaces.enterprise.id}/vault`);
    await expect(page).toHaveURL('/403');
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "You don't have access to this workspace" })).toBeVisible();
    await checkA11y('403 page');
    await page.getByRole('button', { name: 'Go to workspaces' }).click();
    await expect(page).toHaveURL('/workspaces');
  });

  test('does not tell an outsider that a workspace was deleted', async ({ page, signInAs }) => {
    await signInAs('outsider');
    await page.goto(`/workspace/${workspaces.deleted.id}/usage`);
    await expect(page).toHaveURL('/403');
  });

  test('sends an unknown workspace to /404', async ({ page, signInAs, checkA11y }) => {
    await signInAs('admin');
    await page.goto('/workspace/999999/usage');
    await expect(page).toHaveURL('/404');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await checkA11y('404 page');
  });

  test('sends a workspace id that is not digits to /404 without asking the server', async ({ page, signInAs }) => {
    await signInAs('admin');
    let lookups = 0;
    await page.route('**/api/workspaces/find', (route) => {
      lookups += 1;
      return route.continue();
    });
    await page.goto('/workspace/acme/usage');
    await expect(page).toHaveURL('/404');
    expect(lookups).toBe(0);
  });

  test('sends a path inside a workspace that is no page to /404', async ({ page, signInAs }) => {
    await signInAs('admin');
    await page.goto(`/workspace/${workspaces.enterprise.id}/no-such-section`);
    await expect(page).toHaveURL('/404');
  });

  test("shows the 'Deleted' page for a deleted workspace, with 'Go to home'", async ({ page, signInAs, checkA11y }) => {
    await signInAs('member');
    await page.goto(`/workspace/${workspaces.deleted.id}/usage`);
    await expect(page.getByRole('heading', { level: 1, name: 'Deleted' })).toBeVisible();
    await expect(page.getByText('The workspace you are trying to access is no longer active')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Workspace sections' })).toHaveCount(0);
    await checkA11y('deleted page');

    await page.getByRole('button', { name: 'Go to home' }).click();
    // Home sends a signed-in user on to the workspaces list.
    await expect(page).toHaveURL('/workspaces');
  });

  test('sends a signed-out visitor to /login', async ({ page }) => {
    await page.goto(`/workspace/${workspaces.enterprise.id}/usage`);
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });

  test('shows a loading screen while the workspace check runs', async ({ page, signInAs }) => {
    await signInAs('member');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/workspaces/find', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/workspace/${workspaces.enterprise.id}/usage`);
    await expect(page.getByRole('progressbar', { name: 'Checking your access to this workspace…' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
  });

  test('does not look the workspace up again when the window regains focus', async ({ page, signInAs }) => {
    await signInAs('member');
    let lookups = 0;
    await page.route('**/api/workspaces/find', (route) => {
      lookups += 1;
      return route.continue();
    });
    await page.goto(`/workspace/${workspaces.enterprise.id}/usage`);
    await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
    expect(lookups).toBe(1);

    await page.evaluate(() => {
      window.dispatchEvent(new Event('blur'));
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await page.waitForTimeout(500);
    expect(lookups).toBe(1);

    // Moving between sections of the same workspace does not look it up again either.
    await page.getByRole('link', { name: 'Vault' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vault' })).toBeVisible();
    expect(lookups).toBe(1);
  });

  test('home sends a signed-out visitor to the login page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/login');
  });

  test('an unknown path outside a workspace goes to /404', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/404');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
