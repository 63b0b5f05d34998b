import type { Page } from '@playwright/test';
import { expect, SEED_PASSWORD, test, workspaces } from './fixtures/test.ts';
import { startOwnMockApi } from './support/mock-api-process.ts';

const { id: wid } = workspaces.enterprise;

/** Every address the page's main frame has been at, client-side navigations included. */
function recordAddresses(page: Page) {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  return seen;
}

const unavailable = (page: Page) => page.getByRole('heading', { name: "We couldn't reach AgentDeck" });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Workspace sections' });

test.describe('the shell when the API fails', () => {
  test('never sends the user to sign in, /403 or /404 while a quarter of the calls fail', async ({ page, checkA11y }) => {
    test.slow();
    const seen = recordAddresses(page);
    // The mock API answers this share of calls with a 503 (apps/mock-api/README.md).
    await page.setExtraHTTPHeaders({ 'x-mock-failure-rate': '0.25' });
    const screens: Array<[string, string]> = [
      ['usage', 'Usage'],
      ['vault', 'Vault'],
      ['variables', 'Variables'],
      ['intelligence-source-configs/llm-configurations', 'LLM Configurations'],
      ['prompt-templates', 'Prompt Templates'],
      ['agents', 'Agents'],
    ];
    for (const [path, title] of screens) {
      await page.goto(`/workspace/${wid}/${path}`);
      // Each check rides out a few failures; should all of them fail, the page says so in place.
      await expect(page.getByRole('heading', { level: 1, name: title }).or(unavailable(page))).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(`/workspace/${wid}/${path}`);
    }
    await page.goto('/workspaces');
    await expect(page.getByRole('heading', { level: 1, name: 'Workspace Management' }).or(unavailable(page))).toBeVisible();
    expect(seen.filter((path) => ['/login', '/403', '/404'].includes(path))).toEqual([]);

    // When every call fails, the page says so with Retry, and Retry carries on once the API answers.
    await page.setExtraHTTPHeaders({ 'x-mock-failure-rate': '1' });
    await page.goto(`/workspace/${wid}/vault`);
    await expect(unavailable(page)).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(`/workspace/${wid}/vault`);
    // Painted from the visits before, the workspace's shell stays around the message (issue 21).
    await expect(sidebar(page)).toBeVisible();
    await checkA11y('shell, API unavailable');
    await page.setExtraHTTPHeaders({ 'x-mock-failure-rate': '0' });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vault' })).toBeVisible();
    expect(seen.filter((path) => ['/login', '/403', '/404'].includes(path))).toEqual([]);
  });

  test.describe('with its own mock API, stopped and started again', () => {
    test.use({ user: null });

    test('keeps the session and the address while the server is down, and recovers by Retry', async ({ page }) => {
      test.slow();
      const server = await startOwnMockApi();
      try {
        // The console's calls go to this test's own server, which can be stopped without
        // disturbing the tests running beside it.
        await page.route('**/api/**', async (route) => {
          const { pathname, search } = new URL(route.request().url());
          try {
            await route.fulfill({ response: await route.fetch({ url: `${server.url}${pathname}${search}` }) });
          } catch {
            await route.abort('connectionrefused');
          }
        });
        const login = await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'member', password: SEED_PASSWORD }),
        });
        const { token } = ((await login.json()) as { data: { token: string } }).data;
        await page.addInitScript((value) => window.localStorage.setItem('agentdeck.token', value), token);
        const seen = recordAddresses(page);

        await page.goto(`/workspace/${wid}/vault`);
        await expect(page.getByRole('heading', { level: 1, name: 'Vault' })).toBeVisible();

        await server.stop();
        await page.reload();
        await expect(unavailable(page)).toBeVisible({ timeout: 15_000 });
        await expect(page).toHaveURL(`/workspace/${wid}/vault`);
        await expect(sidebar(page)).toBeVisible();

        await server.start();
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Vault' })).toBeVisible();
        await expect(page.getByRole('table', { name: 'Vault' })).toBeVisible();
        expect(seen.filter((path) => ['/login', '/403', '/404'].includes(path))).toEqual([]);
      } finally {
        await server.dispose();
      }
    });
  });
});
