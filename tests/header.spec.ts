import { expect, test, workspaces } from './fixtures/test.ts';

const { id, name } = workspaces.enterprise;

/** A route of each depth (spec 000 section 2.1): its title and breadcrumb after the workspace name. */
const routes: Array<[path: string, title: string, crumbs: string[]]> = [
  ['vault', 'Vault', ['Vault']],
  [
    'intelligence-source-configs/llm-configurations',
    'LLM Configurations',
    ['Intelligence Source Configs', 'LLM Configurations'],
  ],
  [
    'configure-connections/setup-message-broker',
    'Message Broker',
    ['Configure Connections', 'Setup Message Broker'],
  ],
];

test.describe('the header', () => {
  test.use({ user: 'admin' });

  // Every route's title and breadcrumb comes from one table, unit-tested for all of them
  // (apps/console/src/config); here a route of each depth.
  test('titles each route and shows its breadcrumb: Workspace > workspace name > section > subsection', async ({
    page,
  }) => {
    for (const [path, title, crumbs] of routes) {
      await page.goto(`/workspace/${id}/${path}`);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('listitem'), path).toHaveText([
        'Workspace',
        name,
        ...crumbs,
      ]);
      await expect(page, path).toHaveTitle(`${title} · AgentDeck`);
    }
  });

  test('keeps the workflowId filter of the learning records', async ({ page }) => {
    await page.goto(`/workspace/${id}/learnings?workflowId=wf-42`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learning Records');
    await expect(page).toHaveURL(`/workspace/${id}/learnings?workflowId=wf-42`);
  });

  test('links Workspace to the list and the workspace name to its home; the current page is marked', async ({
    page,
  }) => {
    await page.goto(`/workspace/${id}/configure-connections/setup-message-broker`);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Workspace' })).toHaveAttribute(
      'href',
      '/workspaces',
    );
    await expect(breadcrumb.getByRole('link', { name })).toHaveAttribute(
      'href',
      `/workspace/${id}/usage`,
    );
    await expect(breadcrumb.getByText('Setup Message Broker')).toHaveAttribute(
      'aria-current',
      'page',
    );

    await breadcrumb.getByRole('link', { name }).click();
    await expect(page).toHaveURL(`/workspace/${id}/usage`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Usage');
  });

  test("shows 'Workspace Management' with the logo and no breadcrumb on the workspaces list", async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/workspaces');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Workspace Management');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByText('AgentDeck')).toBeVisible();
    await expect(page.getByRole('button', { name: /sidebar/i })).toHaveCount(0);
    await checkA11y('workspaces list');
  });

  test('switches between light and dark and keeps the choice across visits', async ({
    page,
    checkA11y,
  }) => {
    await page.goto(`/workspace/${id}/usage`);
    const root = page.locator('html');
    const before = await root.getAttribute('class');
    const toDark = page.getByRole('button', { name: 'Switch to dark theme' });
    await toDark.click();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    const dark = await root.getAttribute('class');
    expect(dark).not.toBe(before);
    await checkA11y('usage in the dark theme');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    await expect(root).toHaveAttribute('class', dark!);

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });

  test("shows the user's name in the user menu, with Logout", async ({ page }) => {
    await page.goto(`/workspace/${id}/usage`);
    await page.getByRole('button', { name: /Ada Admin/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toHaveCount(0);
  });
});
