import { expect, test, workspaces } from './fixtures/test.ts';

test.describe("the 'Workspace Management' list", () => {
  test.describe('for a super admin', () => {
    test.use({ user: 'admin' });

    test('lists every workspace a super admin may open, with licence and state, linking to each', async ({
      page,
      checkA11y,
    }) => {
      await page.goto('/workspaces');
      const list = page.getByRole('region', { name: 'Workspaces' }).getByRole('listitem');
      await expect(list).toHaveCount(3);
      await expect(list.nth(0)).toContainText(workspaces.enterprise.name);
      await expect(list.nth(0)).toContainText('Enterprise license');
      await expect(list.nth(1)).toContainText('Sandbox license');
      await expect(list.nth(2)).toContainText('Deleted');
      await checkA11y('workspaces list');

      await page.getByRole('link', { name: workspaces.sandbox.name }).click();
      await expect(page).toHaveURL(`/workspace/${workspaces.sandbox.id}/usage`);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
        workspaces.sandbox.name,
      );
    });
  });

  test.describe('for a user of no workspace', () => {
    test.use({ user: 'outsider' });

    test('shows a clear empty state to a user who belongs to no workspace', async ({ page }) => {
      await page.goto('/workspaces');
      await expect(page.getByRole('heading', { name: 'No workspaces yet' })).toBeVisible();
      await expect(page.getByText('You are not a member of any workspace.')).toBeVisible();
    });
  });

  test('offers to try again when the list cannot be loaded', async ({ page }) => {
    let fail = true;
    await page.route('**/api/workspaces', (route) =>
      fail
        ? route.fulfill({ status: 503, json: { message: 'Service unavailable', errors: [] } })
        : route.continue(),
    );
    await page.goto('/workspaces');
    await expect(
      page.getByRole('heading', { name: "We couldn't load your workspaces" }),
    ).toBeVisible();
    await expect(page.getByText('Service unavailable')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('region', { name: 'Workspaces' }).getByRole('listitem'),
    ).toHaveCount(3);
  });
});
