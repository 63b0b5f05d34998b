import { expect, test } from './fixtures/test.ts';
import { mockApiUrl } from './fixtures/servers.ts';
import { countCalls, requestSent, resourcePaths } from './support/requests.ts';
import { RecordsPage, type RecordsScreen } from './support/records-page.ts';
import type { RecordForm } from './support/record-form.ts';
import { Toasts } from './support/toasts.ts';

// What needs no server (each rule message, Add held by a half-filled row, the data types per
// method, 'Verifying' on the button, a failed check saving nothing) is tested beside the screen:
// apps/console/src/features/api-configurations/*.browser.test.tsx. Here 'Verifying' calls the mock
// API's demo API behind its bearer token, with the token saved in the test's own vault.

const apis: RecordsScreen = {
  path: 'api-configurations',
  heading: 'API Configurations',
  table: 'API tools',
  search: 'Search API tools',
  newLabel: 'New API Config',
  editTitle: 'Edit API Config',
  deleteTitle: 'Delete API Config',
  empty: 'No APIs have been configured.',
};
const calls = resourcePaths('tools/api');
const check = /^\/api\/workspaces\/\d+\/tools\/api-check$/;
const ordersUrl = `${mockApiUrl}/demo-api/secure/orders`;

/** The rows of the group `label` ('Headers'): a row's fields by number, its data type, and Add. */
function rows(form: RecordForm, label: string) {
  const group = form.dialog.getByRole('group', { name: label, exact: true });
  return {
    name: (n: number) => group.getByRole('textbox', { name: `Row ${n} name` }),
    value: (n: number) => group.getByRole('textbox', { name: new RegExp(`^Row ${n} (value|description)$`) }),
    async add(name: string, value: string, dataType?: string) {
      const n = (await group.getByRole('textbox', { name: / name$/ }).count()) + 1;
      await group.getByRole('button', { name: /^Add / }).click();
      await this.name(n).fill(name);
      await this.value(n).fill(value);
      if (dataType) {
        await group.getByRole('button', { name: new RegExp(`Row ${n} data type`) }).click();
        await form.page.getByRole('option', { name: dataType, exact: true }).click();
      }
    },
  };
}

test.describe('API tools', () => {
  test.describe.configure({ timeout: 60_000 });

  test('creates a tool with headers, payload and promoted variables once the API is verified, edits and deletes it', async ({
    page,
    api,
    checkA11y,
  }) => {
    await api.post('workspaces/1001/key-vault', {
      keyName: 'orders_token',
      description: 'Bearer token of the demo orders API',
      keyValue: 'demo-api-token',
      isActive: true,
    });
    const list = new RecordsPage(page, apis);
    const toasts = new Toasts(page);
    await list.goto();
    await list.expectRows(['Policy Lookup', 'Create Ticket']);
    await list.expectSearch('TICKET', ['Create Ticket']);
    await list.search('');
    await checkA11y('API tools list');

    const create = await list.openNew();
    await create.fill('API Name', 'Order Lookup');
    await create.fill('API URL', ordersUrl);
    await create.choose('Method', 'POST');
    await rows(create, 'Headers').add('Accept', 'application/json');
    await rows(create, 'Payload').add('order_id', 'The order number', 'int');
    await rows(create, 'Payload').add('filters', 'Narrows the orders', 'dict');
    // A row left without its description is dropped on save.
    await rows(create, 'Payload').add('draft', '');
    await rows(create, 'Promoted Variables').add('status', 'Where the order is');
    await create.fill('Description', 'Looks an order up by its number');
    await create.choose('Authorization', 'No Authorization');
    await checkA11y('New API Config drawer, filled in');

    // Without its token the API refuses: nothing is saved and the reason is said.
    const posts = countCalls(page, 'POST', calls.collection);
    await create.save('Save');
    await toasts.expectShown('The API refused the authorization (401 Unauthorized). Check the authorization and its vault keys.');
    await expect(create.dialog).toBeVisible();
    expect(posts.count).toBe(0);
    await toasts.closeAll();

    await create.choose('Authorization', 'Bearer Token');
    await create.selectVaultKey('Token', 'orders_token');
    const checked = await requestSent(page, 'POST', check, () => create.save('Save'));
    expect(checked.postDataJSON()).toEqual({
      url: ordersUrl,
      method: 'POST',
      headers: [{ name: 'Accept', dataType: 'string', value: 'application/json' }],
      authorization: { authType: 'bearer', meta: { token: 'orders_token' } },
    });
    await toasts.expectShown('API saved successfully');
    const saved = await api.get<Array<{ name: string; configurations: Record<string, unknown> }>>('workspaces/1001/tools/api');
    const tool = saved.find((record) => record.name === 'Order Lookup')!;
    expect(tool.configurations).toEqual({
      url: ordersUrl,
      method: 'POST',
      headers: [{ name: 'Accept', dataType: 'string', value: 'application/json' }],
      payload: JSON.stringify({
        order_id: { description: 'The order number', type: 'int' },
        filters: { description: 'Narrows the orders', type: 'dict' },
      }),
      promotedVariables: JSON.stringify({ status: { description: 'Where the order is', type: 'string' } }),
      authorization: { authType: 'bearer', meta: { token: 'orders_token' } },
    });
    await list.find('Order Lookup');

    // GET sends the payload as query parameters: the dict field is converted to a string.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    const edit = await list.open('Order Lookup');
    await expect(rows(edit, 'Headers').value(1)).toHaveValue('application/json');
    await edit.choose('Method', 'GET');
    await expect(rows(edit, 'Query Parameters').name(2)).toHaveValue('filters');
    await checkA11y('Edit API Config drawer with query parameters, dark theme');
    const put = await requestSent(page, 'PUT', calls.item, () => edit.save('Save'));
    expect(JSON.parse((put.postDataJSON() as { configurations: { payload: string } }).configurations.payload)).toEqual({
      order_id: { description: 'The order number', type: 'int' },
      filters: { description: 'Narrows the orders', type: 'string' },
    });
    await toasts.expectShown('API updated successfully');
    await expect(list.row('Order Lookup')).toContainText('GET');

    await (await list.openDelete('Order Lookup')).confirm();
    await toasts.expectShown('API deleted successfully');
    await list.expectEmpty();
  });
});
