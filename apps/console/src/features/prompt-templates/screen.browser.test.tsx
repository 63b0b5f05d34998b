import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ResourceScreen } from '../../lib/records';
import { createFakeApi } from '../../testing/fake-api';
import { expectRefusedUpdate, press, recordForm, recordList, refuseChanges } from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { promptTemplatesScreen } from './screen';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

// The list, search, create with the '@' picker and a variable made in place, edit and delete
// across the real mock API, and the Optimize dialog's enhancement, are end to end:
// tests/prompt-templates.spec.ts.

/**
 * The templates, what '@' offers and the workspace's settings, without an intelligence source; the
 * prompt frameworks are the platform catalogue's, which the fake API serves as the mock API does.
 */
function seeded() {
  const api = createFakeApi({
    promptTemplate: [
      {
        name: 'claims_triage',
        description: 'Classifies an incoming claim and extracts key facts',
        configurations: { prompt_template: 'You are a claims triage assistant. Read the message from {{customer_name}}.' },
        isReadOnly: true,
      },
      {
        name: 'support_reply',
        description: 'Drafts a polite reply to a support ticket',
        configurations: { prompt_template: 'Write a short, friendly reply to {{customer_name}}. Answer the question using the retrieved policy passages only and cite them.' },
      },
    ],
  });
  const none = { shared: [] };
  api.answer('POST', /\/prompt-template\/intellisense$/, {
    tools: { api: none, mcp: none, rag: none, graphRag: none },
    variables: { shared: [{ id: 'variable-1', name: 'customer_name', dataType: 'string' }] },
    agents: none,
    metadata: [],
  });
  api.answer('GET', /\/configurations$/, []);
  return api;
}

const render = (api = seeded()) => renderInWorkspace(<ResourceScreen definition={promptTemplatesScreen} />, { api });
const list = recordList('Prompt Templates');
const form = recordForm('New Prompt Template');
const editor = form.textbox('Prompt');
const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
const edit = recordForm('Edit Prompt Template');

/** Types at the end of the prompt, as CodeMirror reads each key. */
async function typeInEditor(text: string) {
  await userEvent.click(editor);
  await userEvent.keyboard(`{ControlOrMeta>}{End}{/ControlOrMeta}${text}`);
}

describe('the prompt templates screen', () => {
  it('views a template: its description, and its prompt with the double braces stripped', async () => {
    await render();
    await userEvent.click(list.action('support_reply', 'View'));
    const view = page.getByRole('dialog', { name: 'support_reply' });
    await expect.element(view.getByText('Drafts a polite reply to a support ticket')).toBeVisible();
    await expect.element(view.getByText(/^Write a short, friendly reply to customer_name\./)).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Close' }).last());
    await expect.element(view).not.toBeInTheDocument();
  });

  it("shows each rule message next to its field, and Escape closes the '@' picker only", async () => {
    await render();
    await press('New Prompt Template');
    await form.fill('Prompt Key', 'x');
    await form.expectMessages('Prompt Key', [['', 'Please enter a prompt key']]);
    await form.expectMessages('Prompt Description', [['abc', 'Prompt description must be at least 5 characters long']]);
    await typeInEditor('@');
    await expect.element(suggestions).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(suggestions).not.toBeInTheDocument();
    await expect.element(form.dialog).toBeVisible();
    await expect.element(form.textbox('Prompt Key')).toHaveValue('');
    await userEvent.keyboard('{Backspace}');
    await expect.element(form.message('Please enter a prompt')).toBeVisible();
    await expect.element(form.saveButton()).toHaveAttribute('aria-disabled', 'true');
    // A click outside does not close the drawer.
    await userEvent.click(page.elementLocator(document.body), { position: { x: 100, y: 400 }, force: true });
    await expect.element(form.dialog).toBeVisible();
  });

  it('opens a read-only template locked: no update, no delete, no enhancing', async () => {
    await render();
    await expect.element(list.row('claims_triage')).toHaveTextContent('Read-only');
    await expect.element(list.action('claims_triage', 'Delete')).toBeDisabled();
    await userEvent.click(list.action('claims_triage', 'View'));
    await expect.element(edit.message('This prompt template is read-only: it cannot be changed or deleted.')).toBeVisible();
    await expect.element(edit.textbox('Prompt Key')).toHaveAttribute('readonly');
    await expect.element(edit.textbox('Prompt')).toHaveAttribute('aria-readonly', 'true');
    await expect.element(edit.saveButton('Update')).toBeDisabled();
    await expect.element(edit.dialog.getByRole('button', { name: 'Enhance Prompt' })).not.toBeInTheDocument();
  });

  it('says what is getting ready while the editor and the Optimize dialog load', async () => {
    const api = seeded();
    const intellisense = api.hold('POST', /\/prompt-template\/intellisense$/);
    const config = api.hold('GET', /^\/platform\/config$/);
    await render(api);
    await press('New Prompt Template');
    await expect.element(form.dialog.getByText('Hold on, Prompt editor is getting ready...')).toBeVisible();
    await expect.element(form.dialog.getByRole('button', { name: /Please Wait/ })).toBeVisible();
    intellisense.release();
    await expect.element(editor).toBeVisible();
    await expect.element(form.saveButton()).toBeVisible();

    await typeInEditor('Write a haiku.');
    await userEvent.click(form.dialog.getByRole('button', { name: 'Enhance Prompt' }));
    const optimize = recordForm('Optimize');
    await expect.element(optimize.dialog.getByText('Hold on, Enhance Prompt is getting ready...')).toBeVisible();
    config.release();
    await expect.element(optimize.select('Prompt Framework')).toBeVisible();
    await optimize.cancel();
    await expect.element(optimize.dialog).not.toBeInTheDocument();
  });

  it('says the intelligent source is not configured and keeps Enhance off', async () => {
    await render();
    await press('New Prompt Template');
    await typeInEditor('Write a haiku.');
    await userEvent.click(form.dialog.getByRole('button', { name: 'Enhance Prompt' }));
    const optimize = recordForm('Optimize');
    await expect.element(optimize.dialog.getByText('Intelligent source not configured. Please configure in Settings.')).toBeVisible();
    await optimize.choose('Prompt Framework', /^TAG/);
    await expect.element(optimize.dialog.getByRole('button', { name: 'Enhance' })).toBeDisabled();
    await expect.element(optimize.dialog.getByRole('button', { name: 'Insert' })).toBeDisabled();
  });

  it('shows a refused update (403) as a toast and keeps the drawer open', async () => {
    const api = seeded();
    const message = 'This Prompt Template is read-only and cannot be changed';
    refuseChanges(api, 'promptTemplate', 'support_reply', message, ['PUT']);
    await render(api);
    await expectRefusedUpdate(list, 'support_reply', edit, () => edit.fill('Prompt Description', 'Changed by the 403 test'), message);
    await expect.element(list.row('support_reply')).toBeVisible();
  });
});
