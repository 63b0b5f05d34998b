import { expect, test } from './fixtures/test.ts';
import { RecordsPage, type RecordsScreen } from './support/records-page.ts';
import { requestSent, resourcePaths } from './support/requests.ts';
import { Toasts } from './support/toasts.ts';

// Each rule's message, the fields revealed by name, provider and model, Bedrock's credentials
// and the provider filter are tested beside the screen: apps/console/src/features/slm.

const slm: RecordsScreen = {
  path: 'intelligence-source-configs/slm-configurations',
  heading: 'SLM Configurations',
  table: 'SLM connections',
  search: 'Search SLM connections by name or description',
  newLabel: 'New SLM Connection',
  editTitle: 'Edit SLM Connection',
  deleteTitle: 'Delete SLM Connection',
  empty: 'No SLM Model has been configured',
};
const calls = resourcePaths('slm');

test('SLM connections: creates one with a vault key, edits and deletes it', async ({ page, checkA11y }) => {
  const list = new RecordsPage(page, slm);
  const toasts = new Toasts(page);
  await list.goto();
  await list.find('Phi-3 Mini On-Prem');

  const create = await list.openNew();
  await create.fill('Connection Name', 'Edge Summariser');
  await create.chooseProviderAndModel('Ollama', 'phi3:mini');
  await create.fill('Description', 'Summarises claims at the edge');
  await create.selectVaultKey('API Key', 'openai-api-key');
  await create.fill('Base URL (optional)', 'http://ollama.internal:11434');
  await create.fill('Token Limit', '2048');
  await create.textbox('Token Limit').press('Tab');
  await checkA11y('New SLM Connection drawer, filled in');
  const posted = await requestSent(page, 'POST', calls.collection, () => create.save());
  expect(posted.postDataJSON()).toMatchObject({
    name: 'Edge Summariser',
    provider: 'Ollama',
    modelName: 'phi3:mini',
    configurations: {
      description: 'Summarises claims at the edge',
      apiAuthorization: 'openai-api-key',
      baseUrl: 'http://ollama.internal:11434',
      tokenLimit: 2048,
    },
  });
  await toasts.expectShown('SLM saved successfully');
  await list.find('Edge Summariser');

  const edit = await list.open('Edge Summariser');
  await expect(edit.textbox('Token Limit')).toHaveValue('2048');
  await edit.fill('Token Limit', '4096');
  await edit.textbox('Token Limit').press('Tab');
  const put = await requestSent(page, 'PUT', calls.item, () => edit.save('Update'));
  expect(put.postDataJSON()).toMatchObject({ configurations: { tokenLimit: 4096 } });
  await toasts.expectShown('SLM updated successfully');

  const confirmation = await list.openDelete('Edge Summariser');
  await confirmation.confirm();
  await toasts.expectShown('SLM deleted successfully');
  await list.expectEmpty();
});
