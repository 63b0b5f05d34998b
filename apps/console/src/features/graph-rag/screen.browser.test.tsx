import { GRAPH_RAG_MESSAGES, RETRIEVAL_MESSAGES } from '@agentdeck/api-client/rules';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ResourceScreen } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { recordForm, toastOf } from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { graphRagScreen } from './screen';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

const seeded = () =>
  createFakeApi({
    database: [
      { name: 'Claims graph', type: 'Graph', configurations: { provider: 'Neo4j', endpoint: 'neo4j://graph', databaseName: 'neo4j', userName: 'neo4j', password: 'neo' } },
      { name: 'Policy vectors', type: 'Vector', configurations: { provider: 'pgvector', host: 'pg', port: 5432, databaseName: 'rag', userName: 'rag', password: 'pg-password' } },
    ],
    embeddingModel: [{ name: 'text-embedding-3', description: 'OpenAI embeddings', provider: 'OpenAI', modelName: 'text-embedding-3-small', configurations: { apiKey: 'openai-key', dimensions: 1536 } }],
    llm: [{ name: 'GPT-4o Production', provider: 'OpenAI', modelName: 'gpt-4o', configurations: { description: 'The main model' } }],
    slm: [{ name: 'triage-small', provider: 'Ollama', modelName: 'llama3.2:3b', configurations: { description: 'Fast triage', baseUrl: 'http://ollama:11434', tokenLimit: 4096 } }],
  });

const form = recordForm('New Graph RAG Configurations');
const next = () => userEvent.click(form.dialog.getByRole('button', { name: 'Next', exact: true }));

describe('Graph RAG', () => {
  it("says 'No Graph RAGs have been configured' with none", async () => {
    await renderInWorkspace(<ResourceScreen definition={graphRagScreen} />, { api: createFakeApi({}) });
    await expect.element(page.getByText('No Graph RAGs have been configured')).toBeVisible();
  });

  it('creates a corrective graph RAG with NER query understanding: its messages, and the body with the sources split', async () => {
    const api = seeded();
    await renderInWorkspace(<ResourceScreen definition={graphRagScreen} />, { api });
    await userEvent.click(page.getByRole('button', { name: 'New Graph RAG' }));
    await expect.element(form.select('Graph RAG Type')).toHaveTextContent('Standard');
    await form.fill('Name', 'Claims Graph Search');
    await form.fill('Description', 'Finds claims by the entities they name');
    await form.choose('Graph RAG Type', 'Corrective');
    await form.choose('Corrective Intelligence Source', /^triage-small/);
    await next();

    await userEvent.click(form.dialog.getByRole('button', { name: 'Add database' }));
    const databases = page.getByRole('dialog', { name: 'Graph Databases' });
    expect(databases.getByRole('row', { name: /Policy vectors/ }).elements()).toHaveLength(0);
    await userEvent.click(databases.getByRole('row', { name: /Claims graph/ }));
    await userEvent.click(databases.getByRole('button', { name: 'Add database', exact: true }));
    await form.choose('Search Type', 'Similarity with related nodes');
    await form.fill('Top K', '0');
    await userEvent.tab();
    await form.expectFieldError('Top K', 'Value cannot be less than 1');
    await form.fill('Top K', '5');
    await form.fill('Node Label', 'Claim');
    await form.fill('Embedding Node Property', 'embedding');
    const properties = form.dialog.getByRole('textbox', { name: 'Text Node Properties' });
    await userEvent.fill(properties, 'summary');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(form.dialog.getByRole('button', { name: 'Remove summary' }));
    await expect.element(form.dialog.getByText(GRAPH_RAG_MESSAGES.textNodeProperties)).toBeVisible();
    await userEvent.fill(properties, 'summary, notes,');
    await userEvent.click(form.dialog.getByRole('button', { name: 'Add Embedding' }));
    const embeddings = page.getByRole('dialog', { name: 'Embedding Models' });
    await userEvent.click(embeddings.getByRole('row', { name: /text-embedding-3/ }));
    await userEvent.click(embeddings.getByRole('button', { name: 'Add', exact: true }));
    await userEvent.click(form.dialog.getByText('Query Understanding', { exact: true }));
    await form.choose('Query Understanding Type', 'NER');
    await form.passSelect('Query Understanding Source');
    await expect.element(form.message(RETRIEVAL_MESSAGES.intelligenceSource)).toBeVisible();
    await form.choose('Query Understanding Source', /^GPT-4o Production/);
    await form.fill('Full Text Index Name', 'claim_text');
    await form.fill('Full Text Search Property', 'x');
    await form.fill('Full Text Search Property', '');
    await form.expectFieldError('Full Text Search Property', GRAPH_RAG_MESSAGES.fullTextSearchProperty);
    await form.fill('Full Text Search Property', 'summary');
    await next();

    const plan = form.dialog.getByRole('list', { name: 'Steps of the retrieval plan' });
    await expect.element(plan).toHaveTextContent(/Query understanding \(NER\): GPT-4o Production finds the entities/);
    await expect.element(plan).toHaveTextContent(/Corrective check: triage-small grades the retrieved context/);
    await expectNoAxeViolations('step 3 of the graph RAG wizard');
    await form.save('Create');
    await expect.element(toastOf('Knowledge Graph saved successfully')).toBeVisible();
    const [database, embedding, llm, slm] = [
      api.records('database')[0]!.id,
      api.records('embeddingModel')[0]!.id,
      api.records('llm')[0]!.id,
      api.records('slm')[0]!.id,
    ];
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Claims Graph Search',
      description: 'Finds claims by the entities they name',
      configurations: {
        graphRagType: 'corrective',
        correctiveRag: { sourceValue: slm, slmId: slm },
        generator: false,
        retrievals: [
          {
            database,
            queryLanguage: 'Cypher',
            searchType: 'similarity-with-neighbours',
            topK: 5,
            nodeLabel: 'Claim',
            embeddingNodeProperty: 'embedding',
            textNodeProperties: ['summary', 'notes'],
            embeddingModelId: embedding,
            enableReRanking: false,
            queryExpansion: false,
            hyde: false,
            enableHybridSearch: false,
            enableQueryUnderstanding: true,
            queryUnderstanding: {
              queryType: 'NER',
              sourceValue: llm,
              llmId: llm,
              fullTextSearchIndex: 'claim_text',
              fullTextSearchProperty: 'summary',
            },
          },
        ],
      },
    });
  });
});
