import type { Locator, Page } from '@playwright/test';
import { expect, test, workspaces } from './fixtures/test.ts';

/**
 * The console from a phone to a wide screen (WCAG 2.2 reflow): the shell, the vault's list and
 * its New Vault drawer at 360 (a small phone), 768 (a tablet, where the sidebar stops being a
 * sheet: spec 000 section 9), 1024 and 1440 px. The vault stands for every records list page
 * (variables, LLM, prompt templates), which share the list kit and the ui DataTable.
 */

const wid = workspaces.enterprise.id;
const vaultPath = `/workspace/${wid}/vault`;
const widths = [360, 768, 1024, 1440] as const;
/** Below this width the sidebar is a sheet opened from the header (spec 000 section 9). */
const smallScreen = 768;

const table = (page: Page) => page.getByRole('table', { name: 'Vault' });
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Navigation' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'New Vault' });

async function openVault(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(vaultPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Vault' })).toBeVisible();
  await expect(table(page).getByRole('rowheader', { name: /openai-api-key/ })).toBeVisible();
}

/** Nothing on the page reaches past the right edge of the window (WCAG 1.4.10). */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what}: page width`).toBeLessThanOrEqual(innerWidth);
}

/** Before a screenshot: every font the page uses has loaded. */
async function fontsLoaded(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The element comes to lie inside the window, left to right (a drawer slides in first). */
async function expectInView(locator: Locator, page: Page, what: string) {
  await expect(async () => {
    const box = (await locator.boundingBox())!;
    expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  }).toPass({ timeout: 5_000 });
}

test.describe('the console at every width', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('member');
  });

  for (const width of widths) {
    test(`at ${width}px the shell, the vault list and its New Vault drawer fit and work`, async ({
      page,
      checkA11y,
    }) => {
      await openVault(page, width);

      // The shell: a sidebar beside the page from 768px, a sheet behind a header button below.
      // (How the sheet opens and closes: tests/sidebar.spec.ts.)
      if (width < smallScreen) {
        await expect(page.getByRole('button', { name: /sidebar/ })).toHaveCount(0);
        await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await expect
          .poll(async () => {
            const box = (await sheet(page).boundingBox())!;
            return { left: box.x, width: box.width };
          })
          .toEqual({ left: 0, width: 288 });
        await expectNoSidewaysScroll(page, 'open sheet');
        await page.keyboard.press('Escape');
        await expect(sheet(page)).toBeHidden();
      } else {
        await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveCount(0);
      }

      // The header: the whole title, the current page in the breadcrumb, the actions in view.
      const title = page.getByRole('heading', { level: 1 });
      expect(await title.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByText('Vault', { exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectInView(page.getByRole('button', { name: /^User menu/ }), page, 'user menu');
      await expectNoSidewaysScroll(page, 'vault list');

      // The list: sorted by a column's button, searched, and each row's actions at hand.
      const sortByKey = table(page).getByRole('button', { name: 'Vault Key' });
      await sortByKey.click();
      await expect(table(page).getByRole('columnheader', { name: 'Vault Key' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await expect(table(page).getByRole('rowheader').first()).toContainText('anthropic-api-key');
      const edit = table(page).getByRole('button', { name: 'Edit gemini-api-key' });
      await expectInView(edit, page, 'row action');
      await page.getByRole('searchbox', { name: 'Search vault' }).fill('gemini');
      await expect(table(page).getByRole('rowheader')).toHaveCount(1);
      await expect(page.getByText('Page 1 of 1')).toBeVisible();
      await checkA11y(`vault list at ${width}px`);

      // The drawer: 633px where there is room, the whole width on a phone; Escape closes it.
      await page.getByRole('button', { name: 'New Vault' }).click();
      await expect(drawer(page)).toBeVisible();
      // Polled until it has slid in against the right edge; a form whose code is still loading
      // first shows a loading drawer, and the form's drawer takes its place.
      await expect
        .poll(async () => {
          const box = await drawer(page).boundingBox();
          return box && { left: box.x, width: box.width };
        })
        .toEqual({ left: width - Math.min(633, width), width: Math.min(633, width) });
      await expectInView(drawer(page).getByRole('button', { name: 'Cancel' }), page, 'Cancel');
      await expectNoSidewaysScroll(page, 'drawer');
      await checkA11y(`New Vault drawer at ${width}px`);
      await page.keyboard.press('Escape');
      await expect(drawer(page)).toBeHidden();
    });
  }

  test('looks right on a phone (390px) and a tablet (768px): the vault list and its drawer', async ({
    page,
  }) => {
    // The test tenant's seeded secrets; nothing on these screens depends on the time. How
    // screenshots are taken (animations stopped, no caret, CSS pixels) is in playwright.config.ts.
    for (const width of [390, 768]) {
      await openVault(page, width);
      await fontsLoaded(page);
      await expect(page).toHaveScreenshot(`vault-list-${width}.png`);
      await page.getByRole('button', { name: 'New Vault' }).click();
      await expect(drawer(page).getByRole('textbox', { name: 'Vault Key' })).toBeVisible();
      await fontsLoaded(page);
      await expect(page).toHaveScreenshot(`vault-new-drawer-${width}.png`);
      await page.keyboard.press('Escape');
      await expect(drawer(page)).toBeHidden();
    }
  });
});
