import { expect, test } from './fixtures/test.ts';
import { RecordsPage, type RecordsScreen } from './support/records-page.ts';
import { requestSent, resourcePaths } from './support/requests.ts';
import { Toasts } from './support/toasts.ts';

// Each rule's message, the source switches, the trial's outcomes (masked, blocked, nothing,
// a runaway pattern) and the bodies of the other sources are tested beside the screen:
// apps/console/src/features/guardrails/screen.browser.test.tsx.

const guardrails: RecordsScreen = {
  path: 'guardrails',
  heading: 'Guardrails',
  table: 'Guardrails',
  search: 'Search guardrails',
  newLabel: 'New Guardrails',
  editTitle: 'Edit Guardrails',
  viewTitle: 'View Guardrails',
  deleteTitle: 'Delete Guardrails',
  empty: 'No Guardrails have been configured',
};
const calls = resourcePaths('guardrails');

test.describe('guardrails', () => {
  test.describe.configure({ timeout: 60_000 });

  test('shows the three read-only seeds, then creates a regex guardrail tried on a sample, edits and deletes it', async ({
    page,
    checkA11y,
  }) => {
    const list = new RecordsPage(page, guardrails);
    const toasts = new Toasts(page);
    await list.goto();
    await list.expectRows(['Bias detection', 'PII detection', 'Prompt injection']);
    await expect(list.rowAction('PII detection', 'Delete')).toBeDisabled();
    const seed = await list.open('PII detection', 'View');
    await expect(seed.textbox('Guardrail Name')).toHaveAttribute('readonly');
    await seed.cancel();
    await checkA11y('guardrails list');

    const create = await list.openNew();
    await create.fill('Guardrail Name', 'Card numbers');
    await create.choose('Category', 'Regex Match');
    await create.fill('Description', 'Masks card numbers in answers');
    await create.choose('Guardrail Source', 'Regex Pattern');
    await create.fill('Regex Pattern', String.raw`\b\d{4}-\d{4}-\d{4}-\d{4}\b`);
    await create.dialog.getByText('Mask the content', { exact: true }).click();
    await create.dialog.getByText('Post Guardrail', { exact: true }).click();
    await create.dialog.getByRole('textbox', { name: 'Sample message' }).fill('Paid with 4111-1111-1111-1111 today');
    await create.dialog.getByRole('button', { name: 'Try guardrail' }).click();
    await expect(create.dialog.getByLabel('What passes')).toHaveText(`Paid with ${'•'.repeat(19)} today`);
    await checkA11y('New Guardrails drawer with a trial');

    const posted = await requestSent(page, 'POST', calls.collection, () => create.save());
    expect(posted.postDataJSON()).toEqual({
      guardrailName: 'Card numbers',
      category: 'Regex Match',
      description: 'Masks card numbers in answers',
      sourceType: 'REGEX',
      regex: { value: String.raw`\b\d{4}-\d{4}-\d{4}-\d{4}\b`, isCustom: true },
      apis: [],
      handlingType: 'MASK',
      criteria: ['POST'],
    });
    await toasts.expectShown('Guardrail saved successfully');
    await list.find('Card numbers');
    await expect(list.row('Card numbers')).toContainText('Post Guardrail');

    const edit = await list.open('Card numbers');
    await expect(edit.textbox('Regex Pattern')).toHaveValue(String.raw`\b\d{4}-\d{4}-\d{4}-\d{4}\b`);
    await edit.dialog.getByText('Remove or block the response', { exact: true }).click();
    await edit.dialog.getByText('Pre Guardrail', { exact: true }).click();
    const put = await requestSent(page, 'PUT', calls.item, () => edit.save('Update'));
    expect(put.postDataJSON()).toMatchObject({ handlingType: 'BLOCK', criteria: ['POST', 'PRE'] });
    await toasts.expectShown('Guardrail updated successfully');
    await expect(list.row('Card numbers')).toContainText('Remove or block the response');

    const confirmation = await list.openDelete('Card numbers');
    await confirmation.confirm();
    await toasts.expectShown('Guardrail deleted successfully');
    await list.search('');
    await list.expectRows(['Bias detection', 'PII detection', 'Prompt injection']);
  });
});
