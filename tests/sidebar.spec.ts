import { expect, test, workspaces } from './fixtures/test.ts';
import type { Page } from '@playwright/test';

const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const sections = (page: Page) => page.getByRole('navigation', { name: 'Workspace sections' });

/**
 * react-aria shows hover tooltips once the pointer is known to be a mouse, which takes a first
 * movement; a person's mouse has always moved before they hover something.
 */
async function wakeMouse(page: Page) {
  await page.mouse.move(900, 600);
  await page.mouse.move(910, 610);
}

async function open(page: Page, workspaceId: string, path = 'usage') {
  await page.goto(`/workspace/${workspaceId}/${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await wakeMouse(page);
}

test.describe('the sidebar', () => {
  test('holds the three groups, each expandable, with every section as a link', async ({
    page,
  }) => {
    await open(page, workspaces.enterprise.id);
    const nav = sections(page);
    for (const group of ['Setup configurations', 'Create AI workflows', 'Monitoring & tracking']) {
      await expect(nav.getByRole('button', { name: group })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    await expect(nav.getByRole('link')).toHaveCount(27);
    await expect(nav.getByRole('link', { name: 'Usage' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('button', { name: 'Create AI workflows' }).click();
    await expect(nav.getByRole('button', { name: 'Create AI workflows' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(nav.getByRole('link', { name: 'Agents' })).toBeHidden();
    await nav.getByRole('button', { name: 'Create AI workflows' }).click();
    await nav.getByRole('link', { name: 'Agents' }).click();
    await expect(page).toHaveURL(`/workspace/${workspaces.enterprise.id}/agents`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agents');
    await expect(nav.getByRole('link', { name: 'Agents' })).toHaveAttribute('aria-current', 'page');
  });

  test('collapses to icons with tooltips from the header toggle, and remembers it in a 7-day cookie', async ({
    page,
    context,
    checkA11y,
  }) => {
    await open(page, workspaces.enterprise.id);
    const sidebar = sidebarOf(page);
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(308);

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(48);

    const cookie = (await context.cookies()).find(
      (candidate) => candidate.name === 'sidebar_state',
    );
    expect(cookie?.value).toBe('false');
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(604800 - 60);
    expect(lifetime).toBeLessThanOrEqual(604800);

    // Icons keep their names for assistive technology and show them in a tooltip at once.
    const vault = sections(page).getByRole('link', { name: 'Vault' });
    await vault.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Vault');
    await checkA11y('collapsed sidebar');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(48);

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(308);
    expect(
      (await context.cookies()).find((candidate) => candidate.name === 'sidebar_state')?.value,
    ).toBe('true');
  });

  test('toggles with Ctrl+B (and Cmd+B)', async ({ page }) => {
    await open(page, workspaces.enterprise.id);
    await page.keyboard.press('Control+b');
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await page.keyboard.press('Meta+b');
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  });

  test('shows a group header tooltip only after a pause when collapsed', async ({ page }) => {
    await open(page, workspaces.enterprise.id);
    await page.keyboard.press('Control+b');
    // Hover the collapsed header only: the open one has no tooltip, and a pointer already resting
    // on it when the sidebar collapses starts no hover.
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await expect.poll(async () => (await sidebarOf(page).boundingBox())!.width).toBe(48);
    const header = sections(page).getByRole('button', { name: 'Monitoring & tracking' });
    // As below: on a busy machine the first hover can land before react-aria has seen the pointer
    // move (a fresh clone's run once showed no tooltip in 10 s); the pause counts from
    // the hover that showed it.
    let hoveredAt = 0;
    await expect(async () => {
      await page.mouse.move(900, 700);
      hoveredAt = Date.now();
      await header.hover();
      await expect(page.getByRole('tooltip')).toHaveText('Monitoring & tracking', { timeout: 3_000 });
    }).toPass({ timeout: 15_000 });
    // The group header's delay is 500 ms (spec 000 section 9); a busy machine only adds to it.
    expect(Date.now() - hoveredAt).toBeGreaterThanOrEqual(500);
  });

  test('disables Vector RAG, Graph RAG, Databases and Data Lineage in a sandbox workspace, and Data connectors where off', async ({
    page,
    checkA11y,
  }) => {
    await open(page, workspaces.sandbox.id);
    const nav = sections(page);
    const reasons: Array<[string, string]> = [
      ['Vector RAG', 'not enabled for the sandbox license'],
      ['Graph RAG', 'not enabled for the sandbox license'],
      ['Databases', 'not enabled for the sandbox license'],
      ['Data Lineage', 'not enabled for the sandbox license'],
      ['Data connectors', 'not enabled for this workspace'],
    ];
    for (const [label, reason] of reasons) {
      const item = nav.getByRole('link', { name: label });
      await expect(item, label).toHaveAttribute('aria-disabled', 'true');
      await expect(item, label).not.toHaveAttribute('href');
      // On a busy machine the first hover can land before react-aria has seen the pointer move
      // (its hover modality); a person whose tooltip does not show moves the mouse again.
      await expect(async () => {
        await page.mouse.move(900, 700);
        await item.hover();
        await expect(page.getByRole('tooltip'), label).toHaveText(reason, { timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      await page.mouse.move(900, 700);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
    }
    // Keyboard users reach them too, see the tooltip and hear the reason.
    await nav.getByRole('link', { name: 'Re-ranking models' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Vector RAG' })).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText('not enabled for the sandbox license');
    await expect(nav.getByRole('link', { name: 'Vector RAG' })).toHaveAccessibleDescription(
      'not enabled for the sandbox license',
    );
    await checkA11y('sandbox sidebar');

    // Clicking a disabled item goes nowhere.
    await nav.getByRole('link', { name: 'Databases' }).click({ force: true });
    await expect(page).toHaveURL(`/workspace/${workspaces.sandbox.id}/usage`);
  });

  test('says why when the address of a disabled section is opened directly', async ({ page }) => {
    await open(page, workspaces.sandbox.id, 'configure-connections/databases');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Databases');
    await expect(
      page.getByRole('heading', { name: 'Not available in this workspace' }),
    ).toBeVisible();
    await expect(page.getByText('Databases: not enabled for the sandbox license.')).toBeVisible();
  });

  test('keeps every item available in an enterprise workspace with data connectors', async ({
    page,
  }) => {
    await open(page, workspaces.enterprise.id);
    await expect(sections(page).locator('[aria-disabled="true"]')).toHaveCount(0);
    await sections(page).getByRole('link', { name: 'Databases' }).click();
    await expect(page).toHaveURL(
      `/workspace/${workspaces.enterprise.id}/configure-connections/databases`,
    );
  });

  test("has 'Back to workspaces' and a Settings menu with 'Workspace Guardrails' disabled", async ({
    page,
  }) => {
    await open(page, workspaces.enterprise.id);
    const sidebar = sidebarOf(page);
    await sidebar.getByRole('button', { name: 'Settings' }).click();
    const menu = page.getByRole('menu', { name: 'Settings' });
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Workspace Intelligence Source',
      'Webhook Configurations',
      'Workspace Guardrails',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'Workspace Guardrails' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.keyboard.press('Escape');

    await sidebar.getByRole('link', { name: 'Back to workspaces' }).click();
    await expect(page).toHaveURL('/workspaces');
  });

  test('below 768px is a sheet over the page: opened from the header or Ctrl+B, closed by Escape or by choosing a page', async ({
    page,
    checkA11y,
  }) => {
    await page.setViewportSize({ width: 700, height: 800 });
    await open(page, workspaces.enterprise.id);
    const opener = page.getByRole('button', { name: 'Open navigation' });
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    // No sidebar beside the page and no collapse toggle: the page keeps the whole width.
    await expect(sidebarOf(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /sidebar/ })).toHaveCount(0);
    await expect(opener).toHaveAttribute('aria-expanded', 'false');

    // A modal sheet of the spec's mobile width (18rem) that takes the focus.
    await opener.click();
    await expect(sheet).toBeVisible();
    // Polled until it has slid in from the left edge.
    await expect
      .poll(async () => {
        const box = (await sheet.boundingBox())!;
        return { left: box.x, width: box.width };
      })
      .toEqual({ left: 0, width: 288 });
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect
      .poll(() => sheet.evaluate((node) => node.contains(document.activeElement)))
      .toBe(true);
    await expect(sheet.getByRole('link', { name: 'Usage' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await checkA11y('sidebar sheet');

    // Escape closes it and gives the focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();

    // Ctrl+B opens it too; choosing a page goes there and closes it.
    await page.keyboard.press('Control+b');
    await expect(sheet).toBeVisible();
    await sheet.getByRole('link', { name: 'Variables' }).click();
    await expect(page).toHaveURL(`/workspace/${workspaces.enterprise.id}/variables`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Variables');
    await expect(sheet).toBeHidden();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
  });
});
