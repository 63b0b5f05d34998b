import { expect, test, workspaces } from './fixtures/test.ts';

test.describe('the workspace access guard', () => {
  test.describe('for a super admin', () => {
    test.use({ user: 'admin' });

    test('lets a super admin into a workspace without membership', async ({ page, checkA11y }) => {
      await page.goto(`/workspace/${workspaces.enterprise.id}/usage`);
      await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
        workspaces.enterprise.name,
      );
      await checkA11y('usage as super admin');
    });

    test('sends an unknown workspace to /404', async ({ page, checkA11y }) => {
      await page.goto('/workspace/999999/usage');
      await expect(page).toHaveURL('/404');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await checkA11y('404 page');
    });

    test('sends a workspace id that is not digits to /404 without asking the server', async ({
      page,
    }) => {
      let lookups = 0;
      await page.route('**/api/workspaces/find', (route) => {
        lookups += 1;
        return route.continue();
      });
      await page.goto('/workspace/acme/usage');
      await expect(page).toHaveURL('/404');
      expect(lookups).toBe(0);
    });

    test('sends a path inside a workspace that is no page to /404', async ({ page }) => {
      await page.goto(`/workspace/${workspaces.enterprise.id}/no-such-section`);
      await expect(page).toHaveURL('/404');
    });
  });

  test.describe('for a member', () => {
    test('lets a member into their workspace', async ({ page }) => {
      await page.goto(`/workspace/${workspaces.sandbox.id}/agents`);
      await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
      await expect(page).toHaveURL(`/workspace/${workspaces.sandbox.id}/agents`);
    });

    test("shows the 'Deleted' page for a deleted workspace, with 'Go to home'", async ({
      page,
      checkA11y,
    }) => {
      await page.goto(`/workspace/${workspaces.deleted.id}/usage`);
      await expect(page.getByRole('heading', { level: 1, name: 'Deleted' })).toBeVisible();
      await expect(
        page.getByText('The workspace you are trying to access is no longer active'),
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Workspace sections' })).toHaveCount(0);
      await checkA11y('deleted page');

      await page.getByRole('button', { name: 'Go to home' }).click();
      // Home sends a signed-in user on to the workspaces list.
      await expect(page).toHaveURL('/workspaces');
    });

    test('shows a loading screen while the workspace check runs', async ({ page }) => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/workspaces/find', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/workspace/${workspaces.enterprise.id}/usage`);
      await expect(
        page.getByRole('progressbar', { name: 'Checking your access to this workspace…' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
      release();
      await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
    });

    test('does not look the workspace up again when the window regains focus or the section changes', async ({
      page,
    }) => {
      let lookups = 0;
      await page.route('**/api/workspaces/find', (route) => {
        lookups += 1;
        return route.continue();
      });
      await page.goto(`/workspace/${workspaces.enterprise.id}/usage`);
      await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
      expect(lookups).toBe(1);

      // A refetch on focus would start at once, in the event's handler: before the vault list
      // below has answered.
      await page.evaluate(() => {
        window.dispatchEvent(new Event('blur'));
        document.dispatchEvent(new Event('visibilitychange'));
        window.dispatchEvent(new Event('focus'));
      });
      const vaultList = page.waitForResponse((response) => response.url().endsWith('/key-vault'));
      await page.getByRole('link', { name: 'Vault' }).click();
      await vaultList;
      await expect(page.getByRole('heading', { level: 1, name: 'Vault' })).toBeVisible();
      expect(lookups).toBe(1);
    });
  });

  test.describe('for a user of no workspace', () => {
    test.use({ user: 'outsider' });

    test('sends a user who is not a member to /403', async ({ page, checkA11y }) => {
      await page.goto(`/workspace/${workspaces.enterprise.id}/vault`);
      await expect(page).toHaveURL('/403');
      await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: "You don't have access to this workspace" }),
      ).toBeVisible();
      await checkA11y('403 page');
      await page.getByRole('button', { name: 'Go to workspaces' }).click();
      await expect(page).toHaveURL('/workspaces');
    });

    test('does not tell an outsider that a workspace was deleted', async ({ page }) => {
      await page.goto(`/workspace/${workspaces.deleted.id}/usage`);
      await expect(page).toHaveURL('/403');
    });
  });

  test.describe('for a signed-out visitor', () => {
    test.use({ user: null });

    test('sends a signed-out visitor to /login', async ({ page }) => {
      await page.goto(`/workspace/${workspaces.enterprise.id}/usage`);
      await expect(page).toHaveURL(/\/login\?redirectTo=/);
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
});
