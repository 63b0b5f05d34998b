import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { z } from 'zod';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { renderInWorkspace } from '../../testing/render';
import {
  DescriptionField,
  NameAndTypeFields,
  variableTestForm,
  type variableTestSchema,
  type VariableTestValues,
} from '../../testing/variable-form';
import type { RecordFormDefinition, RecordOf } from './definition';
import { ResourceForm } from './ResourceForm';

type Variable = RecordOf<'variable'>;

/** The test form declared as a wizard: each step names the fields it checks before Next. */
const wizard: RecordFormDefinition<'variable', VariableTestValues, z.output<typeof variableTestSchema>> = {
  ...variableTestForm,
  Fields: undefined,
  steps: [
    { title: '1. General Settings', fields: ['name', 'dataType'], Fields: NameAndTypeFields },
    { title: '2. Details', fields: ['description'], Fields: DescriptionField },
  ],
};

function OpenForm({ record }: { record?: Variable }) {
  const [isOpen, setOpen] = useState(true);
  return <ResourceForm definition={wizard} record={record} isOpen={isOpen} onOpenChange={setOpen} />;
}

const drawer = (name: string) => page.getByRole('dialog', { name });
const tab = (name: string) => drawer('New Variable').getByRole('tab', { name });

describe('a wizard form of the screen kit', () => {
  it('opens Next once the step is valid, re-checks a step on Previous, and creates on the last step', async () => {
    const { api } = await renderInWorkspace(<OpenForm />);
    const form = drawer('New Variable');
    await expect.element(form.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect.element(tab('2. Details')).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations('the first step');

    await userEvent.fill(form.getByRole('textbox', { name: 'Variable Name' }), 'region_code');
    await userEvent.click(form.getByRole('button', { name: /Data Type/ }));
    await userEvent.click(page.getByRole('option', { name: 'int' }));
    await userEvent.click(form.getByRole('button', { name: 'Next' }));

    await expect.element(form.getByRole('textbox', { name: 'Description' })).toBeVisible();
    await expect.element(form.getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.click(form.getByRole('button', { name: 'Previous' }));
    await expect.element(form.getByRole('textbox', { name: 'Variable Name' })).toHaveValue('region_code');
    await userEvent.clear(form.getByRole('textbox', { name: 'Variable Name' }));
    await expect.element(form.getByText('Please enter a variable name')).toBeVisible();
    await expect.element(form.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.fill(form.getByRole('textbox', { name: 'Variable Name' }), 'region_code');
    await userEvent.click(form.getByRole('button', { name: 'Next' }));

    await userEvent.fill(form.getByRole('textbox', { name: 'Description' }), 'The region of the claim');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect.element(page.getByRole('alertdialog', { name: 'Variable saved successfully' })).toBeVisible();
    await expect.element(form).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { name: 'region_code', dataType: 'int', description: 'The region of the claim' },
    ]);
  });

  it('opens every step of a saved record and saves it with Update', async () => {
    const api = createFakeApi({ variable: [{ name: 'claim_amount', dataType: 'float', description: 'Amount claimed' }] });
    const [record] = api.records('variable');
    await renderInWorkspace(<OpenForm record={record} />, { api });
    const form = drawer('Edit Variable');
    await userEvent.click(form.getByRole('tab', { name: '2. Details' }));
    await userEvent.fill(form.getByRole('textbox', { name: 'Description' }), 'The amount claimed, in euros');
    await userEvent.click(form.getByRole('button', { name: 'Update' }));
    await expect.element(page.getByRole('alertdialog', { name: 'Variable updated successfully' })).toBeVisible();
    expect(api.records('variable')[0]?.description).toBe('The amount claimed, in euros');
  });
});
