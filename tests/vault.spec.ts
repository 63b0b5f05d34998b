import type { Locator, Page } from '@playwright/test';
import { tabTo } from './support/keyboard.ts';
import { expect, test, workspaces } from './fixtures/test.ts';

const wid = workspaces.enterprise.id;
const vaultApi = `/api/workspaces/${wid}/key-vault`;
const TOOLTIP = 'All details need to be filled before the form can be saved';

/** A key name no other run or worker uses. */
const uniqueKey = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

const toast = (page: Page, message: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(message, { exact: true });
const table = (page: Page) => page.getByRole('table', { name: 'Vault' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search vault' });
const row = (page: Page, keyName: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: keyName }) });
const drawer = (page: Page, title: 'New Vault' | 'Edit Vault') =>
  page.getByRole('dialog', { name: title });
const fields = (scope: Locator) => ({
  key: scope.getByRole('textbox', { name: 'Vault Key' }),
  description: scope.getByRole('textbox', { name: 'Vault Description' }),
  value: scope.getByRole('textbox', { name: 'Vault Value' }),
});
/** The message next to a field is part of its accessible description. */
const expectMessage = (field: Locator, message: string) =>
  expect(field).toHaveAccessibleDescription(
    new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );

async function openVault(page: Page) {
  await page.goto(`/workspace/${wid}/vault`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vault' })).toBeVisible();
  await expect(table(page).getByRole('rowheader', { name: /openai-api-key/ })).toBeVisible();
}

async function closeToasts(page: Page) {
  const close = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('button', { name: 'Close' });
  while ((await close.count()) > 0) await close.first().click();
}

/** Narrows the list to one key, so rows other tests add never push it to another page. */
async function find(page: Page, keyName: string) {
  await search(page).fill(keyName);
  await expect(table(page).getByRole('rowheader')).toHaveCount(1);
}

test.describe('vault', () => {
  // Whole create-edit-delete flows through two drawers take longer than the default on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('lists the secrets without their values and searches them', async ({ page }) => {
    await openVault(page);
    for (const key of [
      'anthropic-api-key',
      'gemini-api-key',
      'aws-secret-access-key',
      'postgres-password',
    ]) {
      await expect(table(page).getByRole('rowheader', { name: key })).toBeVisible();
    }
    await expect(row(page, 'postgres-password')).toContainText('Inactive');
    await expect(table(page)).not.toContainText('pg-seed');

    await search(page).fill('GEMINI');
    await expect(table(page).getByRole('rowheader')).toHaveText(['gemini-api-key']);
    await search(page).fill('no such secret anywhere');
    await expect(table(page)).toContainText('No results found');
  });

  test('creates, edits and deletes a secret with the documented toasts and calls', async ({
    page,
    checkA11y,
  }) => {
    const keyName = uniqueKey('e2e-key');
    await openVault(page);

    await page.getByRole('button', { name: 'New Vault' }).click();
    const create = drawer(page, 'New Vault');
    await expect.poll(async () => (await create.boundingBox())?.width).toBe(633);
    const saveButton = create.getByRole('button', { name: 'Create' });
    await expect(saveButton).toHaveAttribute('aria-disabled', 'true');
    const form = fields(create);
    await form.key.fill(keyName);
    await form.description.fill('Token of the e2e ticketing integration');
    await form.value.fill('tok-live-1234abcd');
    // Hidden, only the last four characters show; the toggle shows the value.
    await expect(form.value).toHaveValue('•••••••••••••abcd');
    await create.getByRole('button', { name: 'Show vault value' }).click();
    await expect(form.value).toHaveValue('tok-live-1234abcd');
    await checkA11y('New Vault drawer, filled in');

    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith(vaultApi),
    );
    await saveButton.click();
    expect((await posted).postDataJSON()).toEqual({
      keyName,
      description: 'Token of the e2e ticketing integration',
      keyValue: 'tok-live-1234abcd',
      isActive: true,
    });
    await expect(toast(page, 'Vault saved successfully')).toBeVisible();
    await expect(create).toBeHidden();
    await find(page, keyName);
    await expect(row(page, keyName)).toContainText('Token of the e2e ticketing integration');

    // Edit: the key is fixed, the value write-only (an empty field asking for a new one).
    await row(page, keyName)
      .getByRole('button', { name: `Edit ${keyName}` })
      .click();
    const edit = drawer(page, 'Edit Vault');
    const editForm = fields(edit);
    await expect(editForm.key).toHaveValue(keyName);
    await expect(editForm.key).toHaveAttribute('readonly', '');
    await expect(editForm.value).toHaveValue('');
    await expect(edit.getByRole('button', { name: 'Update' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await editForm.description.fill('Token of the e2e ticketing integration, rotated');
    await editForm.value.fill('tok-live-5678efgh');
    const put = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().includes(`${vaultApi}/`),
    );
    await edit.getByRole('button', { name: 'Update' }).click();
    // Only the value and the description travel: never the key name.
    expect((await put).postDataJSON()).toEqual({
      keyValue: 'tok-live-5678efgh',
      description: 'Token of the e2e ticketing integration, rotated',
    });
    await expect(toast(page, 'Vault updated successfully')).toBeVisible();
    await expect(row(page, keyName)).toContainText('rotated');

    await row(page, keyName)
      .getByRole('button', { name: `Delete ${keyName}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Vault' });
    await expect(confirm).toContainText(keyName);
    await checkA11y('Delete Vault confirmation');
    const deleted = page.waitForRequest(
      (request) => request.method() === 'DELETE' && request.url().includes(`${vaultApi}/`),
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await deleted;
    await expect(toast(page, 'Vault deleted successfully')).toBeVisible();
    await expect(table(page)).toContainText('No results found');
  });

  test('shows each rule message next to its field and keeps Create disabled with its tooltip', async ({
    page,
  }) => {
    await openVault(page);
    await page.getByRole('button', { name: 'New Vault' }).click();
    const create = drawer(page, 'New Vault');
    const form = fields(create);

    await form.key.fill(' billing-key');
    await expectMessage(form.key, 'No leading spaces in vault key');
    await form.key.fill('billing-key ');
    await expectMessage(form.key, 'No trailing spaces in vault key');
    await form.key.fill('');
    await expectMessage(form.key, 'Please enter a vault key');

    await form.description.fill(' Billing');
    await expectMessage(form.description, 'No leading spaces in vault description');
    await form.description.fill('Billing ');
    await expectMessage(form.description, 'No trailing spaces in vault description');
    await form.description.fill('Billing');
    await expectMessage(form.description, 'Vault description must be at least 20 characters long');
    await form.description.fill('');
    await expectMessage(form.description, 'Please enter a vault description');

    await form.value.fill(' secret');
    await expectMessage(form.value, 'No leading spaces in vault value');
    await form.value.fill('secret ');
    await expectMessage(form.value, 'No trailing spaces in vault value');
    await form.value.fill('');
    await expectMessage(form.value, 'Please enter a secret value');

    const saveButton = create.getByRole('button', { name: 'Create' });
    await expect(saveButton).toHaveAttribute('aria-disabled', 'true');
    await page.mouse.move(10, 10);
    await saveButton.hover();
    await expect(page.getByRole('tooltip')).toHaveText(TOOLTIP);
    await expect(saveButton).toHaveAccessibleDescription(TOOLTIP);

    // Cancel closes the drawer and the next one starts empty.
    await create.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'New Vault' }).click();
    await expect(fields(drawer(page, 'New Vault')).key).toHaveValue('');
  });

  test('says clearly when the key name already exists (409)', async ({ page }) => {
    await openVault(page);
    await page.getByRole('button', { name: 'New Vault' }).click();
    const create = drawer(page, 'New Vault');
    const form = fields(create);
    await form.key.fill('anthropic-api-key');
    await form.description.fill('A second Anthropic key for the same team');
    await form.value.fill('sk-ant-duplicate-0000');
    await create.getByRole('button', { name: 'Create' }).click();
    const message = 'A Vault with this name already exists in this workspace';
    await expect(toast(page, message)).toBeVisible();
    await expectMessage(form.key, message);
    await expect(create).toBeVisible();
  });

  test('locks a read-only secret: no delete, and its form opens read-only', async ({
    page,
    checkA11y,
  }) => {
    await openVault(page);
    const locked = row(page, 'openai-api-key');
    await expect(locked).toContainText('Read-only');
    await expect(locked.getByRole('button', { name: 'Delete openai-api-key' })).toBeDisabled();
    await expect(locked.getByRole('button', { name: 'Edit openai-api-key' })).toHaveCount(0);

    await locked.getByRole('button', { name: 'View openai-api-key' }).click();
    const view = drawer(page, 'Edit Vault');
    await expect(view).toContainText('This secret is read-only: it cannot be changed or deleted.');
    const form = fields(view);
    await expect(form.key).toHaveAttribute('readonly', '');
    await expect(form.description).toHaveAttribute('readonly', '');
    await expect(form.value).toBeDisabled();
    await expect(view.getByRole('button', { name: 'Update' })).toBeDisabled();
    await checkA11y('read-only Edit Vault drawer');
  });

  test('shows a forbidden update or delete (403) as a toast and stays on the page', async ({
    page,
  }) => {
    const message = 'This Vault is read-only and cannot be changed';
    await page.route(`**${vaultApi}/vault-${wid}-3`, (route) =>
      ['PUT', 'DELETE'].includes(route.request().method())
        ? route.fulfill({ status: 403, json: { message, errors: [] } })
        : route.fallback(),
    );
    await openVault(page);
    const url = page.url();

    await row(page, 'gemini-api-key').getByRole('button', { name: 'Edit gemini-api-key' }).click();
    const edit = drawer(page, 'Edit Vault');
    await fields(edit).value.fill('AIza-rotated-9999');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, message)).toBeVisible();
    await expect(page).toHaveURL(url);
    // The toast sits over the drawer's footer: close it, as a user would, to reach Cancel.
    await closeToasts(page);
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await row(page, 'gemini-api-key')
      .getByRole('button', { name: 'Delete gemini-api-key' })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Delete Vault' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toast(page, message)).toBeVisible();
    await expect(page).toHaveURL(url);
    await expect(row(page, 'gemini-api-key')).toBeVisible();
  });

  test('creates, edits and deletes a secret with the keyboard alone', async ({ page }) => {
    const keyName = uniqueKey('kbd-key');
    await openVault(page);

    await tabTo(page, page.getByRole('button', { name: 'New Vault' }));
    await page.keyboard.press('Enter');
    const create = drawer(page, 'New Vault');
    const form = fields(create);
    await tabTo(page, form.key);
    await page.keyboard.type(keyName);
    await tabTo(page, form.description);
    await page.keyboard.type('Signing secret of the keyboard webhook');
    await tabTo(page, form.value);
    await page.keyboard.type('whsec-keyboard-4242');
    // Space on the toggle shows the value.
    await tabTo(page, create.getByRole('button', { name: 'Show vault value' }));
    await page.keyboard.press('Space');
    await expect(form.value).toHaveValue('whsec-keyboard-4242');
    await tabTo(page, create.getByRole('button', { name: 'Create' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Vault saved successfully')).toBeVisible();
    await expect(create).toBeHidden();

    await tabTo(page, search(page));
    await page.keyboard.type(keyName);
    await expect(table(page).getByRole('rowheader')).toHaveCount(1);
    await tabTo(page, row(page, keyName).getByRole('button', { name: `Edit ${keyName}` }));
    await page.keyboard.press('Enter');
    const edit = drawer(page, 'Edit Vault');
    const editForm = fields(edit);
    await tabTo(page, editForm.description);
    await page.keyboard.press('End');
    await page.keyboard.type(', rotated');
    await tabTo(page, editForm.value);
    await page.keyboard.type('whsec-keyboard-7777');
    await tabTo(page, edit.getByRole('button', { name: 'Update' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Vault updated successfully')).toBeVisible();
    await expect(row(page, keyName)).toContainText(
      'Signing secret of the keyboard webhook, rotated',
    );

    await tabTo(page, row(page, keyName).getByRole('button', { name: `Delete ${keyName}` }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Delete Vault' });
    // Focus starts on Cancel; Tab reaches Delete.
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await tabTo(page, confirm.getByRole('button', { name: 'Delete' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Vault deleted successfully')).toBeVisible();
    await expect(table(page)).toContainText('No results found');
  });
});
