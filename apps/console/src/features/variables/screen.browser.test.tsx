import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ResourceScreen } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import {
  deleteConfirmation,
  enterOn,
  expectRefusedDelete,
  expectRefusedUpdate,
  press,
  recordForm,
  recordList,
  refuseChanges,
  SAVE_BLOCKED_TOOLTIP,
  tabTo,
  toastOf,
} from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { variablesScreen } from './screen';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

// The list, search, create, edit and delete across the real mock API are end to end:
// tests/variables.spec.ts.

const seeded = () =>
  createFakeApi({
    variable: [
      { name: 'customer_name', dataType: 'string', description: 'Full name of the customer in the conversation', isReadOnly: true },
      { name: 'policy_number', dataType: 'string', description: 'Insurance policy number quoted by the customer' },
      { name: 'claim_amount', dataType: 'float', description: 'Amount claimed, in the policy currency' },
    ],
  });
const render = (api = seeded()) => renderInWorkspace(<ResourceScreen definition={variablesScreen} />, { api });
const list = recordList('Variables');
const create = recordForm('New Variable');
const edit = recordForm('Edit Variable');

describe('the variables screen', () => {
  it('shows each rule message next to its field and keeps Create disabled while invalid', async () => {
    await render();
    await press('New Variable');
    await create.fill('Variable Name', 'x');
    await create.expectMessages('Variable Name', [
      ['', 'Please enter a variable name'],
      [' order', 'No leading spaces in variable name'],
      ['order ', 'No trailing spaces in variable name'],
      ['order-id', 'Letters, digits and _ only allowed'],
    ]);
    await expect.element(create.message('Letters, digits and _ only allowed')).toBeVisible();
    await create.fill('Variable Name', 'order_id');
    await expect.element(create.textbox('Variable Name')).not.toHaveAttribute('aria-invalid', 'true');
    await create.expectMessages('Description', [
      ['abc', 'Description must be at least 5 characters long'],
      ['', 'Please enter a description'],
    ]);
    await create.passSelect('Data Type');
    await userEvent.tab();
    await expect.element(create.message('Please select a data type')).toBeVisible();

    await expect.element(create.saveButton()).toHaveAttribute('aria-disabled', 'true');
    // Focused from the keyboard, the disabled button says why.
    await tabTo(create.saveButton());
    await expect.element(page.getByRole('tooltip')).toHaveTextContent(SAVE_BLOCKED_TOOLTIP);
    await expectNoAxeViolations('the New Variable drawer with errors');

    // A click outside does not close the drawer; Cancel does, and the next opening starts afresh.
    await userEvent.click(page.elementLocator(document.body), { position: { x: 100, y: 400 }, force: true });
    await expect.element(create.dialog).toBeVisible();
    await create.cancel();
    await expect.element(create.dialog).not.toBeInTheDocument();
    await press('New Variable');
    await expect.element(create.textbox('Variable Name')).toHaveValue('');
    await expect.element(create.textbox('Description')).toHaveValue('');
  });

  it('refuses a duplicate name with the server message', async () => {
    await render();
    await press('New Variable');
    await create.fill('Variable Name', 'policy_number');
    await create.choose('Data Type', 'string');
    await create.fill('Description', 'A second policy number');
    await create.save();
    await expect.element(toastOf('A Variable with this name already exists in this workspace')).toBeVisible();
    await expect.element(create.dialog).toBeVisible();
  });

  it('opens a read-only variable locked: no update, no delete', async () => {
    await render();
    await expect.element(list.row('customer_name')).toHaveTextContent('Read-only');
    await expect.element(list.action('customer_name', 'Delete')).toBeDisabled();
    await userEvent.click(list.action('customer_name', 'View'));
    await expect.element(edit.dialog.getByText('This variable is read-only: it cannot be changed or deleted.')).toBeVisible();
    await expect.element(edit.textbox('Variable Name')).toHaveAttribute('readonly');
    await expect.element(edit.textbox('Description')).toHaveAttribute('readonly');
    await expect.element(edit.saveButton('Update')).toBeDisabled();
    await edit.cancel();
    await expect.element(edit.dialog).not.toBeInTheDocument();
  });

  it('shows a refused update or delete (403) as a toast and stays on the list', async () => {
    const api = seeded();
    const message = 'This Variable is read-only and cannot be changed';
    refuseChanges(api, 'variable', 'claim_amount', message);
    await render(api);
    await expectRefusedUpdate(list, 'claim_amount', edit, () => edit.fill('Description', 'Changed by the 403 test'), message);
    await expectRefusedDelete(list, 'claim_amount', 'Delete Variable', message);
  });

  it('creates, edits and deletes a variable from the keyboard: the data type opens with Enter and moves with the arrows', async () => {
    await render();
    await enterOn(page.getByRole('button', { name: 'New Variable' }));
    await tabTo(create.textbox('Variable Name'));
    await userEvent.keyboard('order_items');
    await userEvent.tab();
    await expect.element(create.select('Data Type')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('option', { name: 'string' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.element(create.select('Data Type')).toHaveTextContent('int');
    await userEvent.tab();
    await userEvent.keyboard('Typed without a mouse');
    await enterOn(create.saveButton());
    await expect.element(toastOf('Variable saved successfully')).toBeVisible();
    await expect.element(create.dialog).not.toBeInTheDocument();

    await tabTo(page.getByRole('searchbox', { name: 'Search variables by name' }));
    await userEvent.keyboard('order_items');
    await expect.element(list.table.getByRole('rowheader')).toHaveTextContent('order_items');
    await enterOn(list.action('order_items', 'Edit'));
    await tabTo(edit.textbox('Description'));
    await userEvent.keyboard('{ControlOrMeta>}a{/ControlOrMeta}Edited without a mouse');
    await enterOn(edit.saveButton('Update'));
    await expect.element(toastOf('Variable updated successfully')).toBeVisible();
    await expect.element(list.row('order_items')).toHaveTextContent('Edited without a mouse');

    await enterOn(list.action('order_items', 'Delete'));
    const confirmation = deleteConfirmation('Delete Variable');
    await expect.element(confirmation.dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Tab}{Enter}');
    await expect.element(toastOf('Variable deleted successfully')).toBeVisible();
    await expect.element(list.row('order_items')).not.toBeInTheDocument();
  });
});
