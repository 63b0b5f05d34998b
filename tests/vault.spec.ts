import { expect, test } from './fixtures/test.ts';
import { tabTo } from './support/keyboard.ts';
import { RecordsPage } from './support/records-page.ts';
import { requestSent, resourcePaths } from './support/requests.ts';
import { vaultScreen as vault } from './support/screens.ts';
import { Toasts } from './support/toasts.ts';

// What needs no server (each rule message, the 409 message, the read-only lock, a refused
// update or delete) is tested beside the screen: apps/console/src/features/vault/screen.browser.test.tsx.

const calls = resourcePaths('key-vault');

test.describe('vault', () => {
  // A whole flow through the list, two drawers and a confirmation outlasts the default on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('lists and searches the secrets, then creates, edits and deletes one with the documented toasts and calls', async ({
    page,
    checkA11y,
  }) => {
    const list = new RecordsPage(page, vault);
    const toasts = new Toasts(page);
    await list.goto();
    await list.expectRows(['openai-api-key', 'anthropic-api-key', 'gemini-api-key', 'aws-secret-access-key', 'postgres-password']);
    await expect(list.row('postgres-password')).toContainText('Inactive');
    // The keys, never their values.
    await expect(list.table).not.toContainText('pg-seed');
    await list.expectSearch('GEMINI', ['gemini-api-key']);
    await list.expectSearch('no such secret anywhere', []);
    await list.search('');
    await checkA11y('Vault list');

    const create = await list.openNew();
    await expect.poll(async () => (await create.dialog.boundingBox())?.width).toBe(633);
    await expect(create.saveButton()).toHaveAttribute('aria-disabled', 'true');
    await create.fill('Vault Key', 'ticketing-token');
    await create.fill('Vault Description', 'Token of the e2e ticketing integration');
    await create.fill('Vault Value', 'tok-live-1234abcd');
    // Hidden, only the last four characters show; the toggle shows the value.
    await expect(create.textbox('Vault Value')).toHaveValue('•••••••••••••abcd');
    await create.dialog.getByRole('button', { name: 'Show vault value' }).click();
    await expect(create.textbox('Vault Value')).toHaveValue('tok-live-1234abcd');
    await checkA11y('New Vault drawer, filled in');
    const posted = await requestSent(page, 'POST', calls.collection, () => create.save());
    expect(posted.postDataJSON()).toEqual({
      keyName: 'ticketing-token',
      description: 'Token of the e2e ticketing integration',
      keyValue: 'tok-live-1234abcd',
      isActive: true,
    });
    await toasts.expectShown('Vault saved successfully');
    await expect(create.dialog).toBeHidden();
    await list.find('ticketing-token');
    await expect(list.row('ticketing-token')).toContainText('Token of the e2e ticketing integration');

    // Edit: the key is fixed, the value write-only (an empty field asking for a new one).
    const edit = await list.open('ticketing-token');
    await expect(edit.textbox('Vault Key')).toHaveValue('ticketing-token');
    await expect(edit.textbox('Vault Key')).toHaveAttribute('readonly', '');
    await expect(edit.textbox('Vault Value')).toHaveValue('');
    await expect(edit.saveButton('Update')).toHaveAttribute('aria-disabled', 'true');
    await edit.fill('Vault Description', 'Token of the e2e ticketing integration, rotated');
    await edit.fill('Vault Value', 'tok-live-5678efgh');
    const put = await requestSent(page, 'PUT', calls.item, () => edit.save('Update'));
    // Only the value and the description travel: never the key name.
    expect(put.postDataJSON()).toEqual({
      keyValue: 'tok-live-5678efgh',
      description: 'Token of the e2e ticketing integration, rotated',
    });
    await toasts.expectShown('Vault updated successfully');
    await expect(list.row('ticketing-token')).toContainText('rotated');

    const confirmation = await list.openDelete('ticketing-token');
    await expect(confirmation.dialog).toContainText('ticketing-token');
    await checkA11y('Delete Vault confirmation');
    await requestSent(page, 'DELETE', calls.item, () => confirmation.confirm());
    await toasts.expectShown('Vault deleted successfully');
    await list.expectEmpty();
  });

  // The suite's one keyboard-only flow: the kit's list, drawer and confirmation are the same on every screen.
  test('creates, edits and deletes a secret with the keyboard alone', async ({ page }) => {
    const list = new RecordsPage(page, vault);
    const toasts = new Toasts(page);
    await list.goto();

    await tabTo(page, list.newButton);
    await page.keyboard.press('Enter');
    const create = await list.form('New Vault');
    await tabTo(page, create.textbox('Vault Key'));
    await page.keyboard.type('keyboard-webhook');
    await tabTo(page, create.textbox('Vault Description'));
    await page.keyboard.type('Signing secret of the keyboard webhook');
    await tabTo(page, create.textbox('Vault Value'));
    await page.keyboard.type('whsec-keyboard-4242');
    // Space on the toggle shows the value.
    await tabTo(page, create.dialog.getByRole('button', { name: 'Show vault value' }));
    await page.keyboard.press('Space');
    await expect(create.textbox('Vault Value')).toHaveValue('whsec-keyboard-4242');
    await tabTo(page, create.saveButton());
    await page.keyboard.press('Enter');
    await toasts.expectShown('Vault saved successfully');
    await expect(create.dialog).toBeHidden();

    await tabTo(page, list.searchBox);
    await page.keyboard.type('keyboard-webhook');
    await expect(list.rowHeaders).toHaveCount(1);
    await tabTo(page, list.rowAction('keyboard-webhook', 'Edit'));
    await page.keyboard.press('Enter');
    const edit = await list.form('Edit Vault');
    await tabTo(page, edit.textbox('Vault Description'));
    await page.keyboard.press('End');
    await page.keyboard.type(', rotated');
    await tabTo(page, edit.textbox('Vault Value'));
    await page.keyboard.type('whsec-keyboard-7777');
    await tabTo(page, edit.saveButton('Update'));
    await page.keyboard.press('Enter');
    await toasts.expectShown('Vault updated successfully');
    await expect(list.row('keyboard-webhook')).toContainText('Signing secret of the keyboard webhook, rotated');

    await tabTo(page, list.rowAction('keyboard-webhook', 'Delete'));
    await page.keyboard.press('Enter');
    const confirmation = await list.deleteConfirmation();
    // Focus starts on Cancel; Tab reaches Delete.
    await expect(confirmation.cancelButton).toBeFocused();
    await tabTo(page, confirmation.deleteButton);
    await page.keyboard.press('Enter');
    await toasts.expectShown('Vault deleted successfully');
    await list.expectEmpty();
  });
});
