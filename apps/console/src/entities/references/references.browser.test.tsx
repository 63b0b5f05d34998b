import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { z } from 'zod';
import { defineReference, formInPlace, FormReferenceField } from '../../lib/records';
import { createFakeApi } from '../../testing/fake-api';
import { FieldForm } from '../../testing/field-form';
import { renderInWorkspace } from '../../testing/render';
import { variableTestForm } from '../../testing/variable-form';
import { FormBrokerTopicFields } from './FormBrokerTopicFields';

const picked = z.object({ variable: z.string(), brokerId: z.string(), topicId: z.string() });
type Picked = z.infer<typeof picked>;

const emptyPicks: Picked = { variable: '', brokerId: '', topicId: '' };

const variableReference = defineReference({
  resource: 'variable',
  valueOf: (variable) => variable.name,
  labelOf: (variable) => variable.name,
  texts: { placeholder: 'Select a variable', loading: 'Loading variables', empty: 'No variable found', newLabel: 'New Variable' },
});

const held = () => page.getByRole('status', { name: 'Held' });

describe('reference fields', () => {
  it("creates the referred record in place and picks it", async () => {
    const api = createFakeApi({ variable: [{ name: 'customer_name', dataType: 'string', description: 'Name of the customer' }] });
    await renderInWorkspace(
      <FieldForm schema={picked} defaultValues={emptyPicks}>
        <FormReferenceField<'variable', Picked> reference={variableReference} name="variable" label="Variable" />
      </FieldForm>,
      { api, createInPlace: { variable: formInPlace(variableTestForm) } },
    );
    await userEvent.click(page.getByRole('button', { name: 'Select a variable Variable' }));
    await expect.element(page.getByRole('option', { name: 'customer_name' })).toBeVisible();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(page.getByRole('button', { name: 'New Variable for Variable' }));
    const dialog = page.getByRole('dialog', { name: 'New Variable' });
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Variable Name' }), 'region_code');
    await userEvent.click(dialog.getByRole('button', { name: /Data Type/ }));
    await userEvent.click(page.getByRole('option', { name: 'int' }));
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Description' }), 'The region of the claim');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));

    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(held()).toHaveTextContent('"variable":"region_code"');
    expect(api.records('variable').map((variable) => variable.name)).toContain('region_code');
  });

  it("offers the chosen broker's topics and clears the topic when the broker changes", async () => {
    const api = createFakeApi({
      messageBroker: [
        {
          name: 'claims-events',
          provider: 'Apache Kafka',
          configurations: {
            bootstrapServers: 'kafka:9092',
            topics: [{ id: 'claims.in', title: 'Claims in', topicType: 'inbound', requestStructure: '' }],
          },
        },
        { name: 'audit-events', provider: 'Apache Kafka', configurations: { bootstrapServers: 'kafka:9092', topics: [] } },
      ],
    });
    await renderInWorkspace(
      <FieldForm schema={picked} defaultValues={emptyPicks}>
        <FormBrokerTopicFields<Picked> brokerName="brokerId" topicName="topicId" />
      </FieldForm>,
      { api },
    );
    await expect.element(page.getByRole('button', { name: /Topic$/ })).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: /Message Broker$/ }));
    await userEvent.click(page.getByRole('option', { name: /claims-events/ }));
    await userEvent.click(page.getByRole('button', { name: /Topic$/ }));
    await userEvent.click(page.getByRole('option', { name: /Claims in/ }));
    await expect.element(held()).toHaveTextContent('"topicId":"claims.in"');

    await userEvent.click(page.getByRole('button', { name: /Message Broker$/ }));
    await userEvent.click(page.getByRole('option', { name: /audit-events/ }));
    await expect.element(held()).toHaveTextContent('"topicId":""');
    await userEvent.click(page.getByRole('button', { name: /Topic$/ }));
    await expect.element(page.getByText('This message broker has no topics')).toBeVisible();
  });
});
