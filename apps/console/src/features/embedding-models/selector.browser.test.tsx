import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { z } from 'zod';
import { embeddingModelSelector } from '../../entities/selectors';
import { formInPlace, FormRecordSelector } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { FieldForm } from '../../testing/field-form';
import { renderInWorkspace } from '../../testing/render';
import { embeddingModelsScreen } from './screen';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

const schema = z.object({ embeddingModelId: z.string() });
const registry = { embeddingModel: formInPlace(embeddingModelsScreen.form) };

const seeded = () =>
  createFakeApi({
    vault: [{ keyName: 'openai-api-key', description: 'Key of the OpenAI account' }],
    embeddingModel: [
      { name: 'text-embed-small', provider: 'OpenAI', modelName: 'text-embedding-3-small', description: 'Fast, 1536 dimensions', configurations: { dimensions: 1536, apiKey: 'openai-api-key' } },
      { name: 'text-embed-large', provider: 'OpenAI', modelName: 'text-embedding-3-large', description: 'Precise, 3072 dimensions', configurations: { dimensions: 3072, apiKey: 'openai-api-key' } },
    ],
  });

function renderSelector(options: { api: ReturnType<typeof createFakeApi> }) {
  return renderInWorkspace(
    <FieldForm schema={schema} defaultValues={{ embeddingModelId: '' }}>
      <FormRecordSelector<'embeddingModel', z.infer<typeof schema>> selector={embeddingModelSelector} name="embeddingModelId" />
    </FieldForm>,
    { api: options.api, createInPlace: registry },
  );
}

const modal = () => page.getByRole('dialog', { name: 'Embedding Models' });
const held = () => page.getByRole('status', { name: 'Held' });

describe('the Embedding Models selector', () => {
  it('chooses a model in the modal, searched by name, and shows it on the card', async () => {
    const api = seeded();
    await renderSelector({ api });
    await expect
      .element(page.getByText("No embedding model has been added. Please use 'Add Embedding' to provide instructions for the retrieval."))
      .toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Add Embedding' }));
    await expect.element(modal().getByRole('row', { name: /^text-embed-small/ })).toBeVisible();
    await expectNoAxeViolations('the selector');

    await userEvent.fill(modal().getByRole('searchbox', { name: 'Search Embeddings' }), 'LARGE');
    await expect.element(modal().getByRole('row', { name: /^text-embed-small/ })).not.toBeInTheDocument();
    await userEvent.click(modal().getByRole('row', { name: /^text-embed-large/ }));
    await userEvent.click(modal().getByRole('button', { name: 'Add' }));

    await expect.element(modal()).not.toBeInTheDocument();
    const id = api.records('embeddingModel').find((model) => model.name === 'text-embed-large')!.id;
    await expect.element(held()).toHaveTextContent(`"embeddingModelId":"${id}"`);
    await expect.element(page.getByRole('listitem').filter({ hasText: 'text-embed-large' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Remove Embedding Model' }));
    await expect.element(held()).toHaveTextContent('"embeddingModelId":""');
  });

  it('creates a model with New inside the modal, chooses it, and returns to the list', async () => {
    const api = seeded();
    await renderSelector({ api });
    await userEvent.click(page.getByRole('button', { name: 'Add Embedding' }));
    await userEvent.click(modal().getByRole('button', { name: 'New' }));
    const form = page.getByRole('dialog', { name: 'New Embedding Model' });
    await userEvent.fill(form.getByRole('textbox', { name: 'Name' }), 'claims-embedder');
    await userEvent.fill(form.getByRole('textbox', { name: 'Description' }), 'Embeds the claims archive');
    await userEvent.click(form.getByRole('button', { name: /Provider/ }));
    await userEvent.click(page.getByRole('option', { name: /^OpenAI/ }));
    await userEvent.fill(form.getByRole('combobox', { name: 'Model' }), 'text-embedding-3-small');
    await userEvent.tab();
    await userEvent.click(form.getByRole('button', { name: /API Key/ }));
    await userEvent.click(page.getByRole('option', { name: /openai-api-key/ }));
    await userEvent.fill(form.getByRole('textbox', { name: 'Dimensions' }), '0');
    await userEvent.tab();
    await expect.element(form.getByText('Dimension must be at least 1')).toBeVisible();
    await userEvent.fill(form.getByRole('textbox', { name: 'Dimensions' }), '1536');
    await userEvent.tab();
    await userEvent.click(form.getByRole('button', { name: 'Create' }));

    await expect.element(page.getByRole('alertdialog', { name: 'Embedding model saved successfully' })).toBeVisible();
    await expect.element(modal().getByRole('row', { name: /^claims-embedder/, selected: true })).toBeVisible();
    await userEvent.click(modal().getByRole('button', { name: 'Add' }));
    const created = api.records('embeddingModel').find((model) => model.name === 'claims-embedder')!;
    expect(created.configurations).toMatchObject({ dimensions: 1536, apiKey: 'openai-api-key' });
    await expect.element(held()).toHaveTextContent(`"embeddingModelId":"${created.id}"`);
  });

  it('says it is loading the models while they load', async () => {
    const api = seeded();
    const held = api.hold('GET', /embedding-model$/);
    await renderSelector({ api });
    await userEvent.click(page.getByRole('button', { name: 'Add Embedding' }));
    await expect.element(modal().getByText('Please wait! loading the embeddings data for you...')).toBeVisible();
    held.release();
    await expect.element(modal().getByRole('row', { name: /^text-embed-small/ })).toBeVisible();
  });

  it('shows the chosen model without Change or Remove in a read-only form', async () => {
    const api = seeded();
    const [model] = api.records('embeddingModel');
    await renderInWorkspace(
      <FieldForm schema={schema} defaultValues={{ embeddingModelId: model!.id }} isReadOnly>
        <FormRecordSelector<'embeddingModel', z.infer<typeof schema>> selector={embeddingModelSelector} name="embeddingModelId" />
      </FieldForm>,
      { api, createInPlace: registry },
    );
    await expect.element(page.getByRole('listitem').filter({ hasText: 'text-embed-small' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Change Embedding Model' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Remove Embedding Model' })).not.toBeInTheDocument();
  });
});
