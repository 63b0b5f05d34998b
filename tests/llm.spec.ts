import { expect, test } from './fixtures/test.ts';
import type { RecordForm } from './support/record-form.ts';
import { RecordsPage, type RecordsScreen } from './support/records-page.ts';
import { countCalls, requestSent, resourcePaths } from './support/requests.ts';
import { Toasts } from './support/toasts.ts';

// What needs no server (each rule message, the details revealed by name, provider and model,
// the temperature's input, the read-only lock, a refused update or delete, the form by keyboard)
// is tested beside the screen: apps/console/src/features/llm/screen.browser.test.tsx.

const llm: RecordsScreen = {
  path: 'intelligence-source-configs/llm-configurations',
  heading: 'LLM Configurations',
  table: 'LLM connections',
  search: 'Search LLM connections',
  newLabel: 'New LLM Connection',
  editTitle: 'Edit LLM Connection',
  deleteTitle: 'Delete LLM Connection',
  empty: 'No LLM Model has been configured',
};
const calls = resourcePaths('llm');

/** Name, provider and a typed model name: what reveals the rest of the form. */
async function fillIdentity(form: RecordForm, name: string, provider: string, model: string) {
  await form.fill('Connection Name', name);
  await form.chooseProviderAndModel(provider, model);
}

test.describe('LLM connections', () => {
  // A whole flow through the list, two drawers and a confirmation outlasts the default on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('lists and searches the connections, then creates one with a vault key made in place, edits and deletes it', async ({
    page,
    checkA11y,
  }) => {
    const list = new RecordsPage(page, llm);
    const toasts = new Toasts(page);
    await list.goto();
    const summary = page.getByRole('region', { name: 'Usage summary' });
    for (const title of ['Most Frequently Triggered', 'Most credit consumed', 'Highest processing time']) {
      await expect(summary.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(summary.getByText('N/A', { exact: true })).toHaveCount(3);
    await list.expectRows(['GPT-4o Production', 'Claude Sonnet Analyst', 'Gemini Flash Router']);
    await expect(list.row('Claude Sonnet Analyst')).toContainText('Anthropic');
    await expect(list.row('Claude Sonnet Analyst')).toContainText('claude-sonnet-4-5');
    await list.expectSearch('gemini', ['Gemini Flash Router']);
    await list.expectSearch('no such model anywhere', []);
    await list.search('');
    await checkA11y('LLM connections list');

    const create = await list.openNew();
    await expect.poll(async () => (await create.dialog.boundingBox())?.width).toBe(633);
    await create.fill('Connection Name', 'Support Mini');
    await create.choose('Provider', /^OpenAI/);
    // The provider's models, from the platform catalogue, are offered as the name is typed.
    await create.combobox('Model').fill('gpt-4o');
    await page.getByRole('option', { name: /^gpt-4o-mini/ }).click();
    await expect(create.combobox('Model')).toHaveValue('gpt-4o-mini');
    await create.fill('Description', 'Answers the e2e support tickets');
    await create.fill('Temperature', '0.4');
    await create.fill('Max Tokens', '2048');
    await create.textbox('Max Tokens').press('Tab');
    await checkA11y('New LLM Connection drawer, filled in');

    // A vault key made in place: Escape closes its dialog only, the drawer and what it holds stay.
    let vault = await create.newVaultFor('API Key');
    await page.keyboard.press('Escape');
    await expect(vault.dialog).toBeHidden();
    await expect(create.textbox('Description')).toHaveValue('Answers the e2e support tickets');
    vault = await create.newVaultFor('API Key');
    await expect.poll(async () => (await vault.dialog.boundingBox())?.width).toBe(580);
    await vault.fill('Vault Key', 'openai-support-key');
    await vault.fill('Vault Description', 'OpenAI key of the support team for e2e');
    await vault.fill('Vault Value', 'sk-support-e2e-1234');
    await checkA11y('New Vault dialog over the LLM drawer');
    const llmPosts = countCalls(page, 'POST', calls.collection);
    await vault.save();
    await toasts.expectShown('Vault saved successfully');
    await expect(vault.dialog).toBeHidden();
    // The drawer stays open with the new key chosen; its own form was not submitted.
    await expect(create.dialog).toBeVisible();
    await expect(create.select('API Key')).toHaveAccessibleName(/^openai-support-key/);
    expect(llmPosts.count).toBe(0);

    const posted = await requestSent(page, 'POST', calls.collection, () => create.save());
    expect(posted.postDataJSON()).toEqual({
      name: 'Support Mini',
      provider: 'OpenAI',
      modelName: 'gpt-4o-mini',
      apiKeyReference: 'openai-support-key',
      configurations: {
        description: 'Answers the e2e support tickets',
        apiAuthorization: 'openai-support-key',
        maxTokens: 2048,
        temperature: 0.4,
        providerConfig: expect.objectContaining({ id: 'openai', value: 'OpenAI' }),
      },
    });
    await toasts.expectShown('LLM saved successfully');
    await expect(create.dialog).toBeHidden();
    await list.find('Support Mini');
    await expect(list.row('Support Mini')).toContainText('gpt-4o-mini');

    const edit = await list.open('Support Mini');
    await expect(edit.textbox('Connection Name')).toHaveValue('Support Mini');
    await expect(edit.textbox('Temperature')).toHaveValue('0.4');
    // Changing the provider clears the model; a typed model name is kept as it is.
    await edit.choose('Provider', /^Anthropic/);
    await expect(edit.combobox('Model')).toHaveValue('');
    await edit.combobox('Model').fill('claude-custom-fine-tune');
    await edit.combobox('Model').press('Tab');
    await edit.fill('Description', 'Answers the e2e support tickets, now on Claude');
    await edit.selectVaultKey('API Key', 'anthropic-api-key');
    const put = await requestSent(page, 'PUT', calls.item, () => edit.save('Update'));
    expect(put.postDataJSON()).toMatchObject({
      name: 'Support Mini',
      provider: 'Anthropic',
      modelName: 'claude-custom-fine-tune',
      apiKeyReference: 'anthropic-api-key',
      configurations: {
        description: 'Answers the e2e support tickets, now on Claude',
        temperature: 0.4,
        maxTokens: 2048,
      },
    });
    await toasts.expectShown('LLM updated successfully');
    await expect(list.row('Support Mini')).toContainText('claude-custom-fine-tune');

    const confirmation = await list.openDelete('Support Mini');
    await expect(confirmation.dialog).toContainText('Support Mini');
    await confirmation.confirm();
    await toasts.expectShown('LLM deleted successfully');
    await list.expectEmpty();
  });

  test('asks for Bedrock credentials instead of an API key, and sends them only for Bedrock', async ({ page }) => {
    const list = new RecordsPage(page, llm);
    await list.goto();
    const create = await list.openNew();
    await fillIdentity(create, 'Nova Pro', 'AWS Bedrock', 'amazon.nova-pro-v1:0');
    await expect(create.select('API Key')).toHaveCount(0);
    await create.fill('Description', 'Nova Pro in our AWS account');
    await create.fill('Access Key', 'AKIAE2EEXAMPLE');
    await create.selectVaultKey('Secret Key', 'aws-secret-access-key');
    await create.choose('Region', 'eu-central-1');
    const posted = await requestSent(page, 'POST', calls.collection, () => create.save());
    const body = posted.postDataJSON() as { apiKeyReference?: string; configurations: Record<string, unknown> };
    expect(body.apiKeyReference).toBeUndefined();
    expect(body.configurations).toMatchObject({
      accessKey: 'AKIAE2EEXAMPLE',
      secretKey: 'aws-secret-access-key',
      region: 'eu-central-1',
    });
    expect(body.configurations.apiAuthorization).toBeUndefined();
    await new Toasts(page).expectShown('LLM saved successfully');
  });
});
