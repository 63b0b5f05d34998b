import { RETRIEVAL_MESSAGES } from '@agentdeck/api-client/rules';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ResourceScreen } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { recordForm, recordList, toastOf } from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { vectorRagScreen } from './screen';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

const retrieval = {
  databaseId: 'database-1',
  tableName: 'policy_chunks',
  embeddingModel: 'embeddingModel-3',
  distanceStrategy: 'cosine',
  searchType: 'similarity' as const,
  metadata: undefined as string | undefined,
  topK: 4,
  enableReRanking: false,
  queryExpansion: false,
  hyde: false,
  enableHybridSearch: false,
};

const fullHouse = {
  name: 'Full house',
  description: 'Ten retrievals over the policies',
  configurations: { ragVariant: 'vector' as const, generator: false, retrievals: Array.from({ length: 10 }, () => retrieval) },
};

const seeded = (vectorRag: (typeof fullHouse)[] = [fullHouse]) =>
  createFakeApi({
    database: [
      { name: 'Policy vectors', type: 'Vector', configurations: { provider: 'pgvector', host: 'pg', port: 5432, databaseName: 'rag', userName: 'rag', password: 'pg-password' } },
      { name: 'Claims graph', type: 'Graph', configurations: { provider: 'Neo4j', endpoint: 'neo4j://graph', databaseName: 'neo4j', userName: 'neo4j', password: 'neo' } },
    ],
    embeddingModel: [{ name: 'text-embedding-3', description: 'OpenAI embeddings', provider: 'OpenAI', modelName: 'text-embedding-3-small', configurations: { apiKey: 'openai-key', dimensions: 1536 } }],
    llm: [{ name: 'GPT-4o Production', provider: 'OpenAI', modelName: 'gpt-4o', configurations: { description: 'The main model' } }],
    vectorRag,
  });

const form = recordForm('New Vector RAG Configuration');
const tab = (name: string) => form.dialog.getByRole('tab', { name });
const next = () => form.dialog.getByRole('button', { name: 'Next', exact: true });

async function pick(addLabel: string, modalTitle: string, row: RegExp, confirm: string) {
  await userEvent.click(form.dialog.getByRole('button', { name: addLabel }));
  const modal = page.getByRole('dialog', { name: modalTitle, exact: true });
  await userEvent.click(modal.getByRole('row', { name: row }));
  await userEvent.click(modal.getByRole('button', { name: confirm, exact: true }));
  await expect.element(modal).not.toBeInTheDocument();
}

/** Opens 'New Vector RAG' and leaves step 1 filled as Standard: the retrieval step is next. */
async function startNew(api = seeded()) {
  await renderInWorkspace(<ResourceScreen definition={vectorRagScreen} />, { api });
  await userEvent.click(page.getByRole('button', { name: 'New Vector RAG' }));
  await form.fill('Name', 'Policy Search');
  await form.fill('Description', 'Answers policy questions');
  await form.choose('RAG Type', 'Standard');
  return api;
}

/** Fills the new retrieval of step 2: a vector database, its table, an embedding model and MMR search. */
async function fillRetrieval() {
  await userEvent.click(form.dialog.getByRole('button', { name: 'Add database' }));
  const databases = page.getByRole('dialog', { name: 'Vector Databases' });
  await userEvent.click(databases.getByRole('row', { name: /Policy vectors/ }));
  await userEvent.click(databases.getByRole('button', { name: 'Add database', exact: true }));
  await form.fill('Table/Collection Name', 'policy_chunks');
  await pick('Add Embedding', 'Embedding Models', /text-embedding-3/, 'Add');
  await form.choose('Distance Strategy', 'Cosine');
  await form.choose('Search Type', 'MMR');
  await form.fill('Fetch K', '20');
  await form.fill('Lambda Multiplier', '0.5');
  // A number field commits its value when it loses focus.
  await userEvent.tab();
}

describe('Vector RAG', () => {
  it('step 1: Next waits for the step; Fusion asks for its intelligence source, Standard does not', async () => {
    await renderInWorkspace(<ResourceScreen definition={vectorRagScreen} />, { api: seeded() });
    await userEvent.click(page.getByRole('button', { name: 'New Vector RAG' }));
    await expect.element(tab('2. Retrieval Settings')).toHaveAttribute('aria-disabled', 'true');
    await expect.element(next()).toBeDisabled();

    await form.fill('Name', 'Policy Search');
    await form.fill('Description', 'Answers policy questions');
    await form.choose('RAG Type', 'Fusion');
    await form.passSelect('Fusion Intelligence Source');
    await expect.element(form.message(RETRIEVAL_MESSAGES.intelligenceSource)).toBeVisible();
    await expect.element(next()).toBeDisabled();
    await form.choose('RAG Type', 'Standard');
    await userEvent.click(next());
    await expect.element(form.dialog.getByText(RETRIEVAL_MESSAGES.incompleteTooltip)).toBeVisible();
  });

  it('step 2: offers only vector databases and checks a retrieval as it is filled; Cancel removes a half-made one', async () => {
    await startNew();
    await userEvent.click(next());

    // The new retrieval is incomplete; another cannot be added yet.
    await expect.element(form.dialog.getByText(RETRIEVAL_MESSAGES.incompleteTooltip)).toBeVisible();
    await expect.element(form.dialog.getByRole('button', { name: 'Add Retrieval' })).toBeDisabled();
    await expect.element(next()).toBeDisabled();
    await userEvent.click(form.dialog.getByRole('button', { name: 'Add database' }));
    const databases = page.getByRole('dialog', { name: 'Vector Databases' });
    await expect.element(databases.getByRole('row', { name: /Policy vectors/ })).toBeVisible();
    expect(databases.getByRole('row', { name: /Claims graph/ }).elements()).toHaveLength(0);
    await userEvent.click(databases.getByRole('button', { name: 'Cancel' }));
    await expect.element(databases).not.toBeInTheDocument();

    await fillRetrieval();
    await form.fill('Lambda Multiplier', '1.5');
    await userEvent.tab();
    await form.expectFieldError('Lambda Multiplier', 'Value cannot be greater than 1');
    await form.fill('Lambda Multiplier', '0.5');
    await userEvent.click(form.dialog.getByText('Filter by metadata'));
    await expect.element(form.dialog.getByRole('switch', { name: 'Filter by metadata' })).toBeChecked();
    const metadata = form.dialog.getByRole('textbox', { name: 'Metadata Filter' });
    await userEvent.click(metadata);
    await userEvent.keyboard('year => 2024');
    await expect.element(form.dialog.getByText('Invalid operator: =>. Use: >=, <=, >, <, ==, !=').first()).toBeVisible();
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}>= 2024');
    await expect.element(form.dialog.getByText(RETRIEVAL_MESSAGES.incompleteTooltip)).not.toBeInTheDocument();

    await userEvent.click(form.dialog.getByRole('button', { name: 'Add Retrieval' }));
    const configure = page.getByRole('dialog', { name: 'Configure Retrieval' });
    await expect.element(configure.getByRole('textbox', { name: 'Table/Collection Name' })).toBeVisible();
    await userEvent.click(configure.getByRole('button', { name: 'Cancel' }));
    await expect.element(form.dialog.getByText('1 of 10')).toBeVisible();
    await expect.element(next()).toBeEnabled();
  });

  it('step 3: the plan follows the switches and Create sends the cleaned body', async () => {
    const api = await startNew();
    await userEvent.click(next());
    await fillRetrieval();
    await userEvent.click(next());

    const plan = form.dialog.getByRole('list', { name: 'Steps of the retrieval plan' });
    await expect.element(plan).toHaveTextContent(/MMR: Of the 20 fetched, keeps 4/);
    await userEvent.click(form.dialog.getByText('Enable Response Generation', { exact: true }));
    await form.choose('Intelligence Source', /^GPT-4o Production/);
    await form.fill('Sample question', 'Is flood damage covered?');
    await expect.element(plan).toHaveTextContent("Generation: GPT-4o Production answers 'Is flood damage covered?' from the retrieved passages.");
    await expectNoAxeViolations('step 3 of the vector RAG wizard');
    await form.save('Create');
    await expect.element(toastOf('RAG saved successfully')).toBeVisible();
    const [database, embedding, llm] = [api.records('database')[0]!.id, api.records('embeddingModel')[0]!.id, api.records('llm')[0]!.id];
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Policy Search',
      description: 'Answers policy questions',
      configurations: {
        ragVariant: 'vector',
        generator: true,
        generatorSource: { sourceValue: llm, llmId: llm },
        retrievals: [
          {
            databaseId: database,
            tableName: 'policy_chunks',
            embeddingModel: embedding,
            distanceStrategy: 'cosine',
            searchType: 'MMR',
            topK: 4,
            fetchK: 20,
            lambdaMult: 0.5,
            enableReRanking: false,
            queryExpansion: false,
            hyde: false,
            enableHybridSearch: false,
          },
        ],
      },
    });
  });

  it('step 3: the plan names the metadata filter of a saved retrieval', async () => {
    const filtered = { ...fullHouse, name: 'Filtered', configurations: { ...fullHouse.configurations, retrievals: [{ ...retrieval, metadata: 'year >= 2024' }] } };
    await renderInWorkspace(<ResourceScreen definition={vectorRagScreen} />, { api: seeded([filtered]) });
    await userEvent.click(recordList('Vector RAG configurations').action('Filtered', 'Edit'));
    const edit = recordForm('Edit Vector RAG Configuration');
    await userEvent.click(edit.dialog.getByRole('tab', { name: '3. Generator Settings' }));
    const plan = edit.dialog.getByRole('list', { name: 'Steps of the retrieval plan' });
    await expect.element(plan).toHaveTextContent(/Metadata filter: Only chunks matching year >= 2024/);
  });

  it("stops at 10 retrievals with 'You've reached the limit', and passes axe in the dark theme", async () => {
    await renderInWorkspace(<ResourceScreen definition={vectorRagScreen} />, { api: seeded(), theme: 'dark' });
    await userEvent.click(recordList('Vector RAG configurations').action('Full house', 'Edit'));
    const edit = recordForm('Edit Vector RAG Configuration');
    await userEvent.click(edit.dialog.getByRole('tab', { name: '2. Retrieval Settings' }));
    await expect.element(edit.dialog.getByText(RETRIEVAL_MESSAGES.limit)).toBeVisible();
    await expect.element(edit.dialog.getByRole('button', { name: 'Add Retrieval' })).toBeDisabled();
    await expect.element(edit.dialog.getByRole('heading', { name: /Retrieval #10/ })).toBeVisible();
    await expectNoAxeViolations('the retrievals step, dark');
  });
});
