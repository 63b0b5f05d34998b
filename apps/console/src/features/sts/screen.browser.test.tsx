import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ResourceScreen } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { choose, chooseProviderAndModel } from '../../testing/form-steps';
import { renderInWorkspace } from '../../testing/render';
import { stsScreen } from './screen';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

const seeded = () => createFakeApi({ vault: [{ keyName: 'openai-api-key', description: 'Key of the OpenAI account' }] });
const drawer = () => page.getByRole('dialog', { name: 'New STS Connection' });

async function startConnection(provider: string, model: string) {
  await userEvent.click(page.getByRole('button', { name: 'New STS Connection' }));
  await userEvent.fill(drawer().getByRole('textbox', { name: 'Connection Name' }), 'hotline-voice');
  await chooseProviderAndModel(drawer(), provider, model);
  await userEvent.fill(drawer().getByRole('textbox', { name: 'Description' }), 'Voice of the claims hotline');
}

describe('STS connections', () => {
  it("says when there is none, and asks OpenAI for a secret key, sent with the provider's voice and language", async () => {
    const { api } = await renderInWorkspace(<ResourceScreen definition={stsScreen} />, { api: seeded() });
    await expect.element(page.getByText('No STS Model has been configured')).toBeVisible();
    await startConnection('OpenAI', 'gpt-4o-realtime-preview');
    await expectNoAxeViolations('the whole form');

    await userEvent.type(drawer().getByRole('combobox', { name: 'Voice' }), 'co');
    await userEvent.click(page.getByRole('option', { name: 'coral' }));
    await userEvent.type(drawer().getByRole('combobox', { name: 'Language' }), 'Ger');
    await userEvent.click(page.getByRole('option', { name: /German/ }));
    await expect.element(drawer().getByRole('button', { name: 'Create' })).toBeDisabled();
    await choose(drawer(), /Secret Key/, 'openai-api-key');
    await userEvent.fill(drawer().getByRole('textbox', { name: 'Tone' }), 'calm');
    await userEvent.click(drawer().getByRole('button', { name: 'Create' }));

    await expect.element(page.getByRole('alertdialog', { name: 'STS configuration saved successfully' })).toBeVisible();
    const [body] = api.calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(body).toMatchObject({
      name: 'hotline-voice',
      provider: 'OpenAI',
      description: 'Voice of the claims hotline',
      configurations: { secretKey: 'openai-api-key', voice: 'coral', language: 'de-DE', tone: 'calm' },
    });
  });

  it('asks no secret key of another provider, and takes a typed voice and language', async () => {
    const { api } = await renderInWorkspace(<ResourceScreen definition={stsScreen} />, { api: seeded() });
    await startConnection('Google Gemini', 'gemini-2.0-flash-live-001');
    await expect.element(drawer().getByRole('button', { name: /Secret Key/ })).not.toBeInTheDocument();
    await userEvent.fill(drawer().getByRole('combobox', { name: 'Voice' }), 'x');
    await userEvent.clear(drawer().getByRole('combobox', { name: 'Voice' }));
    await userEvent.tab();
    await expect.element(drawer().getByText('Please select or enter a voice name')).toBeVisible();
    await userEvent.fill(drawer().getByRole('combobox', { name: 'Voice' }), 'Leda');
    await userEvent.tab();
    await userEvent.fill(drawer().getByRole('combobox', { name: 'Language' }), 'nl-NL');
    await userEvent.tab();
    await userEvent.click(drawer().getByRole('button', { name: 'Create' }));
    await expect.element(page.getByRole('alertdialog', { name: 'STS configuration saved successfully' })).toBeVisible();
    const [body] = api.calls.filter((call) => call.method === 'POST').map((call) => call.body) as Array<{ configurations: object }>;
    expect(body!.configurations).toEqual(expect.objectContaining({ voice: 'Leda', language: 'nl-NL' }));
    expect(body!.configurations).not.toHaveProperty('secretKey');
  });
});
