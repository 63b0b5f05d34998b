import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ResourceScreen } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import {
  expectRefusedDelete,
  expectRefusedUpdate,
  press,
  recordForm,
  recordList,
  refuseChanges,
  toastOf,
} from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { vaultScreen } from './screen';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

// The list, create, edit and delete across the real mock API, and the keyboard path, are end to
// end: tests/vault.spec.ts.

const seeded = () =>
  createFakeApi({
    vault: [
      { keyName: 'openai-api-key', description: 'Platform OpenAI key for production agents', isActive: true, isReadOnly: true },
      { keyName: 'anthropic-api-key', description: 'Anthropic key used by the claims triage agent', isActive: true },
      { keyName: 'gemini-api-key', description: 'Google AI Studio key for Gemini models', isActive: true },
    ],
  });
const render = (api = seeded()) => renderInWorkspace(<ResourceScreen definition={vaultScreen} />, { api });
const list = recordList('Vault');
const create = recordForm('New Vault');
const edit = recordForm('Edit Vault');

describe('the vault screen', () => {
  it('shows each rule message next to its field and keeps Create disabled with its tooltip', async () => {
    await render();
    await press('New Vault');
    await create.expectMessages('Vault Key', [
      [' billing-key', 'No leading spaces in vault key'],
      ['billing-key ', 'No trailing spaces in vault key'],
      ['', 'Please enter a vault key'],
    ]);
    await create.expectMessages('Vault Description', [
      [' Billing', 'No leading spaces in vault description'],
      ['Billing ', 'No trailing spaces in vault description'],
      ['Billing', 'Vault description must be at least 20 characters long'],
      ['', 'Please enter a vault description'],
    ]);
    await create.expectMessages('Vault Value', [
      [' secret', 'No leading spaces in vault value'],
      ['secret ', 'No trailing spaces in vault value'],
      ['', 'Please enter a secret value'],
    ]);
    await create.expectSaveBlocked();

    // Cancel closes the drawer and the next one starts empty.
    await create.cancel();
    await expect.element(create.dialog).not.toBeInTheDocument();
    await press('New Vault');
    await expect.element(create.textbox('Vault Key')).toHaveValue('');
  });

  it('says clearly when the key name already exists (409)', async () => {
    await render();
    await press('New Vault');
    await create.fill('Vault Key', 'anthropic-api-key');
    await create.fill('Vault Description', 'A second Anthropic key for the same team');
    await create.fill('Vault Value', 'sk-ant-duplicate-0000');
    await create.save();
    const message = 'A Vault with this name already exists in this workspace';
    await expect.element(toastOf(message)).toBeVisible();
    await create.expectFieldError('Vault Key', message);
    await expect.element(create.dialog).toBeVisible();
  });

  it('locks a read-only secret: no edit, no delete, and its form opens read-only', async () => {
    await render();
    await expect.element(list.row('openai-api-key')).toHaveTextContent('Read-only');
    await expect.element(list.action('openai-api-key', 'Delete')).toBeDisabled();
    await expect.element(list.action('openai-api-key', 'Edit')).not.toBeInTheDocument();

    await userEvent.click(list.action('openai-api-key', 'View'));
    await expect.element(edit.dialog.getByText('This secret is read-only: it cannot be changed or deleted.')).toBeVisible();
    await expect.element(edit.textbox('Vault Key')).toHaveAttribute('readonly');
    await expect.element(edit.textbox('Vault Description')).toHaveAttribute('readonly');
    await expect.element(edit.textbox('Vault Value')).toBeDisabled();
    await expect.element(edit.saveButton('Update')).toBeDisabled();
    await expectNoAxeViolations('the read-only Edit Vault drawer');
  });

  it('leaves nothing unnamed for screen readers while the list reloads after a key is created (issue 21)', async () => {
    const api = seeded();
    await render(api);
    await expect.element(list.row('gemini-api-key')).toBeVisible();
    const listCalls = () => api.calls.filter((call) => call.method === 'GET' && call.path.endsWith('/key-vault')).length;
    // The list's reload after the save waits until the page has been checked.
    const reload = api.hold('GET', /\/key-vault$/);
    await press('New Vault');
    await create.fill('Vault Key', 'billing-api-key');
    await create.fill('Vault Description', 'Key of the billing provider for invoices');
    await create.fill('Vault Value', 'sk-billing-0000');
    await create.save();
    await expect.element(toastOf('Vault saved successfully')).toBeVisible();
    await expect.element(create.dialog).not.toBeInTheDocument();
    await expect.poll(listCalls).toBe(2);
    await expectNoAxeViolations('the vault list reloading after a save, live announcements included', { liveAnnouncer: true });
    reload.release();
    await expect.element(list.row('billing-api-key')).toBeVisible();
  });

  it('shows a forbidden update or delete (403) as a toast and stays on the list', async () => {
    const api = seeded();
    const message = 'This Vault is read-only and cannot be changed';
    refuseChanges(api, 'vault', 'gemini-api-key', message);
    await render(api);
    await expectRefusedUpdate(list, 'gemini-api-key', edit, () => edit.fill('Vault Value', 'AIza-rotated-9999'), message);
    await expectRefusedDelete(list, 'gemini-api-key', 'Delete Vault', message);
    expect(api.records('vault').map((secret) => secret.keyName)).toContain('gemini-api-key');
  });
});
