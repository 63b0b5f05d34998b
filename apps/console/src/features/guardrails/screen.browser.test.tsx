import { GUARDRAIL_MESSAGES } from '@agentdeck/api-client/rules';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ResourceScreen } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { recordForm, recordList, toastOf } from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { maskOf } from './model/try-guardrail';
import { guardrailsScreen } from './screen';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

const seeded = () =>
  createFakeApi({
    guardrail: [
      {
        guardrailName: 'PII detection',
        category: 'No PII',
        sourceType: 'REGEX',
        regex: { value: String.raw`\b\d{3}-\d{2}-\d{4}\b`, isCustom: false },
        handlingType: 'MASK',
        criteria: ['PRE', 'POST'],
        isReadOnly: true,
      },
    ],
    llm: [{ name: 'GPT-4o Production', provider: 'OpenAI', modelName: 'gpt-4o' }],
    slm: [{ name: 'triage-small', provider: 'Ollama', modelName: 'llama3.2:3b' }],
  });

const form = recordForm('New Guardrails');
const sample = () => form.dialog.getByRole('textbox', { name: 'Sample message' });
const tryButton = () => form.dialog.getByRole('button', { name: 'Try guardrail' });
const outcome = () => form.dialog.getByRole('status');

/** A radio's or checkbox's drawn mark covers its input: a user clicks its label. */
const clickLabel = (label: string) => userEvent.click(form.dialog.getByText(label, { exact: true }));

async function startRegexGuardrail(pattern: string) {
  await userEvent.click(page.getByRole('button', { name: 'New Guardrails' }));
  await form.fill('Guardrail Name', 'Card numbers');
  await form.choose('Category', 'Regex Match');
  await form.choose('Guardrail Source', 'Regex Pattern');
  await form.fill('Regex Pattern', pattern);
}

describe('Guardrails', () => {
  it('lists the read-only seeds with View instead of Edit, and no Delete', async () => {
    await renderInWorkspace(<ResourceScreen definition={guardrailsScreen} />, { api: seeded() });
    const list = recordList('Guardrails');
    await expect.element(list.row('PII detection')).toHaveTextContent(/No PII.*Regex Pattern.*Mask the content.*Pre Guardrail, Post Guardrail/);
    await expect.element(list.action('PII detection', 'View')).toBeVisible();
    await expect.element(list.action('PII detection', 'Edit')).not.toBeInTheDocument();
    await expect.element(list.action('PII detection', 'Delete')).toBeDisabled();
  });

  it("says each rule's message, and a pattern that does not compile", async () => {
    await renderInWorkspace(<ResourceScreen definition={guardrailsScreen} />, { api: seeded() });
    await userEvent.click(page.getByRole('button', { name: 'New Guardrails' }));
    await form.expectMessages('Guardrail Name', [
      [' x', 'No leading spaces in guardrail name'],
      ['', GUARDRAIL_MESSAGES.name],
    ]);
    await form.passSelect('Category');
    await expect.element(form.message(GUARDRAIL_MESSAGES.category)).toBeVisible();
    await form.passSelect('Guardrail Source');
    await expect.element(form.message(GUARDRAIL_MESSAGES.source)).toBeVisible();
    await form.choose('Guardrail Source', 'Regex Pattern');
    await form.fill('Regex Pattern', '(unclosed');
    await form.expectFieldError('Regex Pattern', GUARDRAIL_MESSAGES.invalidRegex);
    await form.choose('Guardrail Source', 'Intelligent Source');
    await form.passSelect('Intelligent Source');
    await expect.element(form.message(GUARDRAIL_MESSAGES.intelligentSource)).toBeVisible();
    await form.expectSaveBlocked();
    await expectNoAxeViolations('the form with its messages');
  });

  it('masks or blocks a sample message in the browser, and calls a runaway pattern too slow', async () => {
    const api = seeded();
    await renderInWorkspace(<ResourceScreen definition={guardrailsScreen} />, { api });
    await startRegexGuardrail(String.raw`\b\d{4}-\d{4}\b`);
    await expect.element(tryButton()).toBeDisabled();
    await expect.element(sample()).toHaveAccessibleDescription('Choose a handling type to try it.');
    await clickLabel('Mask the content');
    await userEvent.fill(sample(), 'Card 1234-5678 and 8765-4321 please');
    await userEvent.click(tryButton());
    await expect.element(outcome()).toHaveTextContent('Masked 2 matches. Matched “1234-5678”, “8765-4321”. What passes:');
    await expect
      .element(form.dialog.getByLabelText('What passes'))
      .toHaveTextContent(`Card ${maskOf('1234-5678')} and ${maskOf('8765-4321')} please`);
    await expectNoAxeViolations('a masked trial');

    // Another handling drops the old result until tried again.
    await clickLabel('Remove or block the response');
    await expect.element(outcome()).toBeEmptyDOMElement();
    await userEvent.click(tryButton());
    await expect.element(outcome()).toHaveTextContent('Blocked (2 matches): the whole text would be removed.');
    await userEvent.fill(sample(), 'Nothing sensitive here');
    await userEvent.click(tryButton());
    await expect.element(outcome()).toHaveTextContent('Nothing matched: the text passes unchanged.');

    // Catastrophic backtracking is stopped in its worker; the page stays responsive.
    await form.fill('Regex Pattern', '^(a+)+$');
    await userEvent.fill(sample(), `${'a'.repeat(40)}!`);
    await userEvent.click(tryButton());
    await expect.element(outcome()).toHaveTextContent(/took longer than 1 second/);
    // Trying sent nothing to the server.
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('saves a regex guardrail with only its source field, and an intelligent one with its model', async () => {
    const api = seeded();
    await renderInWorkspace(<ResourceScreen definition={guardrailsScreen} />, { api });
    await startRegexGuardrail('secret-[0-9]+');
    await clickLabel('Mask the content');
    await clickLabel('Post Guardrail');
    // A model chosen, then the source switched back: only the regex is sent.
    await form.choose('Guardrail Source', 'Intelligent Source');
    await form.choose('Intelligent Source', /triage-small/);
    await form.choose('Guardrail Source', 'Regex Pattern');
    await form.save();
    await expect.element(toastOf('Guardrail saved successfully')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      guardrailName: 'Card numbers',
      category: 'Regex Match',
      sourceType: 'REGEX',
      regex: { value: 'secret-[0-9]+', isCustom: true },
      apis: [],
      handlingType: 'MASK',
      criteria: ['POST'],
    });

    await userEvent.click(recordList('Guardrails').action('Card numbers', 'Edit'));
    const edit = recordForm('Edit Guardrails');
    await edit.choose('Guardrail Source', 'Intelligent Source');
    await edit.choose('Intelligent Source', /triage-small/);
    await edit.save('Update');
    await expect.element(toastOf('Guardrail updated successfully')).toBeVisible();
    expect(api.records('guardrail').find((record) => record.guardrailName === 'Card numbers')).toMatchObject({
      sourceType: 'INTELLIGENT',
      intelligentSources: { id: expect.stringMatching(/^slm-/), isSLM: true },
    });
  });
});
