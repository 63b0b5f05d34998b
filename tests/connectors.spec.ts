import { expect, test } from './fixtures/test.ts';
import { workspaces } from './support/mock-api.ts';
import type { RecordForm } from './support/record-form.ts';
import { RecordsPage, type RecordsScreen } from './support/records-page.ts';
import { requestSent, resourcePaths } from './support/requests.ts';
import { Toasts } from './support/toasts.ts';

// What needs no server (each rule's message, the fields of each type and their transitions, the
// Trading News rows, the authorization clearing, good and bad schema files, the read-only lock,
// the connector picker) is tested beside the screen: apps/console/src/features/connectors/.

const connectors: RecordsScreen = {
  path: 'configure-connections/connectors',
  heading: 'Connectors',
  table: 'Connectors',
  search: 'Search connectors',
  newLabel: 'New Connector',
  editTitle: 'Edit Connector',
  deleteTitle: 'Delete Connector',
  empty: 'No Connectors have been configured',
};
const calls = resourcePaths('connectors');

/** Name, type and description: what every connector starts with. */
async function fillBasics(form: RecordForm, name: string, type: string, description: string) {
  await form.fill('Name', name);
  await form.choose('Connector Type', new RegExp(`^${type}$`));
  await form.fill('Description', description);
}

/** Saves the form and answers the body the mock API received, once the save's toast shows. */
async function saveAndRead(form: RecordForm, toasts: Toasts, method: 'POST' | 'PUT' = 'POST') {
  const request = await requestSent(form.page, method, method === 'POST' ? calls.collection : calls.item, () =>
    form.save(method === 'POST' ? 'Create' : 'Update'),
  );
  await toasts.expectShown(method === 'POST' ? 'Connectors saved successfully' : 'Connectors updated successfully');
  await expect(form.dialog).toBeHidden();
  return request.postDataJSON() as Record<string, unknown>;
}

test.describe('connectors', () => {
  // Several drawers in one flow outlast the default on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('lists and searches the connectors, creates a parameterized SQL one with an uploaded schema, and reopens it in the dark theme', async ({
    page,
    checkA11y,
  }) => {
    const list = new RecordsPage(page, connectors);
    const toasts = new Toasts(page);
    await list.goto();
    await list.expectRows(['Pega Case Management', 'Analytics Query', 'Jira Support Board', 'Market News Feed']);
    await list.expectSearch('JIRA', ['Jira Support Board']);
    await list.search('');
    await checkA11y('connectors list');

    // PostgreSQL with a parameterized query: '@' offers the workspace's variables; a YAML schema.
    const sql = await list.openNew();
    await expect.poll(async () => (await sql.dialog.boundingBox())?.width).toBe(633);
    await fillBasics(sql, 'Policy Claims', 'PostgreSQL', 'Claims of one policy from the warehouse');
    await sql.choose('Database', /^Analytics Warehouse/);
    await sql.choose('Query Type', 'Parameterized');
    const editor = sql.textbox('Parameterized Query');
    await editor.click();
    await page.keyboard.type('SELECT id, amount FROM claims WHERE policy_number = @', { delay: 10 });
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await suggestions.getByRole('option', { name: /^Variables/ }).click();
    await suggestions.getByRole('option', { name: /^policy_number/ }).click();
    // The variable shows in braces; the column of the same name stays a column.
    await expect(editor).toHaveText('SELECT id, amount FROM claims WHERE policy_number = {{policy_number}}');
    const schema = 'tables:\n  claims:\n    columns:\n      id: integer\n      amount: numeric\n      policy_number: text\n';
    await sql.dialog.locator('input[type=file]').setInputFiles({
      name: 'claims.yaml',
      mimeType: 'application/yaml',
      buffer: Buffer.from(schema),
    });
    await expect(sql.dialog.getByText('claims.yaml')).toBeVisible();
    await expect(sql.dialog.getByText(`YAML · ${Buffer.byteLength(schema)} Bytes`)).toBeVisible();
    await expect(sql.dialog.getByLabel('Uploaded database schema')).toContainText('"policy_number": "text"');
    await checkA11y('New Connector drawer, PostgreSQL with a parameterized query and a schema');
    const sqlBody = await saveAndRead(sql, toasts);
    expect(sqlBody).toMatchObject({
      name: 'Policy Claims',
      type: 'PostgreSQL',
      configurations: {
        databaseId: expect.any(String),
        queryType: 'Parameterized',
        parameterizedQuery: 'SELECT id, amount FROM claims WHERE policy_number = {{policy_number}}',
      },
    });
    const sqlConfig = sqlBody.configurations as Record<string, string>;
    expect(Object.keys(sqlConfig).sort()).toEqual(['databaseId', 'databaseSchema', 'parameterizedQuery', 'queryType']);
    expect(JSON.parse(sqlConfig.databaseSchema!)).toEqual({
      tables: { claims: { columns: { id: 'integer', amount: 'numeric', policy_number: 'text' } } },
    });

    // Saved, the schema reads back with its size, and the variable keeps its braces.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await list.find('Policy Claims');
    const reopened = await list.open('Policy Claims');
    await expect(reopened.textbox('Parameterized Query')).toHaveText('SELECT id, amount FROM claims WHERE policy_number = {{policy_number}}');
    await expect(reopened.dialog.getByText('Saved schema')).toBeVisible();
    await expect(reopened.dialog.getByLabel('Uploaded database schema')).toContainText('"amount": "numeric"');
    await checkA11y('Edit Connector drawer, PostgreSQL, dark theme');
    await reopened.cancel();
  });

  test('creates a Pega and a Jira connector, edits the Jira one and deletes it', async ({ page, checkA11y }) => {
    const list = new RecordsPage(page, connectors);
    const toasts = new Toasts(page);
    await list.goto();

    // Pega with client credentials: the secret is a vault key.
    const pega = await list.openNew();
    await fillBasics(pega, 'Pega Orders', 'Pega', 'Opens order cases in Pega');
    await pega.choose('Authorization', 'Client Credentials');
    await pega.fill('Token Endpoint URL', 'https://pega.example/prweb/oauth2/v1/token');
    await pega.fill('Client ID', 'orders-app');
    await pega.selectVaultKey('Client Secret', 'anthropic-api-key');
    await checkA11y('New Connector drawer, Pega with client credentials');
    expect(await saveAndRead(pega, toasts)).toEqual({
      name: 'Pega Orders',
      type: 'Pega',
      description: 'Opens order cases in Pega',
      configurations: {
        authorization: {
          authType: 'clientCredentials',
          meta: {
            tokenEndpointURL: 'https://pega.example/prweb/oauth2/v1/token',
            clientID: 'orders-app',
            clientSecretReference: 'anthropic-api-key',
          },
        },
      },
    });


    // Jira: email and token in the contract's shapes.
    const jira = await list.openNew();
    await fillBasics(jira, 'Jira Ops', 'Jira', 'Raises Jira issues for the operations team');
    await jira.fill('Email', 'ops-bot@acme.example');
    await jira.fill('Project Key', 'OPS');
    await jira.selectVaultKey('Token', 'gemini-api-key');
    expect((await saveAndRead(jira, toasts)).configurations).toEqual({
      email: { email: 'ops-bot@acme.example' },
      projectKey: 'OPS',
      jiraToken: { token: 'gemini-api-key' },
    });

    // The Jira one is edited, then deleted.
    await list.find('Jira Ops');
    const edit = await list.open('Jira Ops');
    await expect(edit.textbox('Email')).toHaveValue('ops-bot@acme.example');
    await edit.fill('Project Key', 'OPSX');
    expect(await saveAndRead(edit, toasts, 'PUT')).toMatchObject({
      name: 'Jira Ops',
      configurations: { email: { email: 'ops-bot@acme.example' }, projectKey: 'OPSX', jiraToken: { token: 'gemini-api-key' } },
    });
    const confirmation = await list.openDelete('Jira Ops');
    await confirmation.confirm();
    await toasts.expectShown('Connectors deleted successfully');
    await list.expectEmpty();
    await list.search('');
    await list.expectRows(['Pega Orders', 'Jira Support Board']);
  });

  test('creates a Trading News connector with a row per chosen source and a sensitivity tuning row', async ({ page, checkA11y }) => {
    const list = new RecordsPage(page, connectors);
    const toasts = new Toasts(page);
    await list.goto();

    const news = await list.openNew();
    await fillBasics(news, 'Crypto Pulse', 'Trading News', 'Crypto sentiment from social sources');
    const sources = news.dialog.getByRole('group', { name: /^Sources/ });
    await sources.getByText('Reddit', { exact: true }).click();
    await sources.getByText('StockTwits', { exact: true }).click();
    const reddit = news.dialog.getByRole('group', { name: 'Reddit', exact: true });
    await expect(reddit.getByRole('textbox', { name: 'Weight (%)' })).toHaveValue('0');
    await reddit.getByRole('textbox', { name: 'Weight (%)' }).fill('60');
    await reddit.getByText('Crypto', { exact: true }).click();
    await reddit.getByText('Meme Stocks', { exact: true }).click();
    const stocktwits = news.dialog.getByRole('group', { name: 'StockTwits', exact: true });
    await stocktwits.getByRole('textbox', { name: 'Weight (%)' }).fill('40');
    await news.dialog.getByRole('button', { name: 'Add Sensitivity Tuning' }).click();
    const tuning = news.dialog.getByRole('group', { name: 'Tuning 1' });
    await tuning.getByRole('button', { name: /Asset Class/ }).click();
    await page.getByRole('option', { name: 'Crypto' }).click();
    await tuning.getByRole('button', { name: /Sensitivity/ }).click();
    await page.getByRole('option', { name: 'Highly sensitive' }).click();
    await tuning.getByRole('textbox', { name: 'Most Impacted By' }).fill('exchange outages');
    await tuning.getByRole('textbox', { name: 'Most Impacted By' }).press('Enter');
    await checkA11y('New Connector drawer, Trading News with two sources and a tuning row');
    expect((await saveAndRead(news, toasts)).configurations).toEqual({
      selectedSources: ['reddit', 'stocktwits'],
      sourceConfigurations: [
        { dataSource: 'reddit', weightPercentage: 60, assetClass: ['crypto', 'meme-stocks'] },
        { dataSource: 'stocktwits', weightPercentage: 40, assetClass: [] },
      ],
      sensitivityTuning: [{ assetClass: 'crypto', sensitivity: 'highly_sensitive', mostImpactedBy: ['exchange outages'] }],
    });
    await list.find('Crypto Pulse');
  });

  test('says why when opened in a workspace whose data connectors are off', async ({ page }) => {
    await page.goto(`/workspace/${workspaces.sandbox.id}/${connectors.path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connectors');
    await expect(page.getByRole('heading', { name: 'Not available in this workspace' })).toBeVisible();
    await expect(page.getByText('Data connectors: not enabled for this workspace.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Connectors' })).toHaveCount(0);
  });
});
