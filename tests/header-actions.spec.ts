import type { Page } from '@playwright/test';
import { expect, test, workspaces } from './fixtures/test.ts';

const { id: wid } = workspaces.enterprise;

async function open(page: Page) {
  // A quiet screen (one list): the header and its dialogs are what these tests look at.
  await page.goto(`/workspace/${wid}/learnings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Records' })).toBeVisible();
  // react-aria shows hover tooltips once it has seen the mouse move.
  await page.mouse.move(600, 400);
  await page.mouse.move(610, 410);
}

const activitiesButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Recent activities' });

test.describe("the header's icon actions", () => {
  test('Recent activities lists the newest changes of the workspace, a new webhook first', async ({
    page,
    api,
    checkA11y,
  }) => {
    const url = 'https://hooks.e2e.example/header-actions';
    await api.post(`workspaces/${wid}/webhooks`, {
      isActive: true,
      configurations: { url, headers: [] },
    });

    await open(page);
    const button = activitiesButton(page);
    await button.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Recent activities');
    await button.click();
    const panel = page.getByRole('dialog', { name: 'Recent Activities' });
    await expect(panel.getByRole('listitem')).toHaveCount(10);
    await expect(panel.getByRole('listitem').first()).toContainText(`Webhook '${url}' created`);
    // Five or more entries: nothing extra.
    await expect(panel.getByText('Few Activities So Far')).toHaveCount(0);
    await checkA11y('recent activities open');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("says 'No Recent Activities Yet' with no entries and 'Few Activities So Far' below five", async ({
    page,
    checkA11y,
  }) => {
    let entries: unknown[] = [];
    let calls = 0;
    await page.route(`**/api/workspaces/${wid}/activities`, (route) => {
      calls += 1;
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ data: entries }),
      });
    });
    await open(page);
    await activitiesButton(page).click();
    const panel = page.getByRole('dialog', { name: 'Recent Activities' });
    await expect(panel.getByRole('heading', { name: 'No Recent Activities Yet' })).toBeVisible();
    await expect(
      panel.getByText(
        "Looks like things are a bit quiet here. Once there're activities, you'll see updates in this section.",
      ),
    ).toBeVisible();
    await checkA11y('recent activities empty');
    await page.keyboard.press('Escape');

    entries = [1, 2, 3].map((n) => ({
      id: `llm:l${n}`,
      resource: 'llm',
      label: 'LLM',
      recordId: `l${n}`,
      name: `Model ${n}`,
      action: 'updated',
      at: new Date(2026, 10, n, 10, 30).toISOString(),
    }));
    await activitiesButton(page).click();
    await expect.poll(() => calls).toBe(2);
    await expect(panel.getByRole('listitem')).toHaveCount(3);
    await expect(panel.getByRole('listitem').first()).toContainText("LLM 'Model 1' updated");
    await expect(panel.getByRole('listitem').first()).toContainText('01/11/2026 10:30');
    await expect(panel.getByText('Few Activities So Far')).toBeVisible();
  });

  test('both actions work from the keyboard, and Help links to the API reference', async ({
    page,
    checkA11y,
  }) => {
    await open(page);
    const button = activitiesButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Recent Activities' });
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();

    await page.keyboard.press('Tab');
    const help = page.getByRole('banner').getByRole('button', { name: 'Help' });
    await expect(help).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText('Help');
    await page.keyboard.press('Enter');
    const helpPanel = page.getByRole('dialog', { name: 'Help' });
    await expect(helpPanel.getByText('Show or hide the sidebar')).toBeVisible();
    const link = helpPanel.getByRole('link', { name: /API reference \(OpenAPI\)/ });
    await expect(link).toHaveAttribute('href', '/api/openapi.json');
    await expect(link).toHaveAttribute('target', '_blank');
    // The link leads somewhere real: the API reference served alongside the console.
    const reference = await page.request.get('/api/openapi.json');
    expect(reference.ok()).toBe(true);
    expect(((await reference.json()) as { openapi?: string }).openapi).toMatch(/^3\./);
    await checkA11y('help open');
    await page.keyboard.press('Escape');
    await expect(help).toBeFocused();
  });
});
