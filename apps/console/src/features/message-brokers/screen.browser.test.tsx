import { MESSAGE_BROKER_MESSAGES } from '@agentdeck/api-client/rules';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ResourceScreen } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { recordForm, recordList, toastOf } from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { messageBrokersScreen } from './screen';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

const seeded = () =>
  createFakeApi({
    messageBroker: [
      {
        name: 'Claims events cluster in eu-west-1',
        description: 'Kafka cluster for claim events',
        provider: 'Apache Kafka',
        configurations: {
          bootstrapServers: 'kafka-1.internal:9092',
          securityProtocol: 'SSL',
          topics: [{ id: 'claims', title: 'Claims', topicType: 'inbound', requestStructure: '' }],
        },
      },
    ],
    vault: [
      { keyName: 'kafka-password', description: 'SCRAM password of the review agents' },
      { keyName: 'aws-access-key-id', description: 'Access key of the MSK client role' },
      { keyName: 'aws-secret-access-key', description: 'Secret access key of the MSK client role' },
    ],
  });

const ARN = 'arn:aws:kafka:eu-west-1:123456789012:cluster/orders/6357e0b2-0e6a-4b86-a0b4-70df934c2e31-5';

const form = recordForm('New Message Broker');
/** Whether each connection field is in the drawer now. */
async function expectFields(shown: readonly string[], hidden: readonly string[]) {
  for (const label of shown) await expect.element(form.field(label)).toBeVisible();
  for (const label of hidden) await expect.element(form.field(label)).not.toBeInTheDocument();
}
const KAFKA_FIELDS = ['Bootstrap Servers', 'Security Protocol', 'Client ID', 'Consumer Group ID'];
const MSK_FIELDS = ['Cluster ARN', 'AWS Region', 'Authentication'];
const SASL_FIELDS = ['SASL Mechanism', 'Username', 'Password'];
const IAM_FIELDS = ['AWS Access Key ID', 'AWS Secret Access Key'];
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

  it('creates a Kafka broker over SASL with an inbound and an outbound topic, refusing a repeated topic ID', async () => {
    const api = seeded();
    await renderInWorkspace(<ResourceScreen definition={messageBrokersScreen} />, { api });
    await userEvent.click(page.getByRole('button', { name: 'New Message Broker' }));
    await form.fill('Name', 'Review Kafka');
    await form.fill('Description', 'Kafka for human review');
    await form.passSelect('Provider');
    await expect.element(form.message(MESSAGE_BROKER_MESSAGES.provider)).toBeVisible();
    await form.choose('Provider', 'Apache Kafka');
    await form.fill('Bootstrap Servers', 'kafka-1.internal:9092, kafka-2.internal:9092');
    await form.choose('Security Protocol', 'SASL_SSL');
    await form.choose('SASL Mechanism', 'SCRAM-SHA-512');
    await form.fill('Username', 'review-agent');
    await form.choose('Password', /^kafka-password/);
    await form.fill('Consumer Group ID', 'human-review');
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
        bootstrapServers: 'kafka-1.internal:9092, kafka-2.internal:9092',
        securityProtocol: 'SASL_SSL',
        saslMechanism: 'SCRAM-SHA-512',
        username: 'review-agent',
        password: 'kafka-password',
        groupId: 'human-review',
        topics: [
          { id: 'review-requests', title: 'Review requests', topicType: 'outbound', requestStructure: '' },
          { id: 'review-answers', title: 'Review answers', topicType: 'inbound', requestStructure: '{"decision":"string"}' },
        ],
      },
    });
  });

  it("shows the chosen provider's connection fields, SASL's credentials only with a SASL protocol, and clears them on a new provider", async () => {
    await renderInWorkspace(<ResourceScreen definition={messageBrokersScreen} />, { api: seeded() });
    await userEvent.click(page.getByRole('button', { name: 'New Message Broker' }));
    await expectFields([], [...KAFKA_FIELDS, ...MSK_FIELDS]);
    await form.choose('Provider', 'Apache Kafka');
    await expectFields(KAFKA_FIELDS, [...MSK_FIELDS, ...SASL_FIELDS]);
    await form.expectMessages('Bootstrap Servers', [
      ['kafka-1.internal', MESSAGE_BROKER_MESSAGES.invalidBootstrapServers],
      ['', MESSAGE_BROKER_MESSAGES.bootstrapServers],
    ]);
    await form.fill('Bootstrap Servers', 'kafka-1.internal:9092');
    await form.choose('Security Protocol', 'SASL_PLAINTEXT');
    await expectFields(SASL_FIELDS, []);
    await form.passSelect('Password');
    await expect.element(form.message(MESSAGE_BROKER_MESSAGES.vaultKey)).toBeVisible();
    await form.choose('Security Protocol', /^SSL$/);
    await expectFields([], SASL_FIELDS);
    await form.fill('Client ID', 'review-agent');

    await form.choose('Provider', 'AWS MSK Provisioned');
    await expectFields([...MSK_FIELDS, 'Bootstrap Servers', 'Client ID'], ['Security Protocol', ...SASL_FIELDS, ...IAM_FIELDS]);
    await expect.element(form.textbox('Bootstrap Servers')).toHaveValue('');
    await expect.element(form.textbox('Client ID')).toHaveValue('');
    await form.fill('Cluster ARN', ARN);
    await form.choose('Provider', 'Apache Kafka');
    await expect.element(form.textbox('Bootstrap Servers')).toHaveValue('');
    await expect.element(form.select('Security Protocol')).toHaveAccessibleName(/^Select a security protocol/);
    await expectFields([], MSK_FIELDS);
  });

  it('asks MSK for a valid ARN in the chosen region, reveals the vault keys IAM or SASL/SCRAM need, and saves only those', async () => {
    const api = seeded();
    await renderInWorkspace(<ResourceScreen definition={messageBrokersScreen} />, { api });
    await userEvent.click(page.getByRole('button', { name: 'New Message Broker' }));
    await form.fill('Name', 'Orders MSK');
    await form.fill('Description', 'MSK cluster for order updates');
    await form.choose('Provider', 'AWS MSK Provisioned');
    await form.expectMessages('Cluster ARN', [
      ['orders', MESSAGE_BROKER_MESSAGES.invalidClusterArn],
      ['', MESSAGE_BROKER_MESSAGES.clusterArn],
    ]);
    await form.fill('Cluster ARN', ARN);
    await form.choose('AWS Region', 'us-east-1');
    await form.expectFieldError('AWS Region', MESSAGE_BROKER_MESSAGES.regionOfClusterArn);
    await form.choose('AWS Region', 'eu-west-1');
    await form.choose('Authentication', 'SASL/SCRAM');
    await expectFields(['Username', 'Password'], [...IAM_FIELDS, 'SASL Mechanism']);
    await form.fill('Username', 'orders-agent');
    await form.choose('Authentication', 'IAM');
    await expectFields(IAM_FIELDS, ['Username', 'Password']);
    await form.expectSaveBlocked();
    await form.choose('AWS Access Key ID', /^aws-access-key-id/);
    await form.choose('AWS Secret Access Key', /^aws-secret-access-key/);
    await expectNoAxeViolations('the MSK form with IAM');
    await form.save();
    await expect.element(toastOf('Message Broker saved successfully')).toBeVisible();
    // The SASL/SCRAM username typed before IAM was chosen is left out.
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Orders MSK',
      description: 'MSK cluster for order updates',
      provider: 'AWS MSK Provisioned',
      configurations: {
        clusterArn: ARN,
        region: 'eu-west-1',
        authentication: 'IAM',
        awsAccessKeyId: 'aws-access-key-id',
        awsSecretAccessKey: 'aws-secret-access-key',
        topics: [],
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
