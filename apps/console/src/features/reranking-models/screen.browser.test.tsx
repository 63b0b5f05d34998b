import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ResourceScreen } from '../../lib/records';
import { createFakeApi } from '../../testing/fake-api';
import { renderInWorkspace } from '../../testing/render';
import { rerankingModelsScreen } from './screen';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

const seeded = () =>
  createFakeApi({
    rerankingModel: [
      { name: 'cohere-rerank', provider: 'Cohere', modelName: 'rerank-v3.5', description: 'Multilingual reranker', configurations: { apiKey: 'cohere-key' } },
      { name: 'voyage-fast', provider: 'Voyage AI', modelName: 'rerank-2-lite', description: 'Fast cohere-free reranker', configurations: { apiKey: 'voyage-key' } },
    ],
  });

describe('re-ranking models', () => {
  it('searches by name only, and filters by provider', async () => {
    await renderInWorkspace(<ResourceScreen definition={rerankingModelsScreen} />, { api: seeded() });
    const table = page.getByRole('table', { name: 'Re-ranking models' });
    await userEvent.fill(page.getByRole('searchbox', { name: 'Search re-ranking models by name' }), 'cohere');
    await expect.element(table.getByRole('rowheader', { name: 'cohere-rerank' })).toBeVisible();
    // 'voyage-fast' mentions cohere only in its description, which the search does not read.
    await expect.element(table.getByRole('rowheader', { name: 'voyage-fast' })).not.toBeInTheDocument();
    await userEvent.clear(page.getByRole('searchbox', { name: 'Search re-ranking models by name' }));
    await userEvent.click(page.getByRole('button', { name: 'All providers Provider' }));
    await userEvent.click(page.getByRole('option', { name: 'Voyage AI' }));
    await expect.element(table.getByRole('rowheader', { name: 'voyage-fast' })).toBeVisible();
    await expect.element(table.getByRole('rowheader', { name: 'cohere-rerank' })).not.toBeInTheDocument();
  });

  it('asks for an API key', async () => {
    await renderInWorkspace(<ResourceScreen definition={rerankingModelsScreen} />, { api: seeded() });
    await userEvent.click(page.getByRole('button', { name: 'New Re-ranking Model' }));
    const drawer = page.getByRole('dialog', { name: 'New Re-ranking Model' });
    await userEvent.click(drawer.getByRole('button', { name: /API Key/ }));
    await userEvent.keyboard('{Escape}');
    await expect.element(drawer.getByText('Please select an API key/vault')).toBeVisible();
  });
});
