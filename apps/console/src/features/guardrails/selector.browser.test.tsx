import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { z } from 'zod';
import { guardrailSelector } from '../../entities/selectors';
import { formInPlace, FormRecordSelector } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { FieldForm } from '../../testing/field-form';
import { recordForm } from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { guardrailsScreen } from './screen';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

const schema = z.object({ guardrailIds: z.array(z.string()) });
const regex = (value: string) => ({ sourceType: 'REGEX' as const, regex: { value, isCustom: false }, handlingType: 'BLOCK' as const });

const seeded = () =>
  createFakeApi({
    guardrail: [
      { guardrailName: 'PII detection', category: 'No PII', ...regex('\\d{3}-\\d{2}-\\d{4}'), criteria: ['PRE', 'POST'], isReadOnly: true },
      { guardrailName: 'Prompt injection', category: 'Prompt Injection', ...regex('ignore previous'), criteria: ['PRE'], isReadOnly: true },
      { guardrailName: 'Bias detection', category: 'No Social Bias', ...regex('stereotype'), criteria: ['POST'], isReadOnly: true },
    ],
  });

function renderSelector(api: ReturnType<typeof createFakeApi>) {
  return renderInWorkspace(
    <FieldForm schema={schema} defaultValues={{ guardrailIds: [] }}>
      <FormRecordSelector<'guardrail', z.infer<typeof schema>> selector={guardrailSelector} name="guardrailIds" selectionMode="multiple" />
    </FieldForm>,
    { api, createInPlace: { guardrail: formInPlace(guardrailsScreen.form) } },
  );
}

const modal = () => page.getByRole('dialog', { name: 'Guardrails' });
const rows = () => modal().getByRole('row');
const held = () => page.getByRole('status', { name: 'Held' });
const idOf = (api: ReturnType<typeof createFakeApi>, name: string) =>
  api.records('guardrail').find((guardrail) => guardrail.guardrailName === name)!.id;

describe('the guardrails dialog', () => {
  it('lists Pre or Post guardrails by the toggle, keeps choices the toggle hides, and adds them', async () => {
    const api = seeded();
    await renderSelector(api);
    await userEvent.click(page.getByRole('button', { name: 'Add Guardrails' }));
    await expect.element(rows().nth(1)).toBeVisible();
    expect(rows().elements().map((row) => row.textContent)).toEqual([
      expect.stringContaining('PII detection'),
      expect.stringContaining('Prompt injection'),
    ]);
    await expectNoAxeViolations('the guardrails dialog');
    await userEvent.click(modal().getByRole('row', { name: /^Prompt injection/ }));
    await userEvent.click(modal().getByText('Post Guardrail', { exact: true }));
    await expect.element(modal().getByRole('row', { name: /^Bias detection/ })).toBeVisible();
    await expect.element(modal().getByRole('row', { name: /^Prompt injection/ })).not.toBeInTheDocument();
    await userEvent.click(modal().getByRole('row', { name: /^Bias detection/ }));
    await userEvent.click(modal().getByRole('button', { name: 'Add Guardrails' }));
    await expect
      .element(held())
      .toHaveTextContent(JSON.stringify({ guardrailIds: [idOf(api, 'Prompt injection'), idOf(api, 'Bias detection')] }));
  });

  it("opens 'New Guardrail' in place, returns to the list on Cancel, and chooses what it creates", async () => {
    const api = seeded();
    await renderSelector(api);
    await userEvent.click(page.getByRole('button', { name: 'Add Guardrails' }));
    await userEvent.click(modal().getByRole('button', { name: 'New Guardrail' }));
    const form = recordForm('New Guardrails');
    await form.fill('Guardrail Name', 'Half made');
    await form.cancel();
    await expect.element(modal().getByRole('row', { name: /^PII detection/ })).toBeVisible();

    await userEvent.click(modal().getByRole('button', { name: 'New Guardrail' }));
    await expect.element(form.textbox('Guardrail Name')).toHaveValue('');
    await form.fill('Guardrail Name', 'Account numbers');
    await form.choose('Category', 'Regex Match');
    await form.choose('Guardrail Source', 'Regex Pattern');
    await form.fill('Regex Pattern', 'ACC-[0-9]{8}');
    await userEvent.click(form.dialog.getByText('Mask the content', { exact: true }));
    await userEvent.click(form.dialog.getByText('Pre Guardrail', { exact: true }));
    await form.save();
    await expect.element(modal().getByRole('row', { name: /^Account numbers/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(modal().getByRole('button', { name: 'Add Guardrails' }));
    await expect.element(held()).toHaveTextContent(JSON.stringify({ guardrailIds: [idOf(api, 'Account numbers')] }));
  });
});
