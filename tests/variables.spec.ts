import type { Locator, Page } from '@playwright/test';
import { expect, test, workspaces } from './fixtures/test.ts';
import { tabTo } from './support/keyboard.ts';

const wid = workspaces.enterprise.id;
const listPath = `/api/workspaces/${wid}/variable`;

/** A variable name no other run or worker uses. */
const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;

const toastOf = (page: Page, message: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(message, { exact: true });
const table = (page: Page) => page.getByRole('table', { name: 'Variables' });
const rowOf = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });
const drawerOf = (page: Page, title: string) => page.getByRole('dialog', { name: title });
/** The message under a field: its accessible description holds the rule's text. */
const expectFieldError = (field: Locator, message: string) =>
  expect(field).toHaveAccessibleDescription(
    new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );

async function openVariables(page: Page) {
  await page.goto(`/workspace/${wid}/variables`);
  await expect(page.getByRole('heading', { level: 1, name: 'Variables' })).toBeVisible();
  await expect(table(page).getByRole('rowheader', { name: 'policy_number' })).toBeVisible();
}

test.describe('variables', () => {
  test('lists the variables and searches them by name, case-insensitively', async ({ page }) => {
    await openVariables(page);
    for (const name of [
      'customer_name',
      'policy_number',
      'claim_amount',
      'is_priority',
      'retry_count',
    ]) {
      await expect(table(page).getByRole('rowheader', { name })).toBeVisible();
    }
    await expect(rowOf(page, 'claim_amount')).toContainText('float');
    await expect(rowOf(page, 'claim_amount')).toContainText(
      'Amount claimed, in the policy currency',
    );

    const search = page.getByRole('searchbox', { name: 'Search variables by name' });
    await search.fill('CLAIM');
    await expect(table(page).getByRole('rowheader')).toHaveText(['claim_amount']);
    // The description is not searched: only the name is.
    await search.fill('policy currency');
    await expect(table(page)).toContainText('No results found');
    await search.press('Escape');
    await expect(table(page).getByRole('rowheader', { name: 'retry_count' })).toBeVisible();
  });

  test('creates, edits and deletes a variable, with its toasts and calls', async ({
    page,
    checkA11y,
  }) => {
    const name = uniqueName('e2e_var');
    await openVariables(page);

    await page.getByRole('button', { name: 'New Variable' }).click();
    const drawer = drawerOf(page, 'New Variable');
    await expect(drawer).toBeVisible();
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(633);
    const create = drawer.getByRole('button', { name: 'Create' });
    await expect(create).toHaveAttribute('aria-disabled', 'true');

    // Lowercased when the field loses focus (spec 000 section 4.5).
    await drawer.getByRole('textbox', { name: 'Variable Name' }).fill(name.toUpperCase());
    await drawer.getByRole('button', { name: /Data Type/ }).click();
    await page.getByRole('option', { name: 'int' }).click();
    await expect(drawer.getByRole('textbox', { name: 'Variable Name' })).toHaveValue(name);
    await drawer
      .getByRole('textbox', { name: 'Description' })
      .fill('How many items the order holds');
    await checkA11y('New Variable drawer, filled in');

    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith(listPath),
    );
    await create.click();
    expect((await posted).postDataJSON()).toEqual({
      name,
      dataType: 'int',
      description: 'How many items the order holds',
    });
    await expect(toastOf(page, 'Variable saved successfully')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(rowOf(page, name)).toContainText('How many items the order holds');

    await rowOf(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const edit = drawerOf(page, 'Edit Variable');
    await expect(edit.getByRole('textbox', { name: 'Variable Name' })).toHaveValue(name);
    await expect(edit.getByRole('button', { name: /Data Type/ })).toContainText('int');
    await edit
      .getByRole('textbox', { name: 'Description' })
      .fill('How many items the customer ordered');
    await edit.getByRole('button', { name: /Data Type/ }).click();
    await page.getByRole('option', { name: 'float' }).click();
    const put = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().includes(`${listPath}/`),
    );
    await edit.getByRole('button', { name: 'Update' }).click();
    expect((await put).postDataJSON()).toEqual({
      name,
      dataType: 'float',
      description: 'How many items the customer ordered',
    });
    await expect(toastOf(page, 'Variable updated successfully')).toBeVisible();
    await expect(rowOf(page, name)).toContainText('How many items the customer ordered');
    await expect(rowOf(page, name)).toContainText('float');

    await rowOf(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Variable' });
    await expect(confirm).toContainText(`The variable '${name}' will be removed`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastOf(page, 'Variable deleted successfully')).toBeVisible();
    await expect(table(page).getByRole('rowheader', { name })).toHaveCount(0);
  });

  test('shows each rule message next to its field and keeps Create disabled while invalid', async ({
    page,
    checkA11y,
  }) => {
    await openVariables(page);
    await page.getByRole('button', { name: 'New Variable' }).click();
    const drawer = drawerOf(page, 'New Variable');
    const nameField = drawer.getByRole('textbox', { name: 'Variable Name' });

    await nameField.fill('x');
    await nameField.fill('');
    await expectFieldError(nameField, 'Please enter a variable name');
    await nameField.fill(' order');
    await expectFieldError(nameField, 'No leading spaces in variable name');
    await nameField.fill('order ');
    await expectFieldError(nameField, 'No trailing spaces in variable name');
    await nameField.fill('order-id');
    await expectFieldError(nameField, 'Letters, digits and _ only allowed');
    await expect(drawer.getByText('Letters, digits and _ only allowed')).toBeVisible();
    await nameField.fill('order_id');
    await expect(nameField).not.toHaveAttribute('aria-invalid', 'true');

    const description = drawer.getByRole('textbox', { name: 'Description' });
    await description.fill('abc');
    await expectFieldError(description, 'Description must be at least 5 characters long');
    await description.fill('');
    await expectFieldError(description, 'Please enter a description');

    const dataType = drawer.getByRole('button', { name: /Data Type/ });
    await dataType.click();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(drawer.getByText('Please select a data type')).toBeVisible();

    const create = drawer.getByRole('button', { name: 'Create' });
    await expect(create).toHaveAttribute('aria-disabled', 'true');
    // Focused from the keyboard, the disabled button says why.
    await tabTo(page, create);
    await expect(page.getByRole('tooltip')).toHaveText(
      'All details need to be filled before the form can be saved',
    );
    await checkA11y('New Variable drawer with errors');

    // A click outside does not close the drawer; Cancel does, and the next opening starts afresh.
    await page.mouse.click(100, 400);
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'New Variable' }).click();
    await expect(
      drawerOf(page, 'New Variable').getByRole('textbox', { name: 'Variable Name' }),
    ).toHaveValue('');
    await expect(
      drawerOf(page, 'New Variable').getByRole('textbox', { name: 'Description' }),
    ).toHaveValue('');
  });

  test('refuses a duplicate name with the server message', async ({ page }) => {
    await openVariables(page);
    await page.getByRole('button', { name: 'New Variable' }).click();
    const drawer = drawerOf(page, 'New Variable');
    await drawer.getByRole('textbox', { name: 'Variable Name' }).fill('policy_number');
    await drawer.getByRole('button', { name: /Data Type/ }).click();
    await page.getByRole('option', { name: 'string' }).click();
    await drawer.getByRole('textbox', { name: 'Description' }).fill('A second policy number');
    await drawer.getByRole('button', { name: 'Create' }).click();
    await expect(
      toastOf(page, 'A Variable with this name already exists in this workspace'),
    ).toBeVisible();
    await expect(drawer).toBeVisible();
  });

  test('opens a read-only variable locked: no update, no delete', async ({ page }) => {
    await openVariables(page);
    const row = rowOf(page, 'customer_name');
    await expect(row).toContainText('Read-only');
    await expect(row.getByRole('button', { name: 'Delete customer_name' })).toBeDisabled();
    await row.getByRole('button', { name: 'View customer_name' }).click();
    const drawer = drawerOf(page, 'Edit Variable');
    await expect(drawer).toContainText(
      'This variable is read-only: it cannot be changed or deleted.',
    );
    await expect(drawer.getByRole('textbox', { name: 'Variable Name' })).toHaveAttribute(
      'readonly',
      '',
    );
    await expect(drawer.getByRole('textbox', { name: 'Description' })).toHaveAttribute(
      'readonly',
      '',
    );
    await expect(drawer.getByRole('button', { name: 'Update' })).toBeDisabled();
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer).toBeHidden();
  });

  test('shows a refused update or delete (403) as a toast and stays on the page', async ({
    page,
    api,
  }) => {
    const name = uniqueName('e2e_forbidden');
    const { id } = await api.post<{ id: string }>(`workspaces/${wid}/variable`, {
      name,
      dataType: 'string',
      description: 'Made for the 403 test',
    });

    try {
      // The server refuses: as it does for a record that became read-only after the list loaded.
      const refusal = {
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'This Variable is read-only and cannot be changed',
          errors: [],
        }),
      };
      await page.route(`**${listPath}/${id}`, (route) =>
        route.request().method() === 'GET' ? route.fallback() : route.fulfill(refusal),
      );
      await openVariables(page);

      await rowOf(page, name)
        .getByRole('button', { name: `Edit ${name}` })
        .click();
      const drawer = drawerOf(page, 'Edit Variable');
      await drawer.getByRole('textbox', { name: 'Description' }).fill('Changed by the 403 test');
      await drawer.getByRole('button', { name: 'Update' }).click();
      await expect(toastOf(page, 'This Variable is read-only and cannot be changed')).toBeVisible();
      await expect(drawer).toBeVisible();
      // The toast sits over the drawer's footer until it is closed.
      await page
        .getByRole('alertdialog', { name: 'This Variable is read-only and cannot be changed' })
        .getByRole('button', { name: 'Close' })
        .click();
      await drawer.getByRole('button', { name: 'Cancel' }).click();

      await rowOf(page, name)
        .getByRole('button', { name: `Delete ${name}` })
        .click();
      await page
        .getByRole('alertdialog', { name: 'Delete Variable' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(toastOf(page, 'This Variable is read-only and cannot be changed')).toBeVisible();
      await expect(page).toHaveURL(`/workspace/${wid}/variables`);
      await expect(table(page).getByRole('rowheader', { name })).toBeVisible();
    } finally {
      await page.unrouteAll();
    }
  });

  test('creates, edits and deletes a variable with the keyboard alone', async ({ page }) => {
    const name = uniqueName('e2e_keys');
    await openVariables(page);

    await tabTo(page, page.getByRole('button', { name: 'New Variable' }));
    await page.keyboard.press('Enter');
    const drawer = drawerOf(page, 'New Variable');
    await tabTo(page, drawer.getByRole('textbox', { name: 'Variable Name' }));
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('button', { name: /Data Type/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'string' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('button', { name: /Data Type/ })).toContainText('int');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Typed without a mouse');
    await tabTo(page, drawer.getByRole('button', { name: 'Create' }));
    await page.keyboard.press('Enter');
    await expect(toastOf(page, 'Variable saved successfully')).toBeVisible();
    await expect(drawer).toBeHidden();

    const editButton = rowOf(page, name).getByRole('button', { name: `Edit ${name}` });
    await tabTo(page, page.getByRole('searchbox', { name: 'Search variables by name' }));
    await page.keyboard.type(name);
    await tabTo(page, editButton);
    await page.keyboard.press('Enter');
    const edit = drawerOf(page, 'Edit Variable');
    await tabTo(page, edit.getByRole('textbox', { name: 'Description' }));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Edited without a mouse');
    await tabTo(page, edit.getByRole('button', { name: 'Update' }));
    await page.keyboard.press('Enter');
    await expect(toastOf(page, 'Variable updated successfully')).toBeVisible();
    await expect(rowOf(page, name)).toContainText('Edited without a mouse');

    await tabTo(page, rowOf(page, name).getByRole('button', { name: `Delete ${name}` }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Delete Variable' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(toastOf(page, 'Variable deleted successfully')).toBeVisible();
    await expect(table(page).getByRole('rowheader', { name })).toHaveCount(0);
  });
});
