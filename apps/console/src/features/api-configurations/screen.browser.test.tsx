import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ResourceScreen } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { enterOn, press, recordForm, recordList, tabTo, toastOf } from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { apiToolsScreen } from './screen';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

// Verification against the real mock API (the demo API, a vault token), create, edit and delete
// with headers, payload and promoted variables: tests/api-tools.spec.ts.

function seeded() {
  const api = createFakeApi({
    vault: [{ keyName: 'orders_token', description: 'Token of the orders API', isActive: true }],
    apiTool: [
      {
        name: 'Policy Lookup',
        description: 'Fetches a policy by its number',
        configurations: {
          url: 'https://api.acme-insurance.example/policies',
          method: 'GET',
          headers: [{ name: 'Accept', dataType: 'string', value: 'application/json' }],
          payload: '{"policy_number":{"description":"Policy number","type":"string"}}',
          authorization: { authType: 'none' },
          promotedVariables: '{"holder_name":{"description":"Name of the policy holder","type":"string"}}',
        },
      },
    ],
  });
  api.answer('GET', /\/activities$/, []);
  api.answer('POST', /\/tools\/api-check$/, { status: 200, statusText: 'OK' });
  return api;
}
const render = (api = seeded()) => renderInWorkspace(<ResourceScreen definition={apiToolsScreen} />, { api, createInPlace: { vault: () => null } });
const list = recordList('API tools');
const form = recordForm('New API Config');
const edit = recordForm('Edit API Config');
const rows = (group: string, scope = form) => {
  const locator = scope.dialog.getByRole('group', { name: group, exact: true });
  return {
    locator,
    name: (n: number) => locator.getByRole('textbox', { name: `Row ${n} name` }),
    value: (n: number, label = 'description') => locator.getByRole('textbox', { name: `Row ${n} ${label}` }),
    type: (n: number) => locator.getByRole('button', { name: new RegExp(`Row ${n} data type`) }),
    add: locator.getByRole('button', { name: /^Add / }),
  };
};
const checks = (api: ReturnType<typeof createFakeApi>) => api.calls.filter((call) => call.path.endsWith('/tools/api-check'));

async function fillRequired(name = 'Order Lookup') {
  await form.fill('API Name', name);
  await form.fill('API URL', 'http://127.0.0.1:4010/demo-api/secure/orders');
  await form.choose('Method', 'POST');
  await form.choose('Authorization', 'Bearer Token');
  await form.choose('Token', /^orders_token/);
  await form.fill('Description', 'Looks an order up by its number');
}

describe('the API tools screen', () => {
  it("shows 'No APIs have been configured.' with no tools, and the three usage cards", async () => {
    const api = createFakeApi({});
    api.answer('GET', /\/activities$/, []);
    await renderInWorkspace(<ResourceScreen definition={apiToolsScreen} />, { api });
    await expect.element(page.getByText('No APIs have been configured.', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Most credit consumed' })).toBeVisible();
  });

  it("shows each rule's message next to its field and keeps Save disabled with its tooltip", async () => {
    await render();
    await press('New API Config');
    await form.expectMessages('API Name', [
      [' Orders', 'No leading spaces in API name'],
      ['', 'Please enter an API name'],
    ]);
    await form.expectMessages('API URL', [
      ['orders', 'Please enter a valid URL'],
      ['', 'Please enter an API URL'],
    ]);
    await form.passSelect('Method');
    await expect.element(form.message('Please select API request method')).toBeVisible();
    await form.expectMessages('Description', [['abc', 'Description must be at least 5 characters long']]);
    await form.passSelect('Authorization');
    await expect.element(form.message('Please select authorization')).toBeVisible();
    // No Authorization, Basic Auth, Bearer Token, API Key and Single Sign-On: no OAuth2 for API tools.
    await userEvent.click(form.select('Authorization'));
    await expect
      .poll(() => page.getByRole('option').elements().map((option) => option.textContent))
      .toEqual(['No Authorization', 'Basic Auth', 'Bearer Token', 'API Key', 'Single Sign-On']);
    await userEvent.keyboard('{Escape}');
    await form.choose('Authorization', 'Basic Auth');
    await form.fill('Username', 'a');
    await form.expectMessages('Username', [['', 'Please enter a username']]);
    await form.passSelect('Password');
    await expect.element(form.message('Please select vault key')).toBeVisible();
    await form.expectSaveBlocked('Save');
    await expectNoAxeViolations('New API Config with its messages');
  });

  it('disables Add while a row is half filled, and offers list and dict only where they can travel', async () => {
    await render();
    await press('New API Config');
    const payload = rows('Payload');
    await userEvent.click(payload.add);
    await userEvent.fill(payload.name(1), 'tags');
    await expect.element(payload.add).toBeDisabled();
    await userEvent.fill(payload.value(1), 'Tags of the order');
    await expect.element(payload.add).toBeEnabled();
    await userEvent.click(payload.type(1));
    await userEvent.click(page.getByRole('option', { name: 'list' }));

    // Promoted variables are response fields: no list or dict.
    await userEvent.click(rows('Promoted Variables').add);
    await userEvent.click(rows('Promoted Variables').type(1));
    await expect.element(page.getByRole('option', { name: 'bool' })).toBeVisible();
    await expect.element(page.getByRole('option', { name: 'list' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    // GET sends the payload as query parameters: the list field becomes a string.
    await form.choose('Method', 'GET');
    const query = rows('Query Parameters');
    await expect.element(form.message('Payload format: query parameters')).toBeVisible();
    await expect.element(query.type(1)).toHaveAccessibleName(/^string/);
    await userEvent.click(query.type(1));
    await expect.element(page.getByRole('option', { name: 'dict' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  });

  it("verifies the API, saying 'Verifying', then saves it without its empty rows", async () => {
    const api = seeded();
    const check = api.hold('POST', /\/tools\/api-check$/);
    await render(api);
    await press('New API Config');
    await fillRequired();
    const headers = rows('Headers');
    await userEvent.click(headers.add);
    await userEvent.fill(headers.name(1), 'Accept');
    await userEvent.fill(headers.value(1, 'value'), 'application/json');
    await userEvent.click(headers.add);
    const payload = rows('Payload');
    await userEvent.click(payload.add);
    await userEvent.fill(payload.name(1), 'order_id');
    await userEvent.fill(payload.value(1), 'The order number');
    await userEvent.click(payload.type(1));
    await userEvent.click(page.getByRole('option', { name: 'int' }));
    const promoted = rows('Promoted Variables');
    await userEvent.click(promoted.add);
    await userEvent.fill(promoted.name(1), 'status');
    await userEvent.fill(promoted.value(1), 'Where the order is');

    await form.save('Save');
    await expect.element(form.dialog.getByRole('button', { name: 'Verifying' })).toBeVisible();
    expect(api.calls.some((call) => call.method === 'POST' && call.path.endsWith('/tools/api'))).toBe(false);
    check.release();
    await expect.element(toastOf('API saved successfully')).toBeVisible();
    await expect.element(list.row('Order Lookup')).toBeVisible();

    expect(checks(api)[0]!.body).toEqual({
      url: 'http://127.0.0.1:4010/demo-api/secure/orders',
      method: 'POST',
      headers: [{ name: 'Accept', dataType: 'string', value: 'application/json' }],
      authorization: { authType: 'bearer', meta: { token: 'orders_token' } },
    });
    const saved = api.records('apiTool').find((tool) => tool.name === 'Order Lookup')!;
    expect(saved.configurations.headers).toEqual([{ name: 'Accept', dataType: 'string', value: 'application/json' }]);
    expect(JSON.parse(saved.configurations.payload)).toEqual({ order_id: { description: 'The order number', type: 'int' } });
    expect(JSON.parse(saved.configurations.promotedVariables)).toEqual({ status: { description: 'Where the order is', type: 'string' } });
  });

  it('does not save when the API cannot be verified, and says why', async () => {
    const api = seeded();
    const reason = 'The API refused the authorization (401 Unauthorized). Check the authorization and its vault keys.';
    api.refuse({ method: 'POST', path: /\/tools\/api-check$/, status: 502, message: reason, errors: ['url: POST answered 401'] });
    await render(api);
    await press('New API Config');
    await fillRequired('Refused Orders');
    await form.save('Save');
    await expect.element(toastOf(reason)).toBeVisible();
    await expect.element(form.dialog).toBeVisible();
    await expect.element(form.saveButton('Save')).toBeVisible();
    expect(api.records('apiTool').map((tool) => tool.name)).not.toContain('Refused Orders');
    await expectNoAxeViolations('New API Config after a failed verification');
  });

  it("opens a tool with its rows and saves its changes as 'API updated successfully'", async () => {
    const api = seeded();
    await render(api);
    await userEvent.click(list.action('Policy Lookup', 'Edit'));
    const query = rows('Query Parameters', edit);
    await expect.element(query.name(1)).toHaveValue('policy_number');
    await expect.element(rows('Headers', edit).value(1, 'value')).toHaveValue('application/json');
    await expect.element(rows('Promoted Variables', edit).name(1)).toHaveValue('holder_name');
    await userEvent.click(query.add);
    await userEvent.fill(query.name(2), 'include_claims');
    await userEvent.fill(query.value(2), 'Whether to list the claims too');
    await edit.save('Save');
    await expect.element(toastOf('API updated successfully')).toBeVisible();
    const tool = api.records('apiTool').find((record) => record.name === 'Policy Lookup')!;
    expect(JSON.parse(tool.configurations.payload)).toEqual({
      policy_number: { description: 'Policy number', type: 'string' },
      include_claims: { description: 'Whether to list the claims too', type: 'string' },
    });
  });

  it('creates a tool from the keyboard: Add moves to the new row, selects open with Enter', async () => {
    const api = seeded();
    await render(api);
    await enterOn(page.getByRole('button', { name: 'New API Config' }));
    await tabTo(form.textbox('API Name'));
    await userEvent.keyboard('Keyboard Orders');
    await tabTo(form.textbox('API URL'));
    await userEvent.keyboard('https://api.example.com/orders');
    await enterOn(form.select('Method'));
    await userEvent.keyboard('PATCH{Enter}');
    await expect.element(form.select('Method')).toHaveAccessibleName(/^PATCH/);
    const headers = rows('Headers');
    await enterOn(headers.add);
    await expect.element(headers.name(1)).toHaveFocus();
    await userEvent.keyboard('Accept');
    await tabTo(headers.value(1, 'value'));
    await userEvent.keyboard('application/json');
    await enterOn(form.select('Authorization'));
    await userEvent.keyboard('Single{Enter}');
    await tabTo(form.textbox('Description'));
    await userEvent.keyboard('Patches an order by keyboard');
    await enterOn(form.saveButton('Save'));
    await expect.element(toastOf('API saved successfully')).toBeVisible();
    const saved = api.records('apiTool').find((tool) => tool.name === 'Keyboard Orders')!;
    expect(saved.configurations).toMatchObject({
      method: 'PATCH',
      headers: [{ name: 'Accept', dataType: 'string', value: 'application/json' }],
      authorization: { authType: 'sso' },
    });
  });
});
