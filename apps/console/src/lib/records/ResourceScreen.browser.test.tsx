import { EyeIcon } from '@agentdeck/ui';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { renderInWorkspace } from '../../testing/render';
import { variableTestForm } from '../../testing/variable-form';
import { defineRecordScreen } from './definition';
import { ResourceScreen } from './ResourceScreen';

/** A plain record screen, declared: what every screen of the console is made of. */
const screen = defineRecordScreen({
  resource: 'variable',
  nameOf: (variable) => variable.name,
  texts: {
    intro: 'Named values of the workspace.',
    newLabel: 'New Variable',
    table: 'Variables',
    search: 'Search variables',
    empty: 'No variables found',
    loadError: 'Could not load the variables',
  },
  columns: [
    { id: 'name', header: 'Variable Name', accessor: (variable) => variable.name, sortable: true },
    { id: 'dataType', header: 'Data Type', accessor: (variable) => variable.dataType },
  ],
  filter: { label: 'Data type', allLabel: 'All data types', valueOf: (variable) => variable.dataType },
  actions: [
    {
      id: 'details',
      label: (variable) => `Details of ${variable.name}`,
      icon: EyeIcon,
      Dialog: ({ record, isOpen }) => (isOpen && record ? <p role="status">{`${record.name} holds a ${record.dataType}`}</p> : null),
    },
  ],
  form: variableTestForm,
  deletion: { title: 'Delete Variable', describe: (variable) => `'${variable.name}' will be removed.` },
});

const seeded = () =>
  createFakeApi({
    variable: [
      { name: 'customer_name', dataType: 'string', description: 'Name of the customer' },
      { name: 'claim_amount', dataType: 'float', description: 'Amount claimed' },
      { name: 'policy_number', dataType: 'string', description: 'The policy of the claim', isReadOnly: true },
    ],
  });

const table = () => page.getByRole('table', { name: 'Variables' });
const drawer = (name: string) => page.getByRole('dialog', { name });
const toast = (text: string) => page.getByRole('alertdialog', { name: text });

describe('ResourceScreen (the record screen kit)', () => {
  it('lists the records, searches them and says when nothing matches', async () => {
    await renderInWorkspace(<ResourceScreen definition={screen} />, { api: seeded() });
    await expect.element(table().getByRole('rowheader', { name: 'customer_name' })).toBeVisible();
    await expect.element(table().getByRole('rowheader', { name: /policy_number/ })).toHaveTextContent('Read-only');
    await expectNoAxeViolations('the list');
    await userEvent.fill(page.getByRole('searchbox', { name: 'Search variables' }), 'claim');
    await expect.element(table().getByRole('rowheader', { name: 'claim_amount' })).toBeVisible();
    await expect.element(table().getByRole('rowheader', { name: 'customer_name' })).not.toBeInTheDocument();
    await userEvent.fill(page.getByRole('searchbox', { name: 'Search variables' }), 'nothing like it');
    await expect.element(page.getByText('No results found')).toBeVisible();
  });

  it("says the screen's own empty text when the workspace has none", async () => {
    await renderInWorkspace(<ResourceScreen definition={screen} />, { api: createFakeApi() });
    await expect.element(page.getByText('No variables found')).toBeVisible();
  });

  it('filters by the values of a field beside the search', async () => {
    await renderInWorkspace(<ResourceScreen definition={screen} />, { api: seeded() });
    await userEvent.click(page.getByRole('button', { name: /Data type/ }));
    await userEvent.click(page.getByRole('option', { name: 'float' }));
    await expect.element(table().getByRole('rowheader', { name: 'claim_amount' })).toBeVisible();
    await expect.element(table().getByRole('rowheader', { name: 'customer_name' })).not.toBeInTheDocument();
  });

  it('creates a record from the New drawer: the POST body, the toast, the list', async () => {
    const { api } = await renderInWorkspace(<ResourceScreen definition={screen} />, { api: seeded() });
    await userEvent.click(page.getByRole('button', { name: 'New Variable' }));
    const form = drawer('New Variable');
    await expect.element(form.getByRole('button', { name: 'Create' })).toBeVisible();
    await expectNoAxeViolations('the New drawer');
    await userEvent.fill(form.getByRole('textbox', { name: 'Variable Name' }), 'region_code');
    await userEvent.click(form.getByRole('button', { name: /Data Type/ }));
    await userEvent.click(page.getByRole('option', { name: 'int' }));
    await userEvent.fill(form.getByRole('textbox', { name: 'Description' }), 'The region of the claim');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect.element(toast('Variable saved successfully')).toBeVisible();
    await expect.element(form).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { name: 'region_code', dataType: 'int', description: 'The region of the claim' },
    ]);
    await expect.element(table().getByRole('rowheader', { name: 'region_code' })).toBeVisible();
  });

  it('keeps the form open with the message under the name when the name exists (409)', async () => {
    await renderInWorkspace(<ResourceScreen definition={screen} />, { api: seeded() });
    await userEvent.click(page.getByRole('button', { name: 'Edit claim_amount' }));
    const form = drawer('Edit Variable');
    await expect.element(form.getByRole('textbox', { name: 'Variable Name' })).toHaveValue('claim_amount');
    await userEvent.fill(form.getByRole('textbox', { name: 'Variable Name' }), 'customer_name');
    await userEvent.click(form.getByRole('button', { name: 'Update' }));
    const message = 'A Variable with this name already exists in this workspace';
    await expect.element(form.getByText(message)).toBeVisible();
    await expect.element(form.getByRole('textbox', { name: 'Variable Name' })).toHaveAccessibleDescription(message);
    await expect.element(toast(message)).toBeVisible();
  });

  it('holds the fields and reads Saving while a save is under way', async () => {
    const api = seeded();
    const held = api.hold('PUT', /\/variable\//);
    await renderInWorkspace(<ResourceScreen definition={screen} />, { api });
    await userEvent.click(page.getByRole('button', { name: 'Edit claim_amount' }));
    const form = drawer('Edit Variable');
    await userEvent.fill(form.getByRole('textbox', { name: 'Description' }), 'The amount claimed, in euros');
    await userEvent.click(form.getByRole('button', { name: 'Update' }));
    await expect.element(form.getByRole('button', { name: /Saving/ })).toBeVisible();
    await expect.element(form.getByRole('textbox', { name: 'Description' })).toHaveAttribute('readonly');
    held.release();
    await expect.element(toast('Variable updated successfully')).toBeVisible();
    expect(api.records('variable').find((variable) => variable.name === 'claim_amount')?.description).toBe('The amount claimed, in euros');
  });

  it('opens a read-only record to view it, locked, and does not offer to delete it', async () => {
    await renderInWorkspace(<ResourceScreen definition={screen} />, { api: seeded() });
    await expect.element(page.getByRole('button', { name: 'Delete policy_number' })).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'View policy_number' }));
    const form = drawer('View Variable');
    await expect.element(form.getByText('This variable is read-only: it cannot be changed or deleted.')).toBeVisible();
    await expect.element(form.getByRole('textbox', { name: 'Variable Name' })).toHaveAttribute('readonly');
    await expect.element(form.getByRole('textbox', { name: 'Description' })).toHaveAttribute('readonly');
    await expect.element(form.getByRole('button', { name: 'Update' })).toBeDisabled();
  });

  it('shows a failed delete in the dialog, and deletes on a second try', async () => {
    const api = seeded();
    api.refuse({ method: 'DELETE', path: /\/variable\//, status: 503, message: 'Service unavailable', times: 1 });
    await renderInWorkspace(<ResourceScreen definition={screen} />, { api });
    await userEvent.click(page.getByRole('button', { name: 'Delete claim_amount' }));
    const confirm = page.getByRole('alertdialog', { name: 'Delete Variable' });
    await expect.element(confirm.getByText("'claim_amount' will be removed.")).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect.element(confirm.getByRole('alert')).toHaveTextContent("We couldn't delete 'claim_amount': Service unavailable");
    await expectNoAxeViolations('a failed delete');
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect.element(toast('Variable deleted successfully')).toBeVisible();
    await expect.element(confirm).not.toBeInTheDocument();
    await expect.element(table().getByRole('rowheader', { name: 'claim_amount' })).not.toBeInTheDocument();
  });

  it("opens a screen's own row action about its record", async () => {
    await renderInWorkspace(<ResourceScreen definition={screen} />, { api: seeded() });
    await userEvent.click(page.getByRole('button', { name: 'Details of claim_amount' }));
    await expect.element(page.getByRole('status').filter({ hasText: 'claim_amount holds a float' })).toBeVisible();
  });

  it("fetches a form's code when the form first opens, its drawer saying that it loads meanwhile", async () => {
    const { resource, title, readOnlyNotice, toasts, nameField, ...code } = variableTestForm;
    let arrive = () => {};
    const load = vi.fn(
      () =>
        new Promise<typeof code>((resolve) => {
          arrive = () => resolve(code);
        }),
    );
    const lazily = { ...screen, form: { resource, title, readOnlyNotice, toasts, nameField, load } };
    await renderInWorkspace(<ResourceScreen definition={lazily} />, { api: seeded() });
    await expect.element(table().getByRole('rowheader', { name: 'customer_name' })).toBeVisible();
    expect(load).not.toHaveBeenCalled();

    await userEvent.click(page.getByRole('button', { name: 'New Variable' }));
    await expect.element(drawer('New Variable').getByRole('progressbar', { name: 'Loading New Variable' })).toBeVisible();
    await expectNoAxeViolations('the drawer while its form loads');
    arrive();
    await expect.element(drawer('New Variable').getByRole('textbox', { name: 'Variable Name' })).toBeVisible();
    await userEvent.click(drawer('New Variable').getByRole('button', { name: 'Cancel' }));
    await expect.element(drawer('New Variable')).not.toBeInTheDocument();

    // The code came once: Edit opens the form at once.
    await userEvent.click(page.getByRole('button', { name: 'Edit claim_amount' }));
    await expect.element(drawer('Edit Variable').getByRole('textbox', { name: 'Variable Name' })).toHaveValue('claim_amount');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
