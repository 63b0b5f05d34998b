import { expect, test } from './fixtures/test.ts';
import { RecordsPage, type RecordsScreen } from './support/records-page.ts';
import { requestSent, resourcePaths } from './support/requests.ts';
import { Toasts } from './support/toasts.ts';

// What needs no server (each rule message, the duplicate name, the read-only lock, a refused
// update or delete, the form by keyboard) is tested beside the screen:
// apps/console/src/features/variables/screen.browser.test.tsx.

const variables: RecordsScreen = {
  path: 'variables',
  heading: 'Variables',
  table: 'Variables',
  search: 'Search variables by name',
  newLabel: 'New Variable',
  editTitle: 'Edit Variable',
  deleteTitle: 'Delete Variable',
  empty: 'No Variables found.',
};
const calls = resourcePaths('variable');

test.describe('variables', () => {
  // A whole flow through the list, two drawers and a confirmation outlasts the default on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('lists and searches the variables by name, then creates, edits and deletes one with its toasts and calls', async ({
    page,
    checkA11y,
  }) => {
    const list = new RecordsPage(page, variables);
    const toasts = new Toasts(page);
    await list.goto();
    await list.expectRows(['customer_name', 'policy_number', 'claim_amount', 'is_priority', 'retry_count']);
    await expect(list.row('claim_amount')).toContainText('float');
    await expect(list.row('claim_amount')).toContainText('Amount claimed, in the policy currency');
    await list.expectSearch('CLAIM', ['claim_amount']);
    // The description is not searched: only the name is.
    await list.expectSearch('policy currency', []);
    await list.searchBox.press('Escape');
    await expect(list.row('retry_count')).toBeVisible();
    await checkA11y('Variables list');

    const create = await list.openNew();
    await expect.poll(async () => (await create.dialog.boundingBox())?.width).toBe(633);
    await expect(create.saveButton()).toHaveAttribute('aria-disabled', 'true');
    // Lowercased when the field loses focus (spec 000 section 4.5).
    await create.fill('Variable Name', 'ORDER_ITEMS');
    await create.choose('Data Type', 'int');
    await expect(create.textbox('Variable Name')).toHaveValue('order_items');
    await create.fill('Description', 'How many items the order holds');
    await checkA11y('New Variable drawer, filled in');
    const posted = await requestSent(page, 'POST', calls.collection, () => create.save());
    expect(posted.postDataJSON()).toEqual({
      name: 'order_items',
      dataType: 'int',
      description: 'How many items the order holds',
    });
    await toasts.expectShown('Variable saved successfully');
    await expect(create.dialog).toBeHidden();
    await expect(list.row('order_items')).toContainText('How many items the order holds');

    const edit = await list.open('order_items');
    await expect(edit.textbox('Variable Name')).toHaveValue('order_items');
    await expect(edit.select('Data Type')).toContainText('int');
    await edit.fill('Description', 'How many items the customer ordered');
    await edit.choose('Data Type', 'float');
    const put = await requestSent(page, 'PUT', calls.item, () => edit.save('Update'));
    expect(put.postDataJSON()).toEqual({
      name: 'order_items',
      dataType: 'float',
      description: 'How many items the customer ordered',
    });
    await toasts.expectShown('Variable updated successfully');
    await expect(list.row('order_items')).toContainText('How many items the customer ordered');
    await expect(list.row('order_items')).toContainText('float');

    const confirmation = await list.openDelete('order_items');
    await expect(confirmation.dialog).toContainText("The variable 'order_items' will be removed");
    await confirmation.confirm();
    await toasts.expectShown('Variable deleted successfully');
    await expect(list.row('order_items')).toHaveCount(0);
  });
});
