import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { z } from 'zod';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { recordList, toastOf } from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { defineRecordScreen } from './definition';
import { ResourceScreen } from './ResourceScreen';

/** A vault screen reduced to its list and delete: what the confirmation needs. */
const vaultScreen = defineRecordScreen({
  resource: 'vault',
  nameOf: (key) => key.keyName,
  texts: { intro: 'Secrets.', newLabel: 'New Vault', table: 'Vault keys', search: 'Search vault keys', empty: 'No vault key found', loadError: 'x' },
  columns: [{ id: 'keyName', header: 'Key Name', accessor: (key) => key.keyName }],
  form: {
    resource: 'vault',
    title: { create: 'New Vault', edit: 'Edit Vault' },
    readOnlyNotice: 'This secret is read-only.',
    toasts: { created: 'Vault saved', updated: 'Vault updated', deleted: 'Vault deleted successfully', failed: 'Something went wrong' },
    schema: z.object({ keyName: z.string() }),
    values: (key) => ({ keyName: key?.keyName ?? '' }),
    createBody: (values) => ({ ...values, description: 'A secret of the test', keyValue: 'secret' }),
    nameField: 'keyName',
    Fields: () => null,
  },
  deletion: { title: 'Delete Vault', describe: (key) => `'${key.keyName}' will be removed from this workspace.` },
});

const llm = { provider: 'OpenAI', modelName: 'gpt-4o', configurations: { description: 'The main model' } };
const agent = (name: string, llmId: string) => ({
  name,
  description: `${name} agent`,
  type: 'agent_node' as const,
  llmId,
  promptTemplateId: 'promptTemplate-x',
  tools: [],
  configurations: { mcpServers: [], knowledgeGraphs: [], rags: [], guardrails: [], connectors: [] },
});

/** A key held by one LLM that two agents run on, and a key nothing holds. */
function seeded() {
  const api = createFakeApi({
    vault: [
      { keyName: 'openai-key', description: 'OpenAI', isActive: true },
      { keyName: 'spare-key', description: 'Nothing uses it', isActive: true },
    ],
    llm: [{ name: 'GPT-4o Production', apiKeyReference: 'openai-key', ...llm }],
  });
  const llmId = api.records('llm')[0]!.id;
  api.records('agent').push(
    ...[agent('Intake', llmId), agent('Claims triage', llmId), agent('Unrelated', 'llm-other')].map(
      (body, index) => ({ ...body, id: `agent-${index}`, isReadOnly: false, createdAt: '', updatedAt: '' }),
    ),
  );
  return api;
}

const confirmation = () => page.getByRole('alertdialog', { name: 'Delete Vault' });
const uses = () => confirmation().getByRole('status');

async function askToDelete(name: string) {
  await userEvent.click(recordList('Vault keys').action(name, 'Delete'));
  await expect.element(confirmation()).toBeVisible();
}

describe('the delete confirmation of a record other records use', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`lists the records using a vault key, a line per kind, before the user confirms (${theme})`, async () => {
      const api = seeded();
      const lookup = api.hold('GET', /\/used-by$/);
      await renderInWorkspace(<ResourceScreen definition={vaultScreen} />, { api, theme });
      await askToDelete('openai-key');
      await expect.element(uses()).toHaveTextContent('Checking where it is used…');
      lookup.release();
      const lines = uses().getByRole('list', { name: 'Where it is used' }).getByRole('listitem');
      await expect.element(lines.nth(0)).toHaveTextContent('Used by 1 LLM: GPT-4o Production');
      await expect.element(lines.nth(1)).toHaveTextContent('Used through it by 2 agents: Claims triage, Intake');
      expect(lines.elements()).toHaveLength(2);
      const key = api.records('vault')[0]!;
      expect(api.calls.filter((call) => call.path.endsWith('/used-by'))).toEqual([
        { method: 'GET', path: '/workspaces/1001/used-by', body: undefined, query: `resource=vault&id=${key.id}` },
      ]);
      await expectNoAxeViolations(`the delete confirmation listing the uses (${theme})`);

      await userEvent.click(confirmation().getByRole('button', { name: 'Delete' }));
      await expect.element(toastOf('Vault deleted successfully')).toBeVisible();
      expect(api.records('vault').map((record) => record.keyName)).toEqual(['spare-key']);
    });
  }

  it('says when nothing uses the record', async () => {
    await renderInWorkspace(<ResourceScreen definition={vaultScreen} />, { api: seeded() });
    await askToDelete('spare-key');
    await expect.element(uses()).toHaveTextContent('Nothing in this workspace uses it.');
  });

  it('still lets the user delete when the lookup fails', async () => {
    const api = seeded();
    api.refuse({ method: 'GET', path: /\/used-by$/, status: 503, message: 'Service unavailable' });
    await renderInWorkspace(<ResourceScreen definition={vaultScreen} />, { api });
    await askToDelete('openai-key');
    await expect.element(uses()).toHaveTextContent("We couldn't check where it is used. You can still delete it.");
    await userEvent.click(confirmation().getByRole('button', { name: 'Delete' }));
    await expect.element(toastOf('Vault deleted successfully')).toBeVisible();
    expect(api.records('vault')).toHaveLength(1);
  });
});
