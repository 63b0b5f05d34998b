import { expect, test } from './fixtures/test.ts';
import { tabTo } from './support/keyboard.ts';
import { RecordsPage, type RecordsScreen } from './support/records-page.ts';
import { requestSent, resourcePaths } from './support/requests.ts';
import { Toasts } from './support/toasts.ts';

// Each rule's message, the search and the Re-ranking Models selector are tested beside the
// screen: apps/console/src/features/reranking-models.

const reranking: RecordsScreen = {
  path: 'intelligence-enhancers/re-ranking-models',
  heading: 'Re Ranking Models',
  table: 'Re-ranking models',
  search: 'Search re-ranking models by name',
  newLabel: 'New Re-ranking Model',
  editTitle: 'Edit Re-ranking Model',
  deleteTitle: 'Delete Re-ranking Model',
  empty: 'No Re-ranking Model has been configured',
};
const calls = resourcePaths('reranking-model');

// The model screens' keyboard-only flow: selects open with Enter and pick by typing.
test('re-ranking models: creates, edits and deletes one with the keyboard alone', async ({ page, checkA11y }) => {
  const list = new RecordsPage(page, reranking);
  const toasts = new Toasts(page);
  await list.goto();
  await list.find('Cohere Rerank');
  await checkA11y('re-ranking models list');

  await tabTo(page, list.newButton);
  await page.keyboard.press('Enter');
  const create = await list.form('New Re-ranking Model');
  await tabTo(page, create.textbox('Name'));
  await page.keyboard.type('Claims Reranker');
  await tabTo(page, create.textbox('Description'));
  await page.keyboard.type('Orders retrieved claims by relevance');
  await tabTo(page, create.select('Provider'));
  await page.keyboard.press('Enter');
  await page.keyboard.type('Cohere');
  await page.keyboard.press('Enter');
  await expect(create.select('Provider')).toHaveAccessibleName(/^Cohere/);
  await tabTo(page, create.combobox('Model'));
  await page.keyboard.type('rerank-v3.5');
  await page.keyboard.press('Tab');
  await tabTo(page, create.select('API Key'));
  await page.keyboard.press('Enter');
  await page.keyboard.type('openai-api-key');
  await page.keyboard.press('Enter');
  await expect(create.select('API Key')).toHaveAccessibleName(/^openai-api-key/);
  await tabTo(page, create.saveButton());
  const posted = await requestSent(page, 'POST', calls.collection, () => page.keyboard.press('Enter'));
  expect(posted.postDataJSON()).toMatchObject({
    name: 'Claims Reranker',
    provider: 'Cohere',
    modelName: 'rerank-v3.5',
    description: 'Orders retrieved claims by relevance',
    configurations: { apiKey: 'openai-api-key' },
  });
  await toasts.expectShown('Re-ranking model saved successfully');
  await expect(create.dialog).toBeHidden();

  await tabTo(page, list.searchBox);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Claims Reranker');
  await expect(list.rowHeaders).toHaveCount(1);
  await tabTo(page, list.rowAction('Claims Reranker', 'Edit'));
  await page.keyboard.press('Enter');
  const edit = await list.form('Edit Re-ranking Model');
  await tabTo(page, edit.textbox('Description'));
  await page.keyboard.press('End');
  await page.keyboard.type(' and recency');
  await tabTo(page, edit.saveButton('Update'));
  const put = await requestSent(page, 'PUT', calls.item, () => page.keyboard.press('Enter'));
  expect(put.postDataJSON()).toMatchObject({ description: 'Orders retrieved claims by relevance and recency' });
  await toasts.expectShown('Re-ranking model updated successfully');

  await tabTo(page, list.rowAction('Claims Reranker', 'Delete'));
  await page.keyboard.press('Enter');
  const confirmation = await list.deleteConfirmation();
  await tabTo(page, confirmation.deleteButton);
  await page.keyboard.press('Enter');
  await toasts.expectShown('Re-ranking model deleted successfully');
  await list.expectEmpty();
});
