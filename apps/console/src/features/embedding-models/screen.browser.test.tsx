import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ResourceScreen } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { choose, chooseProviderAndModel, enter } from '../../testing/form-steps';
import { renderInWorkspace } from '../../testing/render';
import { embeddingModelsScreen } from './screen';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

const drawer = () => page.getByRole('dialog', { name: 'New Embedding Model' });
const field = (name: string) => drawer().getByRole('textbox', { name });

describe('embedding models', () => {
  it("asks Bedrock for its access key ID, a secret key from the vault and a region, and sends them", async () => {
    const api = createFakeApi({ vault: [{ keyName: 'aws-secret', description: 'Secret of the AWS account' }] });
    await renderInWorkspace(<ResourceScreen definition={embeddingModelsScreen} />, { api });
    await expect.element(page.getByText('No Embedding Model has been configured')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'New Embedding Model' }));
    await userEvent.fill(field('Name'), 'titan-embedder');
    await userEvent.fill(field('Description'), 'Titan embeddings for the archive');
    await chooseProviderAndModel(drawer(), 'AWS Bedrock', 'amazon.titan-embed-text-v2:0');
    await expect.element(drawer().getByRole('button', { name: /API Key/ })).not.toBeInTheDocument();
    await expectNoAxeViolations('the Bedrock form');

    await enter(field('Access Key'), 'AKIAEXAMPLE');
    await userEvent.click(drawer().getByRole('button', { name: /Secret Key/ }));
    await userEvent.keyboard('{Escape}');
    await expect.element(drawer().getByText('Please select a Secret key from vault')).toBeVisible();
    await choose(drawer(), /Secret Key/, 'aws-secret');
    await choose(drawer(), /Region/, 'eu-west-1');
    await enter(field('Dimensions'), '1024');
    await userEvent.click(drawer().getByRole('button', { name: 'Create' }));

    await expect.element(page.getByRole('alertdialog', { name: 'Embedding model saved successfully' })).toBeVisible();
    const [body] = api.calls.filter((call) => call.method === 'POST').map((call) => call.body) as Array<{ configurations: object }>;
    expect(body!.configurations).toMatchObject({ dimensions: 1024, accessKeyId: 'AKIAEXAMPLE', secretKey: 'aws-secret', region: 'eu-west-1' });
    expect(body!.configurations).not.toHaveProperty('apiKey');
  });
});
