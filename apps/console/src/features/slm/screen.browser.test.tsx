import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ResourceScreen } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { choose, chooseProviderAndModel } from '../../testing/form-steps';
import { renderInWorkspace } from '../../testing/render';
import { slmScreen } from './screen';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

const seeded = () =>
  createFakeApi({
    vault: [{ keyName: 'ollama-token', description: 'Token of the Ollama gateway' }],
    slm: [
      {
        name: 'triage-small',
        provider: 'Ollama',
        modelName: 'llama3.2:3b',
        configurations: { description: 'Sorts incoming claims', baseUrl: 'http://ollama:11434', tokenLimit: 4096 },
      },
      {
        name: 'phi-drafts',
        provider: 'Microsoft',
        modelName: 'phi-4-mini-instruct',
        configurations: { description: 'Drafts replies to customers', baseUrl: 'https://phi.example.com', tokenLimit: 8192 },
      },
    ],
  });

const drawer = () => page.getByRole('dialog', { name: 'New SLM Connection' });
const field = (name: string) => drawer().getByRole('textbox', { name });

async function startConnection(provider: string, model: string) {
  await userEvent.click(page.getByRole('button', { name: 'New SLM Connection' }));
  await userEvent.fill(field('Connection Name'), 'edge-summariser');
  await chooseProviderAndModel(drawer(), provider, model);
}

describe('SLM connections', () => {
  it('lists the connections, and filters them by provider', async () => {
    await renderInWorkspace(<ResourceScreen definition={slmScreen} />, { api: seeded() });
    const table = page.getByRole('table', { name: 'SLM connections' });
    await expect.element(table.getByRole('rowheader', { name: 'triage-small' })).toBeVisible();
    await expect.element(table.getByText('Sorts incoming claims')).toBeVisible();
    await expectNoAxeViolations('the list');
    await userEvent.click(page.getByRole('button', { name: 'All providers Provider' }));
    await userEvent.click(page.getByRole('option', { name: 'Microsoft' }));
    await expect.element(table.getByRole('rowheader', { name: 'phi-drafts' })).toBeVisible();
    await expect.element(table.getByRole('rowheader', { name: 'triage-small' })).not.toBeInTheDocument();
  });

  it('shows the other fields once name, provider and model are set; a new provider clears the model', async () => {
    await renderInWorkspace(<ResourceScreen definition={slmScreen} />, { api: seeded() });
    await userEvent.click(page.getByRole('button', { name: 'New SLM Connection' }));
    await expect.element(drawer().getByText('Fill in the name, provider and model to see the other settings.')).toBeVisible();
    await expect.element(field('Description')).not.toBeInTheDocument();
    await userEvent.click(drawer().getByRole('button', { name: 'Cancel' }));
    await startConnection('Ollama', 'phi3:mini');
    await expect.element(field('Description')).toBeVisible();
    await expectNoAxeViolations('the whole form');

    await choose(drawer(), /Provider/, 'Microsoft');
    await expect.element(drawer().getByRole('combobox', { name: 'Model' })).toHaveValue('');
    await expect.element(drawer().getByText('Please select or enter a model name')).toBeVisible();
    await expect.element(drawer().getByRole('button', { name: 'Create' })).toBeDisabled();
  });

  it('asks for a base URL and a token limit of at least 1, then sends the connection', async () => {
    const { api } = await renderInWorkspace(<ResourceScreen definition={slmScreen} />, { api: seeded() });
    await startConnection('Ollama', 'phi3:mini');
    await userEvent.fill(field('Description'), 'Summarises claims at the edge');
    await choose(drawer(), /API Key/, 'ollama-token');

    await userEvent.fill(field('Base URL (optional)'), 'x');
    await userEvent.clear(field('Base URL (optional)'));
    await expect.element(drawer().getByText('Please enter a base URL')).toBeVisible();
    await userEvent.fill(field('Base URL (optional)'), 'not a url');
    await expect.element(field('Base URL (optional)')).toHaveAccessibleDescription('Please enter a valid URL');
    await userEvent.fill(field('Base URL (optional)'), 'http://ollama:11434');

    await userEvent.fill(field('Token Limit'), '0');
    await userEvent.tab();
    await expect.element(drawer().getByText('Minimum value should be 1')).toBeVisible();
    await expect.element(drawer().getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.fill(field('Token Limit'), '2048');
    await userEvent.fill(field('Temperature'), '0.75');
    await expect.element(field('Temperature')).toHaveValue('0.7');
    await userEvent.tab();

    await userEvent.click(drawer().getByRole('button', { name: 'Create' }));
    await expect.element(page.getByRole('alertdialog', { name: 'SLM saved successfully' })).toBeVisible();
    const [created] = api.calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(created).toMatchObject({
      name: 'edge-summariser',
      provider: 'Ollama',
      modelName: 'phi3:mini',
      configurations: {
        description: 'Summarises claims at the edge',
        apiAuthorization: 'ollama-token',
        baseUrl: 'http://ollama:11434',
        tokenLimit: 2048,
        temperature: 0.7,
      },
    });
  });

  it("asks Bedrock for its access key, secret key and region instead of an API key", async () => {
    await renderInWorkspace(<ResourceScreen definition={slmScreen} />, { api: seeded() });
    await startConnection('AWS Bedrock', 'meta.llama3-2-3b-instruct-v1:0');
    await expect.element(field('Access Key')).toBeVisible();
    await expect.element(drawer().getByRole('button', { name: /Region/ })).toBeVisible();
    await expect.element(drawer().getByRole('button', { name: /API Key/ })).not.toBeInTheDocument();
    await userEvent.fill(field('Access Key'), 'x');
    await userEvent.clear(field('Access Key'));
    await expect.element(drawer().getByText('Please enter an access key')).toBeVisible();
  });
});
