import { expect, test } from './fixtures/test.ts';
import { WizardForm } from './support/record-form.ts';
import { RecordsPage, type RecordsScreen } from './support/records-page.ts';
import { requestSent, resourcePaths } from './support/requests.ts';
import { pick } from './support/selector.ts';
import { Toasts } from './support/toasts.ts';

// The step rules, the retrieval limit and each message are tested beside the screen:
// apps/console/src/features/vector-rag/screen.browser.test.tsx.

const vectorRags: RecordsScreen = {
  path: 'knowledge-source-configs/vector-rag-configurations',
  heading: 'Vector RAG Configurations',
  table: 'Vector RAG configurations',
  search: 'Search vector RAGs',
  newLabel: 'New Vector RAG',
  newTitle: 'New Vector RAG Configuration',
  editTitle: 'Edit Vector RAG Configuration',
  deleteTitle: 'Delete Vector RAG',
  empty: 'No Vector RAGs have been configured',
};
const calls = resourcePaths('tools/rag');

test('vector RAG: two retrievals (MMR with a metadata filter, one re-ranked) through three steps, reopened with every value, deleted', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(60_000);
  const list = new RecordsPage(page, vectorRags);
  const toasts = new Toasts(page);
  await list.goto();
  await list.find('Policy Search');

  const form = await list.openNew(WizardForm);
  await form.fill('Name', 'E2E Claims Retrieval');
  await form.fill('Description', 'Claims passages for the triage agent');
  await form.next();

  // Retrieval #1, in place: MMR over the policy vectors with a metadata filter.
  await pick(page, form.dialog, 'Add database', 'Vector Databases', [/^Policy Vectors/], 'Add database');
  await form.fill('Table/Collection Name', 'claim_chunks');
  await pick(page, form.dialog, 'Add Embedding', 'Embedding Models', [/^OpenAI Small Embeddings/]);
  await form.choose('Distance Strategy', 'Cosine');
  await form.choose('Search Type', 'MMR');
  await form.fill('Fetch K', '20');
  await form.fill('Lambda Multiplier', '0.5');
  await form.dialog.getByText('Filter by metadata', { exact: true }).click();
  await form.dialog.getByRole('textbox', { name: 'Metadata Filter' }).pressSequentially('year >= 2024');

  // Retrieval #2, in the Configure Retrieval dialog: similarity re-ranked by Jina.
  await form.dialog.getByRole('button', { name: 'Add Retrieval' }).click();
  const configure = new WizardForm(page, 'Configure Retrieval');
  await pick(page, configure.dialog, 'Add database', 'Vector Databases', [/^Support Chroma/], 'Add database');
  await configure.fill('Table/Collection Name', 'answers');
  await pick(page, configure.dialog, 'Add Embedding', 'Embedding Models', [/^Cohere Multilingual/]);
  await configure.choose('Distance Strategy', 'Euclidean');
  await configure.dialog.getByText('Re-ranking', { exact: true }).click();
  await pick(page, configure.dialog, 'Add Re-ranking', 'Re-ranking Models', [/^Jina Reranker/]);
  await configure.fill('Re-ranking Score Threshold', '0.3');
  await checkA11y('Configure Retrieval dialog');
  await configure.save('Create');
  await expect(configure.dialog).toBeHidden();
  await expect(form.dialog.getByText('2 of 10')).toBeVisible();
  await form.next();

  await expect(form.dialog.getByRole('list', { name: 'Steps of the retrieval plan' })).toContainText('Retrieval #2 · Re-ranking: Jina Reranker re-scores');
  const posted = await requestSent(page, 'POST', calls.collection, () => form.create());
  const body = posted.postDataJSON();
  expect(body).toEqual({
    name: 'E2E Claims Retrieval',
    description: 'Claims passages for the triage agent',
    configurations: {
      ragVariant: 'vector',
      generator: false,
      retrievals: [
        {
          databaseId: expect.any(String),
          tableName: 'claim_chunks',
          embeddingModel: expect.any(String),
          distanceStrategy: 'cosine',
          searchType: 'MMR',
          topK: 4,
          metadata: 'year >= 2024',
          fetchK: 20,
          lambdaMult: 0.5,
          enableReRanking: false,
          queryExpansion: false,
          hyde: false,
          enableHybridSearch: false,
        },
        {
          databaseId: expect.any(String),
          tableName: 'answers',
          embeddingModel: expect.any(String),
          distanceStrategy: 'euclidean',
          searchType: 'similarity',
          topK: 4,
          enableReRanking: true,
          reRankingModel: expect.any(String),
          reRankingScoreThreshold: 0.3,
          queryExpansion: false,
          hyde: false,
          enableHybridSearch: false,
        },
      ],
    },
  });
  await toasts.expectShown('RAG saved successfully');
  await expect(form.dialog).toBeHidden();

  // Reopened for edit on step 1, every value restored.
  await list.find('E2E Claims Retrieval');
  const edit = await list.open('E2E Claims Retrieval', 'Edit', WizardForm);
  await expect(edit.tab('1. General Settings')).toHaveAttribute('aria-selected', 'true');
  await expect(edit.textbox('Name')).toHaveValue('E2E Claims Retrieval');
  await expect(edit.select('RAG Type')).toContainText('Standard');
  await edit.tab('2. Retrieval Settings').click();
  await expect(edit.textbox('Table/Collection Name')).toHaveValue('claim_chunks');
  await expect(edit.textbox('Lambda Multiplier')).toHaveValue('0.5');
  await expect(edit.dialog.getByRole('textbox', { name: 'Metadata Filter' })).toHaveText('year >= 2024');
  await edit.dialog.getByRole('button', { name: /^Retrieval #2/ }).click();
  await expect(edit.dialog.getByRole('listitem').filter({ hasText: 'Jina Reranker' })).toBeVisible();
  await expect(edit.dialog.getByRole('textbox', { name: 'Re-ranking Score Threshold' })).toHaveValue('0.3');
  await edit.previous();
  await edit.cancel();

  const confirmation = await list.openDelete('E2E Claims Retrieval');
  await confirmation.confirm();
  await toasts.expectShown('RAG deleted successfully');
  await list.expectEmpty();
});
