import { expect, test, workspaces } from './fixtures/test.ts';
import { RecordsPage, type RecordsScreen } from './support/records-page.ts';
import { requestSent, resourcePaths } from './support/requests.ts';
import { Toasts } from './support/toasts.ts';

// The title cut, a repeated topic ID, removing a topic, each provider's connection fields and
// their messages, and a provider switch clearing them are tested beside the screen:
// apps/console/src/features/message-brokers/screen.browser.test.tsx.

const brokers: RecordsScreen = {
  path: 'configure-connections/setup-message-broker',
  heading: 'Message Broker',
  table: 'Message brokers',
  search: 'Search message brokers',
  newLabel: 'New Message Broker',
  editTitle: 'Edit Message Broker',
  deleteTitle: 'Delete Message Broker',
  empty: 'No Message Brokers have been configured',
};
const calls = resourcePaths('message-queues');

test('message brokers: a Kafka broker over SASL (vault-key password) with an inbound and an outbound topic, picked in human review, then deleted', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(60_000);
  const list = new RecordsPage(page, brokers);
  const toasts = new Toasts(page);
  await list.goto();
  await list.find('Claims Kafka');

  const create = await list.openNew();
  await create.fill('Name', 'Review Kafka');
  await create.fill('Description', 'Kafka for human review');
  await create.choose('Provider', 'Apache Kafka');
  await create.fill('Bootstrap Servers', 'kafka-review.internal:9092');
  await create.choose('Security Protocol', 'SASL_SSL');
  await create.choose('SASL Mechanism', 'SCRAM-SHA-256');
  await create.fill('Username', 'review-agent');
  // A seeded vault key: the broker stores its name, never the secret.
  await create.selectVaultKey('Password', 'postgres-password');
  await create.fill('Client ID', 'agentdeck-review');
  for (const [n, id, title, type] of [
    [1, 'review-requests', 'Review requests', 'Outbound'],
    [2, 'review-answers', 'Review answers', 'Inbound'],
  ] as const) {
    await create.dialog.getByRole('button', { name: 'Add Topic' }).click();
    const topic = create.dialog.getByRole('group', { name: `Topic ${n}` });
    await topic.getByRole('textbox', { name: 'Topic ID' }).fill(id);
    await topic.getByRole('textbox', { name: 'Title' }).fill(title);
    await topic.getByRole('button', { name: /Topic Type/ }).click();
    await page.getByRole('option', { name: type, exact: true }).click();
  }
  await checkA11y('New Message Broker drawer with two topics');
  const posted = await requestSent(page, 'POST', calls.collection, () => create.save());
  expect(posted.postDataJSON()).toEqual({
    name: 'Review Kafka',
    description: 'Kafka for human review',
    provider: 'Apache Kafka',
    configurations: {
      bootstrapServers: 'kafka-review.internal:9092',
      securityProtocol: 'SASL_SSL',
      saslMechanism: 'SCRAM-SHA-256',
      username: 'review-agent',
      password: 'postgres-password',
      clientId: 'agentdeck-review',
      topics: [
        { id: 'review-requests', title: 'Review requests', topicType: 'outbound', requestStructure: '' },
        { id: 'review-answers', title: 'Review answers', topicType: 'inbound', requestStructure: '' },
      ],
    },
  });
  await toasts.expectShown('Message Broker saved successfully');

  // Picked in the broker-and-topic field of an agent's human review: its topics follow the broker.
  await page.goto(`/workspace/${workspaces.enterprise.id}/agents`);
  await page.getByRole('button', { name: 'New Agent' }).click();
  await page.getByRole('button', { name: 'Add Human Review' }).click();
  const producer = page.getByRole('dialog', { name: 'Human Review' }).getByRole('group', { name: 'Producer topic' });
  await producer.getByRole('button', { name: /^(?!New ).*Message Broker/ }).click();
  await page.getByRole('option', { name: /^Review Kafka/ }).click();
  await producer.getByRole('button', { name: /Topic/ }).click();
  await expect(page.getByRole('option')).toHaveText([/^Review requests/, /^Review answers/]);
  await page.getByRole('option', { name: /^Review requests/ }).click();
  await expect(producer.getByRole('button', { name: /Topic/ })).toHaveAccessibleName(/^Review requests/);

  await list.goto();
  await list.find('Review Kafka');
  const confirmation = await list.openDelete('Review Kafka');
  await confirmation.confirm();
  await toasts.expectShown('Message Broker deleted successfully');
  await list.expectEmpty();
});
