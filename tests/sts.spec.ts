import { expect, test } from './fixtures/test.ts';
import { RecordsPage, type RecordsScreen } from './support/records-page.ts';
import { requestSent, resourcePaths } from './support/requests.ts';
import { Toasts } from './support/toasts.ts';

// Each rule's message, typed voices and languages and the providers without a secret key are
// tested beside the screen: apps/console/src/features/sts.

const sts: RecordsScreen = {
  path: 'intelligence-source-configs/sts-configurations',
  heading: 'STS Configurations',
  table: 'STS connections',
  search: 'Search STS connections by name or description',
  newLabel: 'New STS Connection',
  editTitle: 'Edit STS Connection',
  deleteTitle: 'Delete STS Connection',
  empty: 'No STS Model has been configured',
};
const calls = resourcePaths('speech-to-speech-model');

test('STS connections: creates one with a voice, language and secret key, edits and deletes it', async ({ page, checkA11y }) => {
  const list = new RecordsPage(page, sts);
  const toasts = new Toasts(page);
  await list.goto();
  await list.find('Realtime Support Voice');

  const create = await list.openNew();
  await create.fill('Connection Name', 'Hotline Voice');
  await create.chooseProviderAndModel('OpenAI', 'gpt-4o-realtime-preview');
  await create.fill('Description', 'Voice of the claims hotline');
  await create.combobox('Voice').fill('co');
  await page.getByRole('option', { name: 'coral' }).click();
  await create.combobox('Language').fill('Ger');
  await page.getByRole('option', { name: /German/ }).click();
  await create.selectVaultKey('Secret Key', 'openai-api-key');
  await create.fill('Tone', 'calm');
  await checkA11y('New STS Connection drawer, filled in');
  const posted = await requestSent(page, 'POST', calls.collection, () => create.save());
  expect(posted.postDataJSON()).toMatchObject({
    name: 'Hotline Voice',
    provider: 'OpenAI',
    description: 'Voice of the claims hotline',
    configurations: { secretKey: 'openai-api-key', voice: 'coral', language: 'de-DE', tone: 'calm' },
  });
  await toasts.expectShown('STS configuration saved successfully');
  await list.find('Hotline Voice');

  const edit = await list.open('Hotline Voice');
  await expect(edit.textbox('Tone')).toHaveValue('calm');
  await edit.fill('Tone', 'warm and slow');
  const put = await requestSent(page, 'PUT', calls.item, () => edit.save('Update'));
  expect(put.postDataJSON()).toMatchObject({ configurations: { tone: 'warm and slow' } });
  await toasts.expectShown('STS configuration updated successfully');

  const confirmation = await list.openDelete('Hotline Voice');
  await confirmation.confirm();
  await toasts.expectShown('STS configuration deleted successfully');
  await list.expectEmpty();
});
