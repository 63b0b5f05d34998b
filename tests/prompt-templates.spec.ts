import type { Locator, Page } from '@playwright/test';
import { expect, test, workspaces } from './fixtures/test.ts';
import { RecordForm } from './support/record-form.ts';
import { RecordsPage, type RecordsScreen } from './support/records-page.ts';
import { requestSent, resourcePaths } from './support/requests.ts';
import { Toasts } from './support/toasts.ts';

// What needs no server (the view dialog, each rule message, the read-only lock, the loading
// states, a workspace without an intelligence source, a refused update) is tested beside the
// screen: apps/console/src/features/prompt-templates/screen.browser.test.tsx.

const wid = workspaces.enterprise.id;
const templates: RecordsScreen = {
  path: 'prompt-templates',
  heading: 'Prompt Templates',
  table: 'Prompt Templates',
  search: 'Search prompt templates by name',
  newLabel: 'New Prompt Template',
  editTitle: 'Edit Prompt Template',
  deleteTitle: 'Delete Prompt Template',
  empty: 'No Prompt Templates found.',
};
const calls = resourcePaths('prompt-template');

/** The prompt editor of a form and its '@' picker. */
function promptEditor(page: Page, form: RecordForm) {
  const editor: Locator = form.textbox('Prompt');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  return {
    editor,
    suggestions,
    /** Types at the end of the prompt one key at a time, as CodeMirror reads each key from the DOM. */
    async type(text: string) {
      await editor.click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type(text, { delay: 15 });
    },
    /** Picks in the open '@' picker: a category ('Variables'), then one of its names. */
    async pick(category: string, name: string) {
      await suggestions.getByRole('option', { name: new RegExp(`^${category}`) }).click();
      await suggestions.getByRole('option', { name: new RegExp(`^${name.replace('.', '\\.')}`) }).click();
    },
  };
}

/** Opens the New Prompt Template drawer and waits for its editor, which loads what '@' offers first. */
async function openNewTemplate(list: RecordsPage) {
  const form = await list.openNew();
  await expect(form.textbox('Prompt')).toBeVisible();
  return form;
}

test.describe('prompt templates', () => {
  // A whole flow through the list, two drawers and a confirmation outlasts the default on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test("lists and searches the templates, creates one with names from the '@' picker and a New Variable, edits and deletes it", async ({
    page,
    checkA11y,
  }) => {
    const list = new RecordsPage(page, templates);
    const toasts = new Toasts(page);
    await list.goto();
    await list.expectRows(['claims_triage', 'support_reply', 'learning_summary']);
    await list.expectSearch('SUPPORT', ['support_reply']);
    // Only the name is searched, not the description.
    await list.expectSearch('polite reply', []);
    await list.search('');
    await checkA11y('Prompt Templates list');

    const create = await openNewTemplate(list);
    await expect.poll(async () => (await create.dialog.boundingBox())?.width).toBe(633);
    await create.fill('Prompt Key', 'greeting');
    await create.fill('Prompt Description', 'Greets the customer by name');

    // A variable made in place joins what '@' offers.
    await create.dialog.getByRole('button', { name: 'New Variable' }).click();
    const variable = await list.form('New Variable');
    await variable.fill('Variable Name', 'preferred_name');
    await variable.choose('Data Type', 'string');
    await variable.fill('Description', 'Made from the prompt drawer');
    await variable.save();
    await toasts.expectShown('Variable saved successfully');
    await expect(variable.dialog).toBeHidden();
    await expect(create.dialog).toBeVisible();

    const prompt = promptEditor(page, create);
    await prompt.type('Greet @');
    await expect(prompt.suggestions.getByRole('option')).toHaveText([
      /^Agents/,
      /^APIs/,
      /^MCPs/,
      /^Vector RAGs/,
      /^Graph RAGs/,
      /^Variables/,
      /^Metadata/,
    ]);
    await prompt.pick('Variables', 'policy_number');
    await expect(prompt.editor).toHaveText('Greet policy_number');
    // Nested run metadata is offered by its dotted path.
    await prompt.type(' in @');
    await prompt.pick('Metadata', 'session.id');
    await prompt.type(' as @');
    await prompt.pick('Variables', 'preferred_name');
    await expect(prompt.editor).toHaveText('Greet policy_number in session.id as preferred_name');
    await prompt.type(' and thank them.');
    await checkA11y('New Prompt Template drawer with a prompt');

    const posted = await requestSent(page, 'POST', calls.collection, () => create.save());
    // Known names are saved in double braces, the one made in place too.
    expect(posted.postDataJSON()).toEqual({
      name: 'greeting',
      description: 'Greets the customer by name',
      configurations: {
        prompt_template: 'Greet {{policy_number}} in {{session.id}} as {{preferred_name}} and thank them.',
      },
    });
    await toasts.expectShown('Prompt Template saved successfully');
    await expect(create.dialog).toBeHidden();

    const edit = await list.open('greeting');
    await expect(edit.textbox('Prompt')).toHaveText('Greet policy_number in session.id as preferred_name and thank them.');
    await edit.fill('Prompt Description', 'Greets and thanks the customer');
    const put = await requestSent(page, 'PUT', calls.item, () => edit.save('Update'));
    expect(put.postDataJSON()).toMatchObject({ description: 'Greets and thanks the customer' });
    await toasts.expectShown('Prompt Template updated successfully');
    await expect(list.row('greeting')).toContainText('Greets and thanks the customer');

    const confirmation = await list.openDelete('greeting');
    await confirmation.confirm();
    await toasts.expectShown('Prompt Template deleted successfully');
    await expect(list.row('greeting')).toHaveCount(0);
  });

  test('enhances the prompt in the Optimize dialog and inserts the result', async ({ page, api, checkA11y }) => {
    // The workspace's intelligence source: the first LLM connection.
    const llms = await api.get<{ id: string }[]>(`workspaces/${wid}/llm`);
    await api.post(`workspaces/${wid}/configurations`, {
      key: 'promptEnhancementIntelligentSource',
      value: JSON.stringify({ id: llms[0]!.id, isSLM: false }),
    });
    const list = new RecordsPage(page, templates);
    await list.goto();
    const create = await openNewTemplate(list);
    await create.fill('Prompt Key', 'claim_summary');
    await create.fill('Prompt Description', 'Summarises a claim');
    const prompt = promptEditor(page, create);
    await prompt.type('Summarise the claim of customer_name. Keep it short.');

    await create.dialog.getByRole('button', { name: 'Enhance Prompt' }).click();
    const optimize = new RecordForm(page, 'Optimize');
    await expect(optimize.textbox('Current Prompt')).toHaveValue('Summarise the claim of customer_name. Keep it short.');
    const enhance = optimize.dialog.getByRole('button', { name: 'Enhance' });
    await expect(enhance).toBeDisabled();
    await optimize.choose('Prompt Framework', /^RTF/);
    await expect(enhance).toBeEnabled();

    const enhanced = await requestSent(page, 'POST', /\/prompt-template\/enhance$/, () => enhance.click());
    expect(enhanced.postDataJSON()).toMatchObject({
      promptFramework: { type: 'RTF', title: 'RTF' },
      intelligentSource: { id: llms[0]!.id, isSLM: false },
      currentPrompt: 'Summarise the claim of customer_name. Keep it short.',
      promptFrameworkType: 'RTF',
    });
    await expect(optimize.textbox('Enhanced Prompt')).toHaveValue(
      /^# RTF prompt\nRole: Summarise the claim of customer_name\./,
    );
    await checkA11y('Optimize dialog with an enhanced prompt');

    await optimize.dialog.getByRole('button', { name: 'Insert' }).click();
    await expect(optimize.dialog).toBeHidden();
    await expect(prompt.editor).toContainText('# RTF prompt');
    await expect(prompt.editor).toContainText('Role: Summarise the claim of customer_name.');

    const posted = await requestSent(page, 'POST', calls.collection, () => create.save());
    const saved = posted.postDataJSON() as { configurations: { prompt_template: string } };
    expect(saved.configurations.prompt_template).toMatch(
      /^# RTF prompt\nRole: Summarise the claim of \{\{customer_name\}\}\./,
    );
    await new Toasts(page).expectShown('Prompt Template saved successfully');
  });
});
