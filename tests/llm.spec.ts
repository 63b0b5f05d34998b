import type { Locator, Page } from '@playwright/test';
import { tabTo } from './support/keyboard.ts';
import { expect, test, workspaces } from './fixtures/test.ts';

const wid = workspaces.enterprise.id;
const llmApi = `/api/workspaces/${wid}/llm`;
const TOOLTIP = 'All details need to be filled before the form can be saved';

/** A name no other run or worker uses. */
const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const toast = (page: Page, message: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(message, { exact: true });
const table = (page: Page) => page.getByRole('table', { name: 'LLM connections' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search LLM connections' });
const row = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });
const drawer = (page: Page, title: 'New LLM Connection' | 'Edit LLM Connection') =>
  page.getByRole('dialog', { name: title });
/** A select's button, named by its value and its label. */
const select = (scope: Locator, label: string) =>
  scope
    .getByRole('button', { name: new RegExp(`${label}( \\(required\\))?$`) })
    .and(scope.locator('[aria-haspopup="listbox"]'));
const fields = (scope: Locator) => ({
  name: scope.getByRole('textbox', { name: 'Connection Name' }),
  provider: select(scope, 'Provider'),
  model: scope.getByRole('combobox', { name: 'Model' }),
  description: scope.getByRole('textbox', { name: 'Description' }),
  apiKey: select(scope, 'API Key'),
  maxTokens: scope.getByRole('textbox', { name: 'Max Tokens' }),
  temperature: scope.getByRole('textbox', { name: 'Temperature' }),
  baseUrl: scope.getByRole('textbox', { name: 'Base URL (optional)' }),
  accessKey: scope.getByRole('textbox', { name: 'Access Key' }),
  secretKey: select(scope, 'Secret Key'),
  region: select(scope, 'Region'),
});
const expectMessage = (field: Locator, message: string) =>
  expect(field).toHaveAccessibleDescription(
    new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );

async function openLlm(page: Page) {
  await page.goto(`/workspace/${wid}/intelligence-source-configs/llm-configurations`);
  await expect(page.getByRole('heading', { level: 1, name: 'LLM Configurations' })).toBeVisible();
  await expect(table(page).getByRole('rowheader', { name: /GPT-4o Production/ })).toBeVisible();
}

async function pick(page: Page, trigger: Locator, option: string | RegExp) {
  await trigger.click();
  await page.getByRole('option', { name: option }).click();
}

/** Name, provider and model: what reveals the rest of the form. */
async function fillIdentity(
  page: Page,
  scope: Locator,
  name: string,
  provider: string,
  model: string,
) {
  const form = fields(scope);
  await form.name.fill(name);
  await pick(page, form.provider, new RegExp(`^${provider}`));
  await form.model.fill(model);
  // Tab keeps the typed name and closes the suggestions, as a user moving on does.
  await form.model.press('Tab');
}

/** Deletes a connection the test created, through the list, as a user does. */
async function deleteConnection(page: Page, name: string) {
  await search(page).fill(name);
  await row(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Delete LLM Connection' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'LLM deleted successfully')).toBeVisible();
}

test.describe('LLM connections', () => {
  // Whole create-edit-delete flows through two drawers take longer than the default on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('shows the summary cards and lists the connections with a search', async ({ page }) => {
    await openLlm(page);
    const summary = page.getByRole('region', { name: 'Usage summary' });
    for (const title of [
      'Most Frequently Triggered',
      'Most credit consumed',
      'Highest processing time',
    ]) {
      await expect(summary.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(summary.getByText('N/A', { exact: true })).toHaveCount(3);
    await expect(row(page, 'Claude Sonnet Analyst')).toContainText('Anthropic');
    await expect(row(page, 'Claude Sonnet Analyst')).toContainText('claude-sonnet-4-5');

    await search(page).fill('gemini');
    await expect(table(page).getByRole('rowheader')).toHaveText(['Gemini Flash Router']);
    await search(page).fill('no such model anywhere');
    await expect(table(page)).toContainText('No results found');
  });

  test('creates, edits and deletes a connection with the documented toasts and calls', async ({
    page,
    checkA11y,
  }) => {
    const name = unique('E2E OpenAI');
    await openLlm(page);
    await page.getByRole('button', { name: 'New LLM Connection' }).click();
    const create = drawer(page, 'New LLM Connection');
    await expect.poll(async () => (await create.boundingBox())?.width).toBe(633);
    const form = fields(create);

    // The rest of the form appears once name, provider and model are set.
    await expect(form.description).toHaveCount(0);
    await form.name.fill(name);
    await pick(page, form.provider, /^OpenAI/);
    await expect(form.description).toHaveCount(0);
    // The provider's models are offered as the name is typed.
    await form.model.fill('gpt-4o');
    await page.getByRole('option', { name: /^gpt-4o-mini/ }).click();
    await expect(form.model).toHaveValue('gpt-4o-mini');
    await expect(form.description).toBeVisible();
    await expect(form.accessKey).toHaveCount(0);

    await form.description.fill('Answers the e2e support tickets');
    await pick(page, form.apiKey, /^openai-api-key/);
    // Temperature keeps digits and one dot, from 0 to 1 with one decimal.
    await form.temperature.fill('0.75');
    await expect(form.temperature).toHaveValue('0.7');
    await form.temperature.fill('1.5');
    await expect(form.temperature).toHaveValue('1');
    await form.temperature.fill('abc');
    await expect(form.temperature).toHaveValue('');
    await form.temperature.fill('0.4');
    await form.maxTokens.fill('2048');
    await form.maxTokens.press('Tab');
    await checkA11y('New LLM Connection drawer, filled in');

    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith(llmApi),
    );
    await create.getByRole('button', { name: 'Create' }).click();
    expect((await posted).postDataJSON()).toEqual({
      name,
      provider: 'OpenAI',
      modelName: 'gpt-4o-mini',
      apiKeyReference: 'openai-api-key',
      configurations: {
        description: 'Answers the e2e support tickets',
        apiAuthorization: 'openai-api-key',
        maxTokens: 2048,
        temperature: 0.4,
        providerConfig: expect.objectContaining({ id: 'openai', value: 'OpenAI' }),
      },
    });
    await expect(toast(page, 'LLM saved successfully')).toBeVisible();
    await expect(create).toBeHidden();
    await search(page).fill(name);
    await expect(row(page, name)).toContainText('gpt-4o-mini');

    await row(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const edit = drawer(page, 'Edit LLM Connection');
    const editForm = fields(edit);
    await expect(editForm.name).toHaveValue(name);
    await expect(editForm.temperature).toHaveValue('0.4');
    // Changing the provider clears the model; a typed model name is kept as it is.
    await pick(page, editForm.provider, /^Anthropic/);
    await expect(editForm.model).toHaveValue('');
    await editForm.model.fill('claude-custom-fine-tune');
    await editForm.model.press('Tab');
    await editForm.description.fill('Answers the e2e support tickets, now on Claude');
    await pick(page, editForm.apiKey, /^anthropic-api-key/);
    const put = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().includes(`${llmApi}/`),
    );
    await edit.getByRole('button', { name: 'Update' }).click();
    expect((await put).postDataJSON()).toMatchObject({
      name,
      provider: 'Anthropic',
      modelName: 'claude-custom-fine-tune',
      apiKeyReference: 'anthropic-api-key',
      configurations: {
        description: 'Answers the e2e support tickets, now on Claude',
        temperature: 0.4,
        maxTokens: 2048,
      },
    });
    await expect(toast(page, 'LLM updated successfully')).toBeVisible();
    await expect(row(page, name)).toContainText('claude-custom-fine-tune');

    await row(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete LLM Connection' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'LLM deleted successfully')).toBeVisible();
    await expect(table(page)).toContainText('No results found');
  });

  test('asks for Bedrock credentials instead of an API key, and sends them only for Bedrock', async ({
    page,
  }) => {
    const name = unique('E2E Bedrock');
    await openLlm(page);
    await page.getByRole('button', { name: 'New LLM Connection' }).click();
    const create = drawer(page, 'New LLM Connection');
    const form = fields(create);
    await fillIdentity(page, create, name, 'AWS Bedrock', 'amazon.nova-pro-v1:0');
    await expect(form.apiKey).toHaveCount(0);
    await form.description.fill('Nova Pro in our AWS account');

    await form.accessKey.fill('A');
    await form.accessKey.fill('');
    await expectMessage(form.accessKey, 'Please enter an access key');
    await form.secretKey.click();
    await page.keyboard.press('Escape');
    await expect(
      create.getByText('Please select a secret key/vault', { exact: true }),
    ).toBeVisible();
    await form.region.click();
    await page.keyboard.press('Escape');
    await expect(create.getByText('Please select a region', { exact: true })).toBeVisible();

    await form.accessKey.fill('AKIAE2EEXAMPLE');
    await pick(page, form.secretKey, /^aws-secret-access-key/);
    await pick(page, form.region, 'eu-central-1');
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith(llmApi),
    );
    await create.getByRole('button', { name: 'Create' }).click();
    const body = (await posted).postDataJSON() as {
      apiKeyReference?: string;
      configurations: Record<string, unknown>;
    };
    expect(body.apiKeyReference).toBeUndefined();
    expect(body.configurations).toMatchObject({
      accessKey: 'AKIAE2EEXAMPLE',
      secretKey: 'aws-secret-access-key',
      region: 'eu-central-1',
    });
    expect(body.configurations.apiAuthorization).toBeUndefined();
    await expect(toast(page, 'LLM saved successfully')).toBeVisible();

    await deleteConnection(page, name);
  });

  test('shows each rule message next to its field and keeps Create disabled with its tooltip', async ({
    page,
  }) => {
    await openLlm(page);
    await page.getByRole('button', { name: 'New LLM Connection' }).click();
    const create = drawer(page, 'New LLM Connection');
    const form = fields(create);
    await expect(create).toContainText(
      'Fill in the name, provider and model to see the other settings.',
    );

    await form.name.fill(' Support');
    await expectMessage(form.name, 'No leading spaces in name');
    await form.name.fill('');
    await expectMessage(form.name, 'Please enter a name');
    await form.provider.click();
    await page.keyboard.press('Escape');
    await expect(create.getByText('Please select a provider', { exact: true })).toBeVisible();
    await pick(page, form.provider, /^OpenAI/);
    await form.model.fill('g');
    await form.model.fill('');
    await form.model.press('Tab');
    await expectMessage(form.model, 'Please select or enter a model name');

    await fillIdentity(page, create, 'Rules check', 'OpenAI', 'gpt-4.1');
    await form.description.fill('abc');
    await expectMessage(form.description, 'Description must be at least 5 characters long');
    await form.description.fill('');
    await expectMessage(form.description, 'Please enter a description');
    await form.apiKey.click();
    await page.keyboard.press('Escape');
    await expect(create.getByText('Please select an API key/vault', { exact: true })).toBeVisible();
    await form.baseUrl.fill('not a url');
    await expectMessage(form.baseUrl, 'Please enter a valid URL');

    const save = create.getByRole('button', { name: 'Create' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await page.mouse.move(10, 10);
    await save.hover();
    await expect(page.getByRole('tooltip')).toHaveText(TOOLTIP);
  });

  test('creates a vault key in place from the drawer and selects it', async ({
    page,
    checkA11y,
  }) => {
    const name = unique('E2E Inline Vault');
    const keyName = `e2e-inline-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await openLlm(page);
    await page.getByRole('button', { name: 'New LLM Connection' }).click();
    const create = drawer(page, 'New LLM Connection');
    const form = fields(create);
    await fillIdentity(page, create, name, 'Mistral', 'mistral-large-latest');
    await form.description.fill('Mistral with its own key');

    // Escape closes the dialog only: the drawer and what it holds stay.
    await create.getByRole('button', { name: 'New Vault for API Key' }).click();
    const vault = page.getByRole('dialog', { name: 'New Vault' });
    await expect(vault).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(vault).toBeHidden();
    await expect(form.description).toHaveValue('Mistral with its own key');
    await create.getByRole('button', { name: 'New Vault for API Key' }).click();
    await expect.poll(async () => (await vault.boundingBox())?.width).toBe(580);
    await vault.getByRole('textbox', { name: 'Vault Key' }).fill(keyName);
    await vault
      .getByRole('textbox', { name: 'Vault Description' })
      .fill('Mistral la Plateforme key for e2e');
    await vault.getByRole('textbox', { name: 'Vault Value' }).fill('mistral-e2e-secret-1234');
    await checkA11y('inline New Vault dialog over the LLM drawer');
    let llmPosts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(llmApi)) llmPosts += 1;
    });
    await vault.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, 'Vault saved successfully')).toBeVisible();
    await expect(vault).toBeHidden();
    // The drawer stays open with the new key chosen; its own form was not submitted.
    await expect(create).toBeVisible();
    await expect(form.apiKey).toHaveAccessibleName(new RegExp(`^${keyName}`));
    expect(llmPosts).toBe(0);

    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith(llmApi),
    );
    await create.getByRole('button', { name: 'Create' }).click();
    expect((await posted).postDataJSON()).toMatchObject({ name, apiKeyReference: keyName });
    await expect(toast(page, 'LLM saved successfully')).toBeVisible();

    await deleteConnection(page, name);
  });

  test('locks a read-only connection, its delete and its vault-key creation', async ({
    page,
    checkA11y,
  }) => {
    await openLlm(page);
    const locked = row(page, 'GPT-4o Production');
    await expect(locked).toContainText('Read-only');
    await expect(locked.getByRole('button', { name: 'Delete GPT-4o Production' })).toBeDisabled();
    await locked.getByRole('button', { name: 'View GPT-4o Production' }).click();
    const view = drawer(page, 'Edit LLM Connection');
    await expect(view).toContainText(
      'This connection is read-only: it cannot be changed or deleted.',
    );
    const form = fields(view);
    await expect(form.name).toHaveAttribute('readonly', '');
    await expect(form.description).toHaveAttribute('readonly', '');
    await expect(view.getByRole('button', { name: 'New Vault for API Key' })).toBeDisabled();
    await expect(view.getByRole('button', { name: 'Update' })).toBeDisabled();
    await checkA11y('read-only Edit LLM Connection drawer');
  });

  test('shows a forbidden update or delete (403) as a toast and stays on the page', async ({
    page,
  }) => {
    const message = 'This LLM is read-only and cannot be changed';
    await page.route(`**${llmApi}/llm-${wid}-3`, (route) =>
      ['PUT', 'DELETE'].includes(route.request().method())
        ? route.fulfill({ status: 403, json: { message, errors: [] } })
        : route.fallback(),
    );
    await openLlm(page);
    const url = page.url();
    await row(page, 'Gemini Flash Router')
      .getByRole('button', { name: 'Edit Gemini Flash Router' })
      .click();
    const edit = drawer(page, 'Edit LLM Connection');
    await fields(edit).temperature.fill('0.1');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, message)).toBeVisible();
    await expect(page).toHaveURL(url);
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();

    await row(page, 'Gemini Flash Router')
      .getByRole('button', { name: 'Delete Gemini Flash Router' })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Delete LLM Connection' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toast(page, message).first()).toBeVisible();
    await expect(page).toHaveURL(url);
    await expect(row(page, 'Gemini Flash Router')).toBeVisible();
  });

  test('creates and deletes a connection with the keyboard alone', async ({ page }) => {
    const name = unique('Keyboard Claude');
    await openLlm(page);
    await tabTo(page, page.getByRole('button', { name: 'New LLM Connection' }));
    await page.keyboard.press('Enter');
    const create = drawer(page, 'New LLM Connection');
    const form = fields(create);
    await tabTo(page, form.name);
    await page.keyboard.type(name);
    // A select opens with Enter; typing moves to the option, Enter picks it.
    await tabTo(page, form.provider);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Anthropic');
    await page.keyboard.press('Enter');
    await expect(form.provider).toHaveAccessibleName(/^Anthropic/);
    // The model suggestions follow the typed text; arrows and Enter pick one.
    await tabTo(page, form.model);
    await page.keyboard.type('haiku');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(form.model).toHaveValue('claude-3-5-haiku-latest');
    await tabTo(page, form.description);
    await page.keyboard.type('Fast triage of incoming e-mails');
    await tabTo(page, form.apiKey);
    await page.keyboard.press('Enter');
    await page.keyboard.type('anthropic');
    await page.keyboard.press('Enter');
    await expect(form.apiKey).toHaveAccessibleName(/^anthropic-api-key/);
    await tabTo(page, create.getByRole('button', { name: 'Create' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'LLM saved successfully')).toBeVisible();
    await expect(create).toBeHidden();

    await tabTo(page, search(page));
    await page.keyboard.type(name);
    await expect(table(page).getByRole('rowheader')).toHaveCount(1);
    await tabTo(page, row(page, name).getByRole('button', { name: `Delete ${name}` }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Delete LLM Connection' });
    await tabTo(page, confirm.getByRole('button', { name: 'Delete' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'LLM deleted successfully')).toBeVisible();
  });
});
