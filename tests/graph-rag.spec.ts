import { expect, test } from './fixtures/test.ts';
import { WizardForm } from './support/record-form.ts';
import { RecordsPage, type RecordsScreen } from './support/records-page.ts';
import { requestSent, resourcePaths } from './support/requests.ts';
import { pick } from './support/selector.ts';
import { Toasts } from './support/toasts.ts';

// The step rules and each message are tested beside the screen:
// apps/console/src/features/graph-rag/screen.browser.test.tsx.

const graphRags: RecordsScreen = {
  path: 'knowledge-source-configs/graph-rag-configurations',
  heading: 'Graph RAG Configurations',
  table: 'Graph RAG configurations',
  search: 'Search graph RAGs',
  newLabel: 'New Graph RAG',
  newTitle: 'New Graph RAG Configurations',
  editTitle: 'Edit Graph RAG Configurations',
  deleteTitle: 'Delete Graph RAG',
  empty: 'No Graph RAGs have been configured',
};
const calls = resourcePaths('tools/graph-rag');

test('graph RAG: a corrective configuration with NER query understanding and a generator, saved with its sources split', async ({ page, checkA11y }) => {
  test.setTimeout(60_000);
  const list = new RecordsPage(page, graphRags);
  const toasts = new Toasts(page);
  await list.goto();
  await list.find('Claims Knowledge Graph');

  const form = await list.openNew(WizardForm);
  await form.fill('Name', 'E2E Vehicle Graph');
  await form.fill('Description', 'Vehicles and parties named in claims');
  await form.choose('Graph RAG Type', 'Corrective');
  await form.choose('Corrective Intelligence Source', /^Claude Sonnet Analyst/);
  await form.next();

  await pick(page, form.dialog, 'Add database', 'Graph Databases', [/^Claims Graph/], 'Add database');
  await form.choose('Search Type', /^Similarity$/);
  await form.fill('Node Label', 'Vehicle');
  await form.fill('Embedding Node Property', 'embedding');
  await form.textbox('Text Node Properties').fill('make, model,');
  await pick(page, form.dialog, 'Add Embedding', 'Embedding Models', [/^OpenAI Small Embeddings/]);
  await form.dialog.getByText('Query Understanding', { exact: true }).click();
  await form.choose('Query Understanding Type', 'NER');
  await form.choose('Query Understanding Source', /^Phi-3 Mini On-Prem/);
  await form.fill('Full Text Index Name', 'vehicle_text');
  await form.fill('Full Text Search Property', 'make');
  await form.next();

  await form.dialog.getByText('Enable Response Generation', { exact: true }).click();
  await form.choose('Intelligence Source', /^GPT-4o Production/);
  await pick(page, form.dialog, 'Add Prompt', 'Prompts', [/^support_reply/]);
  await checkA11y('Generator Settings with the retrieval plan');
  const posted = await requestSent(page, 'POST', calls.collection, () => form.create());
  const { configurations } = posted.postDataJSON();
  expect(configurations).toEqual({
    graphRagType: 'corrective',
    correctiveRag: { sourceValue: expect.any(String), llmId: expect.any(String) },
    generator: true,
    generatorSource: { sourceValue: expect.any(String), llmId: expect.any(String), promptId: expect.any(String) },
    retrievals: [
      {
        database: expect.any(String),
        queryLanguage: 'Cypher',
        searchType: 'similarity',
        topK: 4,
        nodeLabel: 'Vehicle',
        embeddingNodeProperty: 'embedding',
        textNodeProperties: ['make', 'model'],
        embeddingModelId: expect.any(String),
        enableReRanking: false,
        queryExpansion: false,
        hyde: false,
        enableHybridSearch: false,
        enableQueryUnderstanding: true,
        queryUnderstanding: {
          queryType: 'NER',
          sourceValue: expect.any(String),
          slmId: expect.any(String),
          fullTextSearchIndex: 'vehicle_text',
          fullTextSearchProperty: 'make',
        },
      },
    ],
  });
  await toasts.expectShown('Knowledge Graph saved successfully');
  await list.find('E2E Vehicle Graph');
  await expect(list.row('E2E Vehicle Graph')).toContainText('Corrective');
});
