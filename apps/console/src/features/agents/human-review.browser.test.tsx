import { HUMAN_INPUT_MESSAGES, TOPIC_MESSAGES } from '@agentdeck/api-client/rules';
import { agentFormSchema } from '@agentdeck/forms';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { FieldForm } from '../../testing/field-form';
import { recordForm } from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { FormDrawerCard } from '../../lib/records';
import { claimsBroker } from './node/sample-workspace';
import { humanReviewPart } from './parts';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

const api = () => createFakeApi({ messageBroker: [claimsBroker as never] });

const drawer = recordForm('Human Review');
const held = () => page.getByRole('status', { name: 'Held' });
const producer = () => drawer.dialog.getByRole('group', { name: 'Producer topic' });
const longInstruction = 'Ask a supervisor when the refund exceeds 500 EUR or the customer is a VIP account';

async function renderCard() {
  await renderInWorkspace(
    <FieldForm schema={agentFormSchema} defaultValues={{ agentName: '', agentDescription: '', promptTemplateId: '', sourceValue: '', humanInput: null }}>
      <FormDrawerCard definition={humanReviewPart} name="humanInput" />
    </FieldForm>,
    { api: api() },
  );
}

describe('the Human Review drawer', () => {
  it('asks for the instruction and the producer topic, then shows the instruction cut at 65 keeping 62', async () => {
    await renderCard();
    await userEvent.click(page.getByRole('button', { name: 'Add Human Review' }));
    await expect.element(drawer.select('Option')).toHaveAccessibleName(/Message Broker/);
    await drawer.fill('Instruction', 'x');
    await drawer.fill('Instruction', '');
    await drawer.expectFieldError('Instruction', HUMAN_INPUT_MESSAGES.instruction);
    await drawer.expectSaveBlocked('Save');
    await userEvent.click(producer().getByRole('button', { name: /Message Broker/ }));
    await userEvent.click(page.getByRole('option', { name: /^Claims Kafka/ }));
    await userEvent.click(producer().getByRole('button', { name: /Topic/ }));
    await userEvent.click(page.getByRole('option', { name: /^Human review requests/ }));
    await expect.element(producer().getByRole('button', { name: /Topic/ })).toBeEnabled();
    await userEvent.fill(producer().getByRole('textbox', { name: 'Request Structure' }), 'x');
    await userEvent.fill(producer().getByRole('textbox', { name: 'Request Structure' }), '');
    await expect.element(producer().getByText(TOPIC_MESSAGES.requestStructure)).toBeVisible();
    await userEvent.fill(producer().getByRole('textbox', { name: 'Request Structure' }), '{"message":"string"}');
    await drawer.fill('Instruction', longInstruction);
    await expectNoAxeViolations('the human review drawer');
    await drawer.save('Save');
    await expect.element(drawer.dialog).not.toBeInTheDocument();
    await expect.element(page.getByText(`${longInstruction.slice(0, 62)}...`)).toBeVisible();
    await expect.element(held()).toHaveTextContent('"enableBroker":true');
    await expect.element(held()).toHaveTextContent('"topicId":"review-requests"');
  });

  it('keeps the old review on Cancel, drops a switched-off broker, and Remove resets', async () => {
    await renderCard();
    await userEvent.click(page.getByRole('button', { name: 'Add Human Review' }));
    await drawer.fill('Instruction', 'Check refunds over 500 EUR');
    await userEvent.click(drawer.dialog.getByText('Send the review through a message broker'));
    await expect.element(producer()).not.toBeInTheDocument();
    await drawer.save('Save');
    await expect.element(held()).toHaveTextContent('"enableBroker":false');
    await userEvent.click(page.getByRole('button', { name: 'Change Human Review' }));
    await drawer.fill('Instruction', 'Something else entirely');
    await drawer.cancel();
    await expect.element(page.getByText('Check refunds over 500 EUR', { exact: true })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Remove Human Review' }));
    await expect.element(held()).toHaveTextContent('"humanInput":null');
    await expect.element(page.getByRole('button', { name: 'Add Human Review' })).toBeVisible();
  });
});
