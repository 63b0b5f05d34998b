import { MESSAGE_BROKER_MESSAGES } from '@agentdeck/api-client/rules';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ResourceScreen } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { recordForm, recordList, toastOf } from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { messageBrokersScreen } from './screen';

const seeded = () =>
  createFakeApi({
    messageBroker: [
      {
        name: 'Claims events cluster in eu-west-1',
        description: 'Kafka cluster for claim events',
        provider: 'Apache Kafka',
        configurations: { topics: [{ id: 'claims', title: 'Claims', topicType: 'inbound', requestStructure: '' }] },
      },
    ],
  });

const form = recordForm('New Message Broker');
const topic = (n: number) => form.dialog.getByRole('group', { name: `Topic ${n}` });

async function fillTopic(n: number, id: string, title: string, type: 'Inbound' | 'Outbound') {
  await userEvent.fill(topic(n).getByRole('textbox', { name: 'Topic ID' }), id);
  await userEvent.fill(topic(n).getByRole('textbox', { name: 'Title' }), title);
  await userEvent.click(topic(n).getByRole('button', { name: /Topic Type/ }));
  await userEvent.click(page.getByRole('option', { name: type }));
}

describe('Message brokers', () => {
  it("lists brokers with the title cut at 30 keeping 27, and their topics", async () => {
    await renderInWorkspace(<ResourceScreen definition={messageBrokersScreen} />, { api: seeded() });
    const row = recordList('Message brokers').table.getByRole('row').nth(1);
    await expect.element(row).toHaveTextContent(/Claims events cluster in eu\.\.\./);
    await expect.element(row).toHaveTextContent(/Claims \(inbound\)/);
    await expectNoAxeViolations('the list');
  });

  it('creates a Kafka broker with an inbound and an outbound topic, refusing a repeated topic ID', async () => {
    const api = seeded();
    await renderInWorkspace(<ResourceScreen definition={messageBrokersScreen} />, { api });
    await userEvent.click(page.getByRole('button', { name: 'New Message Broker' }));
    await form.fill('Name', 'Review Kafka');
    await form.fill('Description', 'Kafka for human review');
    await form.passSelect('Provider');
    await expect.element(form.message(MESSAGE_BROKER_MESSAGES.provider)).toBeVisible();
    await form.choose('Provider', 'Apache Kafka');
    await form.fill('Bootstrap Servers', 'kafka-1.internal:9092');
    await userEvent.click(form.dialog.getByRole('button', { name: 'Add Topic' }));
    await fillTopic(1, 'review-requests', 'Review requests', 'Outbound');
    await userEvent.click(form.dialog.getByRole('button', { name: 'Add Topic' }));
    await fillTopic(2, 'review-requests', 'Review answers', 'Inbound');
    await expect
      .element(topic(2).getByRole('textbox', { name: 'Topic ID' }))
      .toHaveAccessibleDescription(MESSAGE_BROKER_MESSAGES.duplicateTopicId);
    await userEvent.fill(topic(2).getByRole('textbox', { name: 'Topic ID' }), 'review-answers');
    await userEvent.fill(topic(2).getByRole('textbox', { name: 'Request Structure' }), '{"decision":"string"}');
    await expectNoAxeViolations('the broker form with two topics');
    await form.save();
    await expect.element(toastOf('Message Broker saved successfully')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Review Kafka',
      description: 'Kafka for human review',
      provider: 'Apache Kafka',
      configurations: {
        bootstrapServers: 'kafka-1.internal:9092',
        topics: [
          { id: 'review-requests', title: 'Review requests', topicType: 'outbound', requestStructure: '' },
          { id: 'review-answers', title: 'Review answers', topicType: 'inbound', requestStructure: '{"decision":"string"}' },
        ],
      },
    });
  });

  it('removes a topic from a saved broker', async () => {
    const api = seeded();
    await renderInWorkspace(<ResourceScreen definition={messageBrokersScreen} />, { api });
    // The row shows the title cut; its Edit button carries the whole name.
    await userEvent.click(page.getByRole('button', { name: 'Edit Claims events cluster in eu-west-1' }));
    const edit = recordForm('Edit Message Broker');
    await userEvent.click(edit.dialog.getByRole('button', { name: 'Remove topic 1' }));
    await expect.element(edit.dialog.getByRole('group', { name: 'Topic 1' })).not.toBeInTheDocument();
    await edit.save('Update');
    await expect.element(toastOf('Message Broker updated successfully')).toBeVisible();
    expect(api.records('messageBroker')[0]!.configurations.topics).toEqual([]);
  });
});
