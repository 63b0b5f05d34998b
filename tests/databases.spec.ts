import { expect, test } from './fixtures/test.ts';
import type { RecordForm } from './support/record-form.ts';
import { RecordsPage, type RecordsScreen } from './support/records-page.ts';
import { requestSent, resourcePaths } from './support/requests.ts';
import { Toasts } from './support/toasts.ts';

// Each rule's message, the type switch clearing the configuration and Neptune's IAM keys are
// tested beside the screen: apps/console/src/features/databases/screen.browser.test.tsx.

const databases: RecordsScreen = {
  path: 'configure-connections/databases',
  heading: 'Databases',
  table: 'Databases',
  search: 'Search databases',
  newLabel: 'New Database',
  editTitle: 'Edit Database',
  deleteTitle: 'Delete Database',
  empty: 'No Databases have been configured',
};
const calls = resourcePaths('databases');

/** Host, database name, user and password: what the SQL-like providers ask for. */
async function fillServer(form: RecordForm, host: string, databaseName: string) {
  await form.fill('Host', host);
  await form.fill('Database Name', databaseName);
  await form.fill('User Name', 'agentdeck');
  await form.selectVaultKey('Password', 'postgres-password');
}

test('databases: one of each type with its provider fields and default port, then one deleted', async ({ page, checkA11y }) => {
  test.setTimeout(60_000);
  const list = new RecordsPage(page, databases);
  const toasts = new Toasts(page);
  await list.goto();
  await list.find('Policy Vectors');

  const created: Array<{ type: string; provider: string; fill: (form: RecordForm) => Promise<void>; configurations: object }> = [
    {
      type: 'Vector',
      provider: 'pgvector',
      fill: (form) => fillServer(form, 'vectors.internal', 'embeddings'),
      configurations: { provider: 'pgvector', host: 'vectors.internal', port: 5432, databaseName: 'embeddings', password: 'postgres-password' },
    },
    {
      type: 'Relational',
      provider: 'MySQL',
      fill: (form) => fillServer(form, 'mysql.internal', 'orders'),
      configurations: { provider: 'MySQL', host: 'mysql.internal', port: 3306, databaseName: 'orders', userName: 'agentdeck' },
    },
    {
      type: 'NoSQL',
      provider: 'MongoDB',
      fill: (form) => fillServer(form, 'mongo.internal', 'tickets'),
      configurations: { provider: 'MongoDB', host: 'mongo.internal', port: 5432, databaseName: 'tickets' },
    },
    {
      type: 'Graph',
      provider: 'Neo4j',
      fill: async (form) => {
        await form.fill('Neo4j URL', 'neo4j+s://graph.internal:7687');
        await form.fill('User Name', 'neo4j');
        await form.selectVaultKey('Password', 'postgres-password');
      },
      configurations: { provider: 'Neo4j', endpoint: 'neo4j+s://graph.internal:7687', userName: 'neo4j', password: 'postgres-password' },
    },
  ];
  for (const [index, database] of created.entries()) {
    const form = await list.openNew();
    await form.choose('Type', database.type);
    await form.fill('Name', `E2E ${database.provider}`);
    await form.choose('Provider', database.provider);
    await database.fill(form);
    if (index === 0) await checkA11y('New Database drawer, pgvector');
    const posted = await requestSent(page, 'POST', calls.collection, () => form.save());
    expect(posted.postDataJSON()).toMatchObject({ type: database.type, configurations: database.configurations });
    await toasts.expectShown('Database saved successfully');
    await expect(form.dialog).toBeHidden();
  }

  await list.find('E2E MySQL');
  const confirmation = await list.openDelete('E2E MySQL');
  await confirmation.confirm();
  await toasts.expectShown('Database deleted successfully');
  await list.expectEmpty();
});
