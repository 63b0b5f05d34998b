import { expect, test } from './fixtures/test.ts';
import { RecordsPage, type RecordsScreen } from './support/records-page.ts';
import { requestSent, resourcePaths } from './support/requests.ts';
import { Toasts } from './support/toasts.ts';

// Each rule's message, Bedrock's credentials and the Embedding Models selector are tested beside
// the screen: apps/console/src/features/embedding-models.

const embeddings: RecordsScreen = {
  path: 'intelligence-enhancers/embedding-models',
  heading: 'Embedding Models',
  table: 'Embedding models',
  search: 'Search embedding models by name or description',
  newLabel: 'New Embedding Model',
  editTitle: 'Edit Embedding Model',
  deleteTitle: 'Delete Embedding Model',
  empty: 'No Embedding Model has been configured',
};
const calls = resourcePaths('embedding-model');

test('embedding models: creates one with its dimensions, edits and deletes it, in the dark theme', async ({ page, checkA11y }) => {
  const list = new RecordsPage(page, embeddings);
  const toasts = new Toasts(page);
  await list.goto();
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await list.find('OpenAI Small Embeddings');
  await checkA11y('embedding models list, dark');

  const create = await list.openNew();
  await create.fill('Name', 'Claims Embedder');
  await create.fill('Description', 'Embeds the claims archive');
  await create.chooseProviderAndModel('OpenAI', 'text-embedding-3-large');
  await create.selectVaultKey('API Key', 'openai-api-key');
  await create.fill('Dimensions', '3072');
  await create.textbox('Dimensions').press('Tab');
  await checkA11y('New Embedding Model drawer, dark');
  const posted = await requestSent(page, 'POST', calls.collection, () => create.save());
  expect(posted.postDataJSON()).toMatchObject({
    name: 'Claims Embedder',
    provider: 'OpenAI',
    modelName: 'text-embedding-3-large',
    description: 'Embeds the claims archive',
    configurations: { dimensions: 3072, apiKey: 'openai-api-key' },
  });
  await toasts.expectShown('Embedding model saved successfully');
  await list.find('Claims Embedder');

  const edit = await list.open('Claims Embedder');
  await edit.fill('Dimensions', '1536');
  await edit.textbox('Dimensions').press('Tab');
  const put = await requestSent(page, 'PUT', calls.item, () => edit.save('Update'));
  expect(put.postDataJSON()).toMatchObject({ configurations: { dimensions: 1536 } });
  await toasts.expectShown('Embedding model updated successfully');

  const confirmation = await list.openDelete('Claims Embedder');
  await confirmation.confirm();
  await toasts.expectShown('Embedding model deleted successfully');
  await list.expectEmpty();
});
