import type { Page } from '@playwright/test';
import { expect, test, workspaces } from './fixtures/test.ts';

const { id: wid } = workspaces.enterprise;
const SOURCE_KEY = 'promptEnhancementIntelligentSource';

async function openSettings(
  page: Page,
  entry: 'Workspace Intelligence Source' | 'Webhook Configurations',
) {
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('button', { name: 'Settings' })
    .click();
  await page.getByRole('menu', { name: 'Settings' }).getByRole('menuitem', { name: entry }).click();
  const dialog = page.getByRole('dialog', { name: entry });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openWorkspace(page: Page) {
  // A quiet screen (one list): the header and its dialogs are what these tests look at.
  await page.goto(`/workspace/${wid}/learnings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Records' })).toBeVisible();
}

test.describe('Settings > Workspace Intelligence Source', () => {
  test('chooses an SLM in the picker, saves it, and reads it back after a reload', async ({
    page,
    checkA11y,
  }) => {
    await openWorkspace(page);
    let dialog = await openSettings(page, 'Workspace Intelligence Source');
    await expect(dialog.getByRole('button', { name: /Type$/ })).toBeDisabled();
    await checkA11y('intelligence source dialog');

    await dialog
      .getByRole('button', { name: /^(Change Language Model|Choose language model)$/ })
      .click();
    const picker = page.getByRole('dialog', { name: 'Intelligence Source', exact: true });
    await expect(picker).toBeVisible();
    await expect(picker.getByRole('tab', { name: 'STS' })).toHaveAttribute('aria-disabled', 'true');
    await picker.getByRole('tab', { name: 'SLM' }).click();
    // Choosing the type clears the chosen model.
    await expect(picker.getByRole('button', { name: 'Add language model' })).toBeDisabled();
    await picker.getByRole('tab', { name: 'Microsoft' }).click();
    await picker.getByRole('row', { name: /Phi-3 Mini On-Prem/ }).click();
    await checkA11y('intelligence source picker');
    await picker.getByRole('button', { name: 'Add language model' }).click();
    await expect(picker).toBeHidden();

    await expect(dialog.getByRole('button', { name: /Type$/ })).toContainText('SLM');
    await expect(dialog.getByText('Phi-3 Mini On-Prem')).toBeVisible();
    const saved = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && request.url().endsWith(`/workspaces/${wid}/configurations`),
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).postDataJSON()).toEqual({
      key: SOURCE_KEY,
      value: JSON.stringify({ id: `slm-${wid}-1`, isSLM: true }),
    });
    await expect(page.getByText('Workspace Intelligence Source saved successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.reload();
    dialog = await openSettings(page, 'Workspace Intelligence Source');
    await expect(dialog.getByText('Phi-3 Mini On-Prem')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Type$/ })).toContainText('SLM');
  });

  test("asks 'Please select language model' once the model is removed, and cannot save", async ({
    page,
    api,
    checkA11y,
  }) => {
    await api.post(`workspaces/${wid}/configurations`, {
      key: SOURCE_KEY,
      value: JSON.stringify({ id: `llm-${wid}-1`, isSLM: false }),
    });
    await openWorkspace(page);
    const dialog = await openSettings(page, 'Workspace Intelligence Source');
    await expect(dialog.getByText('GPT-4o Production')).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove Language Model' }).click();
    await expect(dialog.getByText('Please select language model')).toBeVisible();
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await checkA11y('intelligence source dialog, invalid');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('Settings > Workspace Intelligence Source, save button', () => {
  test("reads 'Please Wait' while the setting loads and 'Saving' while it saves", async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/workspaces/${wid}/configurations`, async (route) => {
      await held;
      await route.continue();
    });
    await openWorkspace(page);
    const dialog = await openSettings(page, 'Workspace Intelligence Source');
    await expect(dialog.getByRole('button', { name: /Please Wait/ })).toBeDisabled();
    release();
    // Whatever is stored now, choose a model so the form is valid.
    await dialog
      .getByRole('button', { name: /^(Change Language Model|Choose language model)$/ })
      .click();
    const picker = page.getByRole('dialog', { name: 'Intelligence Source', exact: true });
    await picker.getByRole('tab', { name: 'OpenAI' }).click();
    await picker.getByRole('row', { name: /GPT-4o Production/ }).click();
    await picker.getByRole('button', { name: 'Add language model' }).click();
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeEnabled();

    let releaseSave: () => void = () => undefined;
    const saving = new Promise<void>((resolve) => (releaseSave = resolve));
    await page.unroute(`**/api/workspaces/${wid}/configurations`);
    await page.route(`**/api/workspaces/${wid}/configurations`, async (route) => {
      if (route.request().method() === 'POST') await saving;
      await route.continue();
    });
    await save.click();
    await expect(dialog.getByRole('button', { name: /Saving/ })).toBeDisabled();
    releaseSave();
    await expect(page.getByText('Workspace Intelligence Source saved successfully')).toBeVisible();
  });
});

test.describe('Settings > Webhook Configurations', () => {
  test('creates, edits, switches off and deletes a webhook, with the URL cut to 60 characters', async ({
    page,
    context,
    checkA11y,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const url = 'https://hooks.e2e.example/agentdeck/settings-spec/a-path-long-enough-to-be-cut';
    expect(url.length).toBeGreaterThan(60);
    await openWorkspace(page);
    const dialog = await openSettings(page, 'Webhook Configurations');
    const form = dialog.getByRole('form', { name: 'New Webhook' });
    const create = form.getByRole('button', { name: 'Create' });
    await expect(create).toHaveAttribute('aria-disabled', 'true');

    await form.getByRole('textbox', { name: 'URL' }).fill('hooks.example.com/no-scheme');
    await expect(form.getByText('Please enter a valid URL')).toBeVisible();
    await expect(create).toHaveAttribute('aria-disabled', 'true');
    await form.getByRole('textbox', { name: 'URL' }).fill(url);
    await form.getByRole('textbox', { name: 'Header name' }).fill('X-Token');
    // A header needs both halves.
    await expect(create).toHaveAttribute('aria-disabled', 'true');
    await form.getByRole('textbox', { name: 'Header value' }).fill('secret-1');
    await checkA11y('webhook dialog, filled form');

    const posted = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && request.url().endsWith(`/workspaces/${wid}/webhooks`),
    );
    await create.click();
    expect((await posted).postDataJSON()).toEqual({
      isActive: true,
      configurations: { url, headers: [{ key: 'X-Token', value: 'secret-1' }] },
    });
    await expect(page.getByText('Webhook created successfully')).toBeVisible();
    // The form clears after a create.
    await expect(form.getByRole('textbox', { name: 'URL' })).toHaveValue('');

    const row = dialog.getByRole('listitem').filter({ has: page.getByTitle(url) });
    await expect(row.getByTitle(url)).toHaveText(`${url.slice(0, 60)}...`);
    await expect(row).toContainText('1 header');
    await row.getByRole('button', { name: `Copy URL ${url}` }).click();
    await expect(row.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expect(row.getByText('Copied!')).toBeHidden({ timeout: 4000 });

    await row.getByRole('button', { name: `Edit webhook ${url}` }).click();
    const editForm = dialog.getByRole('form', { name: 'Edit Webhook' });
    await expect(editForm.getByRole('textbox', { name: 'URL' })).toHaveValue(url);
    await expect(editForm.getByRole('textbox', { name: 'Header value' })).toHaveValue('secret-1');
    const edited = `${url}/v2`;
    await editForm.getByRole('textbox', { name: 'URL' }).fill(edited);
    await editForm.getByRole('button', { name: 'Add header' }).click();
    await editForm.getByRole('textbox', { name: 'Header name 2' }).fill('X-Source');
    await editForm.getByRole('textbox', { name: 'Header value 2' }).fill('e2e');
    await editForm.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Webhook updated successfully')).toBeVisible();
    await expect(dialog.getByRole('form', { name: 'New Webhook' })).toBeVisible();
    const editedRow = dialog.getByRole('listitem').filter({ has: page.getByTitle(edited) });
    await expect(editedRow).toContainText('2 headers');

    const active = editedRow.getByRole('switch', { name: `Active ${edited}` });
    await expect(active).toBeChecked();
    const put = page.waitForRequest(
      (request) =>
        request.method() === 'PUT' && request.url().includes(`/workspaces/${wid}/webhooks/`),
    );
    await active.click({ force: true });
    expect((await put).postDataJSON()).toMatchObject({
      isActive: false,
      configurations: { url: edited },
    });
    await expect(active).not.toBeChecked();

    await editedRow.getByRole('button', { name: `Delete webhook ${edited}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Webhook' });
    await checkA11y('webhook delete confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Webhook deleted successfully')).toBeVisible();
    await expect(dialog.getByTitle(edited)).toHaveCount(0);
  });

  test('creates and deletes a webhook with the keyboard alone', async ({ page }) => {
    const url = 'https://hooks.e2e.example/keyboard';
    await openWorkspace(page);
    const settings = page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('button', { name: 'Settings' });
    await settings.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Webhook Configurations' });
    const form = dialog.getByRole('form', { name: 'New Webhook' });
    await expect(form).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Close form' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'URL' })).toBeFocused();
    await page.keyboard.type(url);
    await page.keyboard.press('Tab');
    await page.keyboard.type('X-Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('yes');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Add header' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('switch', { name: 'Active' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Create' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Webhook created successfully')).toBeVisible();

    const remove = dialog.getByRole('button', { name: `Delete webhook ${url}` });
    await remove.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Delete Webhook' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Webhook deleted successfully')).toBeVisible();
    await expect(dialog.getByTitle(url)).toHaveCount(0);
  });

  test('keeps a read-only webhook locked and shows a refused change as a toast', async ({
    page,
    checkA11y,
  }) => {
    const readOnlyUrl = 'https://hooks.slack.example/services/T000/B000/XXXX';
    await openWorkspace(page);
    const dialog = await openSettings(page, 'Webhook Configurations');
    const row = dialog.getByRole('listitem').filter({ has: page.getByTitle(readOnlyUrl) });
    await expect(row.getByText('Read-only')).toBeVisible();
    await expect(row.getByRole('switch', { name: `Active ${readOnlyUrl}` })).toBeDisabled();
    await expect(row.getByRole('button', { name: `Delete webhook ${readOnlyUrl}` })).toBeDisabled();
    await row.getByRole('button', { name: `View webhook ${readOnlyUrl}` }).click();
    const form = dialog.getByRole('form', { name: 'View Webhook' });
    await expect(form.getByRole('textbox', { name: 'URL' })).toHaveAttribute('readonly', '');
    await expect(form.getByRole('button', { name: 'Update' })).toBeDisabled();
    await checkA11y('webhook dialog, read-only webhook');
    await form.getByRole('button', { name: 'Close form' }).click();
    await expect(form).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'New Webhook' })).toBeVisible();

    // The server refuses a change (say another user made the webhook read-only meanwhile):
    // its message is a toast and the page stays where it is.
    await page.route(`**/workspaces/${wid}/webhooks/*`, (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Webhook is read-only', errors: [] }),
      }),
    );
    const seeded = dialog
      .getByRole('listitem')
      .filter({ has: page.getByTitle('https://hooks.acme.example/agentdeck/workflow-events') });
    await seeded.getByRole('switch').click({ force: true });
    await expect(page.getByText('Webhook is read-only')).toBeVisible();
    await expect(seeded.getByRole('switch')).toBeChecked();
    await expect(page).toHaveURL(`/workspace/${wid}/learnings`);
  });
});

test.describe('Settings dialogs', () => {
  test('open from the keyboard and pass axe in the dark theme', async ({ page, checkA11y }) => {
    await openWorkspace(page);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    const settings = page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('button', { name: 'Settings' });

    await settings.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('menuitem', { name: 'Workspace Intelligence Source' }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    const source = page.getByRole('dialog', { name: 'Workspace Intelligence Source' });
    await expect(source.getByRole('heading', { name: 'Language Model' })).toBeVisible();
    await expect(source.getByRole('button', { name: 'Save' })).toHaveText('Save');
    await checkA11y('intelligence source dialog, dark');
    await page.keyboard.press('Escape');
    await expect(source).toBeHidden();
    await expect(settings).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Webhook Configurations' })).toBeFocused();
    await page.keyboard.press('Enter');
    const webhooks = page.getByRole('dialog', { name: 'Webhook Configurations' });
    await expect(webhooks.getByRole('list', { name: 'Webhooks' })).toBeVisible();
    await expect(webhooks.getByRole('textbox', { name: 'URL' })).toBeVisible();
    await checkA11y('webhook dialog, dark');
    await page.keyboard.press('Escape');
    await expect(webhooks).toBeHidden();
  });
});
