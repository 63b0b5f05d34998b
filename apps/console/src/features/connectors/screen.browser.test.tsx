import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ResourceScreen } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { enterOn, press, recordForm, recordList, tabTo, toastOf } from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { connectorsScreen } from './screen';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

// The list, search, create of each kind, edit and delete across the real mock API, with the
// saved bodies, are end to end: tests/connectors.spec.ts.

function seeded() {
  const api = createFakeApi({
    connector: [
      {
        name: 'Pega Case Management',
        description: 'Creates cases in Pega for human follow-up',
        type: 'Pega',
        isReadOnly: true,
        configurations: { authorization: { authType: 'none' } },
      },
      {
        name: 'Pega Claims',
        description: 'Opens claim cases in Pega',
        type: 'Pega',
        // Saved by an older console with the password grant's fields left in.
        configurations: {
          authorization: {
            authType: 'clientCredentials',
            meta: {
              tokenEndpointURL: 'https://pega.example/token',
              clientID: 'agentdeck',
              clientSecretReference: 'pega-secret',
              username: 'stale-user',
              passwordReference: 'stale-password',
            },
          },
        },
      },
      {
        name: 'Jira Support Board',
        description: 'Raises Jira issues for defects',
        type: 'Jira',
        configurations: { email: { email: 'bot@acme.example' }, projectKey: 'SUP', jiraToken: { token: 'jira-token' } },
      },
    ],
    vault: [
      { keyName: 'pega-secret', description: 'Client secret of the Pega app', isActive: true },
      { keyName: 'pega-password', description: 'Password of the Pega bot', isActive: true },
      { keyName: 'jira-token', description: 'API token of the Jira bot', isActive: true },
    ],
    database: [
      { name: 'Analytics Warehouse', description: 'PostgreSQL reporting database', type: 'Relational', configurations: { provider: 'PostgreSQL' } },
      { name: 'Claims Graph', description: 'Neo4j graph of claims', type: 'Graph', configurations: { provider: 'Neo4j' } },
      { name: 'Policy Vectors', description: 'pgvector store', type: 'Vector', configurations: { provider: 'pgvector' } },
    ],
  });
  const none = { shared: [] };
  api.answer('POST', /\/prompt-template\/intellisense$/, {
    tools: { api: none, mcp: none, rag: none, graphRag: none },
    variables: { shared: [{ id: 'variable-1', name: 'policy_number', dataType: 'string' }] },
    agents: none,
    metadata: [],
  });
  return api;
}

const render = (api = seeded()) => renderInWorkspace(<ResourceScreen definition={connectorsScreen} />, { api });
const list = recordList('Connectors');
const form = recordForm('New Connector');
const edit = recordForm('Edit Connector');
const group = (name: string | RegExp) => form.dialog.getByRole('group', { name, exact: true });
const checkbox = (scope: ReturnType<typeof group>, name: string) => scope.getByRole('checkbox', { name, exact: true });
/** Ticks or unticks a box by its label, as a pointer does (the drawn box sits over the input). */
const toggle = (scope: ReturnType<typeof group>, name: string) => userEvent.click(scope.getByText(name, { exact: true }));
const posted = (api: ReturnType<typeof seeded>, method = 'POST') => api.calls.filter((call) => call.method === method && /\/connectors/.test(call.path)).at(-1)?.body;

/** Name, type and description: what every connector needs. */
async function fillBasics(name: string, type: string) {
  await form.fill('Name', name);
  await form.choose('Connector Type', new RegExp(`^${type}$`));
  await form.fill('Description', `${name} for the tests`);
}

describe('the connectors screen', () => {
  it("lists the connectors with their type, searches them, and says 'No results found'", async () => {
    await render();
    await expect.element(list.row('Jira Support Board')).toHaveTextContent('Jira');
    await userEvent.fill(page.getByRole('searchbox', { name: 'Search connectors' }), 'PEGA');
    await expect.element(list.row('Pega Claims')).toBeVisible();
    await expect.element(list.row('Jira Support Board')).not.toBeInTheDocument();
    await userEvent.fill(page.getByRole('searchbox', { name: 'Search connectors' }), 'nothing like it');
    await expect.element(list.table.getByText('No results found')).toBeVisible();
  });

  it("shows 'No Connectors have been configured' with none", async () => {
    await render(createFakeApi({}));
    await expect.element(page.getByText('No Connectors have been configured')).toBeVisible();
  });

  it("asks for a name, 'Please select Connector Type' and a description of at least 5 characters", async () => {
    await render();
    await press('New Connector');
    await form.expectMessages('Name', [
      [' Orders', 'No leading spaces in name'],
      ['', 'Please enter a name'],
    ]);
    await form.passSelect('Connector Type');
    await expect.element(form.message('Please select Connector Type')).toBeVisible();
    await form.expectMessages('Description', [
      ['abcd', 'Description must be at least 5 characters long'],
      ['', 'Please enter a description'],
    ]);
    await form.expectSaveBlocked();
  });

  it("switches the fields with the type and saves only the chosen type's", async () => {
    const api = seeded();
    await render(api);
    await press('New Connector');
    await fillBasics('Switching', 'Jira');
    await form.fill('Email', 'ops@');
    await form.expectFieldError('Email', 'Please enter a valid email');
    await form.fill('Email', 'ops@acme.example');
    await form.fill('Project Key', 'OPS');
    await form.choose('Connector Type', /^Pega$/);
    await expect.element(form.textbox('Email')).not.toBeInTheDocument();
    await expect.element(form.select('Authorization')).toHaveAccessibleName(/^No Authorization/);
    await form.choose('Connector Type', /^SQLite$/);
    await expect.element(form.select('Authorization')).not.toBeInTheDocument();
    // Relational and graph databases are offered; vector stores are not.
    await userEvent.click(form.select('Database'));
    await expect.element(page.getByRole('option', { name: /^Analytics Warehouse/ })).toHaveTextContent('Relational · PostgreSQL');
    await expect.element(page.getByRole('option', { name: /^Claims Graph/ })).toHaveTextContent('Graph · Neo4j');
    await expect.element(page.getByRole('option', { name: /^Policy Vectors/ })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('option', { name: /^Claims Graph/ }));
    await form.choose('Query Type', 'Dynamic');
    await expect.element(form.dialog.getByText('A dynamic query is written from this schema when the connector runs. Upload a JSON or YAML file.')).toBeVisible();
    // Back to Jira: what was typed is still there, and it is what is saved.
    await form.choose('Connector Type', /^Jira$/);
    await expect.element(form.textbox('Email')).toHaveValue('ops@acme.example');
    await form.choose('Token', /^jira-token/);
    await form.save();
    await expect.element(toastOf('Connectors saved successfully')).toBeVisible();
    expect(posted(api)).toEqual({
      name: 'Switching',
      type: 'Jira',
      description: 'Switching for the tests',
      configurations: { email: { email: 'ops@acme.example' }, projectKey: 'OPS', jiraToken: { token: 'jira-token' } },
    });
  });

  it('clears the fields an authorization method does not use, and client credentials save no username or password', async () => {
    const api = seeded();
    await render(api);
    await press('New Connector');
    await fillBasics('Pega Orders', 'Pega');
    await form.choose('Authorization', 'Password Credentials');
    await form.fill('Token Endpoint URL', 'https://pega.example/token');
    await form.fill('Client ID', 'orders');
    await form.choose('Client Secret', /^pega-secret/);
    await form.fill('Username', 'orders-bot');
    await form.choose('Password', /^pega-password/);
    await form.passSelect('Authorization');

    await form.choose('Authorization', 'Client Credentials');
    await expect.element(form.textbox('Username')).not.toBeInTheDocument();
    await expect.element(form.textbox('Client ID')).toHaveValue('orders');
    await form.choose('Authorization', 'Password Credentials');
    await expect.element(form.textbox('Username')).toHaveValue('');
    await expect.element(form.select('Password')).toHaveAccessibleName(/^Select a vault key/);
    await form.choose('Authorization', 'No Authorization');
    await expect.element(form.textbox('Client ID')).not.toBeInTheDocument();
    await form.choose('Authorization', 'Client Credentials');
    await expect.element(form.textbox('Client ID')).toHaveValue('');
    await form.expectMessages('Token Endpoint URL', [
      ['pega.example', 'Please enter a valid URL'],
      ['', 'Please enter a token endpoint URL'],
    ]);

    // A saved client-credentials connector still holding a username and password loses them on save.
    await form.cancel();
    await userEvent.click(list.action('Pega Claims', 'Edit'));
    await expect.element(edit.select('Authorization')).toHaveAccessibleName(/^Client Credentials/);
    await expect.element(edit.textbox('Username')).not.toBeInTheDocument();
    await edit.save('Update');
    await expect.element(toastOf('Connectors updated successfully')).toBeVisible();
    expect(posted(api, 'PUT')).toMatchObject({
      configurations: {
        authorization: {
          authType: 'clientCredentials',
          meta: { tokenEndpointURL: 'https://pega.example/token', clientID: 'agentdeck', clientSecretReference: 'pega-secret' },
        },
      },
    });
    expect(JSON.stringify(posted(api, 'PUT'))).not.toMatch(/stale/);
  });

  it("adds a Trading News row at weight 0 for each chosen source and removes it with the source: 'Must be between 0-100'", async () => {
    const api = seeded();
    await render(api);
    await press('New Connector');
    await fillBasics('Market News', 'Trading News');
    const sources = group(/^Sources/);
    await toggle(sources, 'Bloomberg News');
    await toggle(sources, 'Reddit');
    const bloomberg = group('Bloomberg News');
    await expect.element(bloomberg.getByRole('textbox', { name: 'Weight (%)' })).toHaveValue('0');
    await expect.element(checkbox(bloomberg, 'FX')).not.toBeChecked();
    await userEvent.fill(bloomberg.getByRole('textbox', { name: 'Weight (%)' }), '150');
    await userEvent.tab();
    await expect.element(bloomberg.getByText('Must be between 0-100')).toBeVisible();
    await userEvent.fill(bloomberg.getByRole('textbox', { name: 'Weight (%)' }), '70');
    await toggle(bloomberg, 'FX');
    await toggle(group('Reddit'), 'Crypto');
    await expectNoAxeViolations('the Trading News fields with two sources');

    // Removing Bloomberg News removes its row; Reddit's keeps what it holds.
    await toggle(sources, 'Bloomberg News');
    await expect.element(group('Bloomberg News')).not.toBeInTheDocument();
    await expect.element(checkbox(group('Reddit'), 'Crypto')).toBeChecked();
    await toggle(sources, 'Reddit');
    await expect.element(form.message('Select Sources')).toBeVisible();
    await toggle(sources, 'X');
    await toggle(sources, 'Bloomberg News');
    await expect.element(group('Bloomberg News').getByRole('textbox', { name: 'Weight (%)' })).toHaveValue('0');

    // A tuning row needs its asset class and sensitivity.
    await userEvent.click(form.dialog.getByRole('button', { name: 'Add Sensitivity Tuning' }));
    const tuning = group('Tuning 1');
    await userEvent.click(tuning.getByRole('button', { name: /Asset Class/ }));
    await userEvent.keyboard('{Escape}');
    await expect.element(tuning.getByText('Please select an asset class')).toBeVisible();
    await form.expectSaveBlocked();
    await userEvent.click(tuning.getByRole('button', { name: /Asset Class/ }));
    await userEvent.click(page.getByRole('option', { name: 'FX' }));
    await userEvent.click(tuning.getByRole('button', { name: /Sensitivity/ }));
    await userEvent.click(page.getByRole('option', { name: 'Highly sensitive' }));
    await userEvent.fill(tuning.getByRole('textbox', { name: 'Most Impacted By' }), 'rate decisions');
    await userEvent.keyboard('{Enter}');
    await form.save();
    await expect.element(toastOf('Connectors saved successfully')).toBeVisible();
    expect(posted(api)).toMatchObject({
      type: 'Trading News',
      configurations: {
        selectedSources: ['x', 'bloomberg-news'],
        sourceConfigurations: [
          { dataSource: 'x', weightPercentage: 0, assetClass: [] },
          { dataSource: 'bloomberg-news', weightPercentage: 0, assetClass: [] },
        ],
        sensitivityTuning: [{ assetClass: 'fx', sensitivity: 'highly_sensitive', mostImpactedBy: ['rate decisions'] }],
      },
    });
  });

  it('shows an uploaded schema with its size, keeps it when a bad file follows, and saves it as JSON', async () => {
    const api = seeded();
    await render(api);
    await press('New Connector');
    await fillBasics('Claims SQL', 'PostgreSQL');
    await form.choose('Database', /^Analytics Warehouse/);
    await form.choose('Query Type', 'Static');
    await userEvent.click(form.textbox('Static Query'));
    await userEvent.keyboard('S{Backspace}');
    await form.expectFieldError('Static Query', 'Please enter a query');
    await userEvent.keyboard('SELECT id FROM claims');

    const upload = (name: string, text: string, type: string) =>
      userEvent.upload(form.dialog.element().querySelector('input[type=file]')!, new File([text], name, { type }));
    await upload('claims.yaml', 'tables:\n  claims:\n    columns: [id, amount]\n', 'application/yaml');
    await expect.element(form.dialog.getByText('claims.yaml')).toBeVisible();
    await expect.element(form.dialog.getByText('YAML · 44 Bytes')).toBeVisible();
    const shown = form.dialog.getByRole('region', { name: 'Uploaded database schema' }).or(form.dialog.getByLabelText('Uploaded database schema'));
    await expect.element(shown).toHaveTextContent('"claims"');
    await expectNoAxeViolations('the PostgreSQL fields with an uploaded schema');

    await upload('broken.json', '{"tables": ', 'application/json');
    await expect.element(form.dialog.getByText(/^'broken\.json' is not valid JSON: /)).toBeVisible();
    await expect.element(form.dialog.getByText('claims.yaml')).toBeVisible();
    await upload('notes.txt', 'hello', 'text/plain');
    await expect.element(form.dialog.getByText("'notes.txt' is not a JSON or YAML file. Please upload a .json, .yaml or .yml file.")).toBeVisible();

    await form.save();
    await expect.element(toastOf('Connectors saved successfully')).toBeVisible();
    const body = posted(api) as { configurations: { databaseSchema: string; staticQuery: string } };
    expect(body.configurations.staticQuery).toBe('SELECT id FROM claims');
    expect(JSON.parse(body.configurations.databaseSchema)).toEqual({ tables: { claims: { columns: ['id', 'amount'] } } });
  });

  it("inserts a variable with '@' in a parameterized query, in double braces, and leaves a column of the same name alone", async () => {
    const api = seeded();
    await render(api);
    await press('New Connector');
    await fillBasics('Policy Lookup', 'MySQL');
    await form.choose('Database', /^Analytics Warehouse/);
    await form.choose('Query Type', 'Parameterized');
    const editor = form.textbox('Parameterized Query');
    await expect.element(editor).toBeVisible();
    expect(editor.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(200);
    await userEvent.click(editor);
    await userEvent.keyboard('SELECT * FROM policies WHERE number = @');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await userEvent.click(suggestions.getByRole('option', { name: /^Variables/ }));
    await userEvent.click(suggestions.getByRole('option', { name: /^policy_number/ }));
    await expect.element(editor).toHaveTextContent('SELECT * FROM policies WHERE number = {{policy_number}}');
    // A column named like a variable stays a column: only what '@' inserted is bound.
    await userEvent.keyboard(' AND policy_number IS NOT NULL');
    await form.save();
    await expect.element(toastOf('Connectors saved successfully')).toBeVisible();
    expect(posted(api)).toMatchObject({
      configurations: { queryType: 'Parameterized', parameterizedQuery: 'SELECT * FROM policies WHERE number = {{policy_number}} AND policy_number IS NOT NULL' },
    });
  });

  it("asks a SQL connector for 'Please select a database' and 'Please select Query Type'", async () => {
    await render();
    await press('New Connector');
    await fillBasics('Orders SQL', 'MySQL');
    await form.passSelect('Database');
    await expect.element(form.message('Please select a database')).toBeVisible();
    await form.passSelect('Query Type');
    await expect.element(form.message('Please select Query Type')).toBeVisible();
    await form.expectSaveBlocked();
  });

  it("says 'Something went wrong! We couldn't save your Connector' when the server gives no reason", async () => {
    const api = seeded();
    api.refuse({ method: 'POST', path: /\/connectors$/, status: 502, message: '' });
    await render(api);
    await press('New Connector');
    await fillBasics('Pega Later', 'Pega');
    await form.save();
    await expect.element(toastOf("Something went wrong! We couldn't save your Connector")).toBeVisible();
    await expect.element(form.dialog).toBeVisible();
  });

  it('creates a Trading News connector from the keyboard: Space ticks a source and an asset class', async () => {
    const api = seeded();
    await render(api);
    await enterOn(page.getByRole('button', { name: 'New Connector' }));
    await tabTo(form.textbox('Name'));
    await userEvent.keyboard('Keyboard News');
    await enterOn(form.select('Connector Type'));
    await userEvent.keyboard('Trading{Enter}');
    await expect.element(form.select('Connector Type')).toHaveAccessibleName(/^Trading News/);
    await tabTo(form.textbox('Description'));
    await userEvent.keyboard('News typed without a mouse');
    await tabTo(checkbox(group(/^Sources/), 'Discord'));
    await userEvent.keyboard(' ');
    const discord = group('Discord');
    await tabTo(discord.getByRole('textbox', { name: 'Weight (%)' }));
    await userEvent.keyboard('{Control>}a{/Control}25');
    await tabTo(checkbox(discord, 'Bonds'));
    await userEvent.keyboard(' ');
    await enterOn(form.saveButton());
    await expect.element(toastOf('Connectors saved successfully')).toBeVisible();
    expect(posted(api)).toMatchObject({
      configurations: {
        selectedSources: ['discord'],
        sourceConfigurations: [{ dataSource: 'discord', weightPercentage: 25, assetClass: ['bonds'] }],
      },
    });
  });

  it('locks a read-only connector and its delete', async () => {
    await render();
    await expect.element(list.row('Pega Case Management')).toHaveTextContent('Read-only');
    await expect.element(list.action('Pega Case Management', 'Delete')).toBeDisabled();
    await userEvent.click(list.action('Pega Case Management', 'View'));
    await expect.element(edit.message('This connector is read-only: it cannot be changed or deleted.')).toBeVisible();
    await expect.element(edit.textbox('Name')).toHaveAttribute('readonly');
    await expect.element(edit.saveButton('Update')).toBeDisabled();
    await expectNoAxeViolations('the read-only Edit Connector drawer');
  });
});
