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
  tabTo,
  toastOf,
} from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { llmScreen } from './screen';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

// The list, search, create, edit and delete across the real mock API, Bedrock's credentials on
// the wire and a vault key made in place are end to end: tests/llm.spec.ts.

function seeded() {
  const api = createFakeApi({
    llm: [
      {
        name: 'GPT-4o Production',
        provider: 'OpenAI',
        modelName: 'gpt-4o',
        apiKeyReference: 'openai-api-key',
        configurations: { description: 'Default model for customer-facing agents', maxTokens: 4096, temperature: 0.2 },
        isReadOnly: true,
      },
      {
        name: 'Gemini Flash Router',
        provider: 'Google Gemini',
        modelName: 'gemini-2.5-flash',
        apiKeyReference: 'gemini-api-key',
        configurations: { description: 'Fast, low-cost routing and classification', maxTokens: 2048, temperature: 0 },
      },
    ],
    vault: [
      { keyName: 'openai-api-key', description: 'Platform OpenAI key for production agents', isActive: true },
      { keyName: 'anthropic-api-key', description: 'Anthropic key used by the claims triage agent', isActive: true },
      { keyName: 'aws-secret-access-key', description: 'Bedrock and Neptune access for the data team', isActive: true },
    ],
  });
  // The form's providers and models are the platform catalogue's, which the fake API serves as the
  // mock API does; the usage summary above the list reads the recent activities.
  api.answer('GET', /\/activities$/, []);
  return api;
}

/** 'New Vault for API Key' shows where a vault create-in-place is registered; the dialog itself is the vault screen's. */
const createInPlace = { vault: () => null };
const render = (api = seeded()) => renderInWorkspace(<ResourceScreen definition={llmScreen} />, { api, createInPlace });
const list = recordList('LLM connections');
const form = recordForm('New LLM Connection');
const edit = recordForm('Edit LLM Connection');

/** Name, provider and a typed model name: what reveals the rest of the form. */
async function fillIdentity(name: string, provider: RegExp, model: string) {
  await form.fill('Connection Name', name);
  await form.choose('Provider', provider);
  await userEvent.fill(form.combobox('Model'), model);
  // Tab keeps the typed name and closes the suggestions, as a user moving on does.
  await userEvent.tab();
}

describe('the LLM connections screen', () => {
  it("reveals the rest of the form once name, provider and a model from the provider's list are set", async () => {
    await render();
    await press('New LLM Connection');
    await expect.element(form.message('Fill in the name, provider and model to see the other settings.')).toBeVisible();
    await expect.element(form.textbox('Description')).not.toBeInTheDocument();
    await form.fill('Connection Name', 'Support Mini');
    await form.choose('Provider', /^OpenAI/);
    await expect.element(form.textbox('Description')).not.toBeInTheDocument();
    // The provider's models are offered as the name is typed.
    await userEvent.fill(form.combobox('Model'), 'gpt-4o');
    await userEvent.click(page.getByRole('option', { name: /^gpt-4o-mini/ }));
    await expect.element(form.combobox('Model')).toHaveValue('gpt-4o-mini');
    await expect.element(form.textbox('Description')).toBeVisible();
    await expect.element(form.textbox('Access Key')).not.toBeInTheDocument();
  });

  it('shows each rule message next to its field and keeps Create disabled with its tooltip', async () => {
    await render();
    await press('New LLM Connection');
    await form.expectMessages('Connection Name', [
      [' Support', 'No leading spaces in name'],
      ['', 'Please enter a name'],
    ]);
    await form.passSelect('Provider');
    await expect.element(form.message('Please select a provider')).toBeVisible();
    await form.choose('Provider', /^OpenAI/);
    await userEvent.fill(form.combobox('Model'), 'g');
    await userEvent.fill(form.combobox('Model'), '');
    await userEvent.tab();
    await form.expectFieldError('Model', 'Please select or enter a model name');

    await fillIdentity('Rules check', /^OpenAI/, 'gpt-4.1');
    await form.expectMessages('Description', [
      ['abc', 'Description must be at least 5 characters long'],
      ['', 'Please enter a description'],
    ]);
    await form.passSelect('API Key');
    await expect.element(form.message('Please select an API key/vault')).toBeVisible();
    await form.expectMessages('Base URL (optional)', [['not a url', 'Please enter a valid URL']]);
    await form.expectSaveBlocked();
  });

  it("asks Bedrock for an access key, a secret key and a region instead of an API key, each with its rule's message", async () => {
    await render();
    await press('New LLM Connection');
    await fillIdentity('Nova Pro', /^AWS Bedrock/, 'amazon.nova-pro-v1:0');
    await expect.element(form.select('API Key')).not.toBeInTheDocument();
    await form.fill('Access Key', 'A');
    await form.expectMessages('Access Key', [['', 'Please enter an access key']]);
    await form.passSelect('Secret Key');
    await expect.element(form.message('Please select a secret key/vault')).toBeVisible();
    await form.passSelect('Region');
    await expect.element(form.message('Please select a region')).toBeVisible();
  });

  it('keeps the temperature to digits and one dot, from 0 to 1 with one decimal', async () => {
    await render();
    await press('New LLM Connection');
    await fillIdentity('Temperature check', /^OpenAI/, 'gpt-4.1');
    for (const [typed, kept] of [
      ['0.75', '0.7'],
      ['1.5', '1'],
      ['abc', ''],
    ]) {
      await form.fill('Temperature', typed!);
      await expect.element(form.textbox('Temperature')).toHaveValue(kept);
    }
  });

  it('locks a read-only connection, its delete and its vault-key creation', async () => {
    await render();
    await expect.element(list.row('GPT-4o Production')).toHaveTextContent('Read-only');
    await expect.element(list.action('GPT-4o Production', 'Delete')).toBeDisabled();
    await userEvent.click(list.action('GPT-4o Production', 'View'));
    await expect.element(edit.message('This connection is read-only: it cannot be changed or deleted.')).toBeVisible();
    await expect.element(edit.textbox('Connection Name')).toHaveAttribute('readonly');
    await expect.element(edit.textbox('Description')).toHaveAttribute('readonly');
    await expect.element(edit.dialog.getByRole('button', { name: 'New Vault for API Key' })).toBeDisabled();
    await expect.element(edit.saveButton('Update')).toBeDisabled();
    await expectNoAxeViolations('the read-only Edit LLM Connection drawer');
  });

  it('shows a forbidden update or delete (403) as a toast and stays on the list', async () => {
    const api = seeded();
    const message = 'This LLM is read-only and cannot be changed';
    refuseChanges(api, 'llm', 'Gemini Flash Router', message);
    await render(api);
    await expectRefusedUpdate(list, 'Gemini Flash Router', edit, () => edit.fill('Temperature', '0.1'), message);
    await expectRefusedDelete(list, 'Gemini Flash Router', 'Delete LLM Connection', message);
  });

  it('creates and deletes a connection from the keyboard: selects open with Enter, typing moves to an option', async () => {
    await render();
    await enterOn(page.getByRole('button', { name: 'New LLM Connection' }));
    await tabTo(form.textbox('Connection Name'));
    await userEvent.keyboard('Keyboard Claude');
    // A select opens with Enter; typing moves to the option, Enter picks it.
    await enterOn(form.select('Provider'));
    await userEvent.keyboard('Anthropic{Enter}');
    await expect.element(form.select('Provider')).toHaveAccessibleName(/^Anthropic/);
    // The model suggestions follow the typed text; arrows and Enter pick one.
    await tabTo(form.combobox('Model'));
    await userEvent.keyboard('haiku{ArrowDown}{Enter}');
    await expect.element(form.combobox('Model')).toHaveValue('claude-3-5-haiku-latest');
    await tabTo(form.textbox('Description'));
    await userEvent.keyboard('Fast triage of incoming e-mails');
    await enterOn(form.select('API Key'));
    await userEvent.keyboard('anthropic{Enter}');
    await expect.element(form.select('API Key')).toHaveAccessibleName(/^anthropic-api-key/);
    await enterOn(form.saveButton());
    await expect.element(toastOf('LLM saved successfully')).toBeVisible();
    await expect.element(form.dialog).not.toBeInTheDocument();

    await tabTo(page.getByRole('searchbox', { name: 'Search LLM connections' }));
    await userEvent.keyboard('Keyboard Claude');
    await expect.element(list.table.getByRole('rowheader')).toHaveTextContent('Keyboard Claude');
    await enterOn(list.action('Keyboard Claude', 'Delete'));
    await enterOn(deleteConfirmation('Delete LLM Connection').dialog.getByRole('button', { name: 'Delete' }));
    await expect.element(toastOf('LLM deleted successfully')).toBeVisible();
  });
});
