import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { z } from 'zod';
import { apiToolSelector } from '../../entities/selectors';
import { formInPlace, FormRecordSelector } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { FieldForm } from '../../testing/field-form';
import { recordForm, toastOf } from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { apiToolsScreen } from './screen';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

const schema = z.object({ apiTools: z.array(z.string()) });
const registry = { apiTool: formInPlace(apiToolsScreen.form), vault: () => null };
const tool = (name: string, description: string) => ({
  name,
  description,
  configurations: { url: 'https://api.example.com/orders', method: 'GET' as const, headers: [], payload: '{}', promotedVariables: '{}', authorization: { authType: 'none' as const } },
});

function seeded(tools = [tool('Order Lookup', 'Looks an order up by its number'), tool('Refund Request', 'Opens a refund for an order')]) {
  const api = createFakeApi({ apiTool: tools });
  api.answer('POST', /\/tools\/api-check$/, { status: 200, statusText: 'OK' });
  return api;
}
const render = (api: ReturnType<typeof createFakeApi>) =>
  renderInWorkspace(
    <FieldForm schema={schema} defaultValues={{ apiTools: [] }}>
      <FormRecordSelector<'apiTool', z.infer<typeof schema>> selector={apiToolSelector} name="apiTools" selectionMode="multiple" />
    </FieldForm>,
    { api, createInPlace: registry },
  );
const modal = () => page.getByRole('dialog', { name: 'APIs' });
const held = () => page.getByRole('status', { name: 'Held' });

describe('the APIs selector', () => {
  it("says 'Please wait! loading the API data for you...', then 'No APIs have been configured.'", async () => {
    const api = seeded([]);
    const hold = api.hold('GET', /tools\/api$/);
    await render(api);
    await userEvent.click(page.getByRole('button', { name: 'Add API' }));
    await expect.element(modal().getByText('Please wait! loading the API data for you...')).toBeVisible();
    hold.release();
    await expect.element(modal().getByText('No APIs have been configured.')).toBeVisible();
    await expectNoAxeViolations('the empty APIs selector');
  });

  it('edits a tool in place, verified before it is saved, and keeps the choice of both tools', async () => {
    const api = seeded();
    await render(api);
    await userEvent.click(page.getByRole('button', { name: 'Add API' }));
    await userEvent.click(modal().getByRole('row', { name: /^Order Lookup/ }));
    await userEvent.click(modal().getByRole('row', { name: /^Refund Request/ }));
    await userEvent.click(modal().getByRole('button', { name: 'Edit Refund Request' }));
    const form = recordForm('Edit API Config');
    await form.fill('Description', 'Opens a refund for a returned order');
    await form.save('Save');
    await expect.element(toastOf('API updated successfully')).toBeVisible();
    expect(api.calls.filter((call) => call.path.endsWith('/tools/api-check'))).toHaveLength(1);

    await expect.element(modal().getByRole('row', { name: /^Refund Request/, selected: true })).toHaveTextContent('Opens a refund for a returned order');
    await userEvent.click(modal().getByRole('button', { name: 'Add', exact: true }));
    const ids = api.records('apiTool').map((record) => record.id);
    await expect.element(held()).toHaveTextContent(JSON.stringify({ apiTools: ids }));
    await expect.element(page.getByRole('listitem').filter({ hasText: 'Refund Request' })).toBeVisible();
  });
});
