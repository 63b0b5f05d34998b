import { defineRecordScreen } from '../../lib/records';
import { brokerTitle } from './model/broker-title';

/**
 * Message brokers (spec 002 sections 2, 3 and 9; spec README decision 7: full create, read,
 * update and delete): the list searched by name, the drawer with the provider and the topics,
 * delete. Human review, output broadcasting and self learning pick their topics.
 */
export const messageBrokersScreen = defineRecordScreen({
  resource: 'messageBroker',
  nameOf: (broker) => broker.name,
  texts: {
    intro: 'Kafka clusters agents publish to and listen on: human review, output broadcasting and feedback.',
    newLabel: 'New Message Broker',
    table: 'Message brokers',
    search: 'Search message brokers',
    // Spec 002 section 8, quoted exactly.
    empty: 'No Message Brokers have been configured',
    loadError: 'Could not load the message brokers',
  },
  columns: [
    { id: 'name', header: 'Name', accessor: (broker) => brokerTitle(broker.name), sortable: true },
    { id: 'provider', header: 'Provider', accessor: (broker) => broker.provider, sortable: true },
    {
      id: 'topics',
      header: 'Topics',
      accessor: (broker) => broker.configurations.topics.map((topic) => `${topic.title} (${topic.topicType})`).join(', '),
    },
    { id: 'description', header: 'Description', accessor: (broker) => broker.description },
  ],
  filter: { label: 'Provider', allLabel: 'All providers', valueOf: (broker) => broker.provider },
  form: {
    resource: 'messageBroker',
    title: { create: 'New Message Broker', edit: 'Edit Message Broker', view: 'View Message Broker' },
    readOnlyNotice: 'This message broker is read-only: it cannot be changed or deleted.',
    // The spec names no broker toasts (002 section 8 says 'not shown'): these follow its other resources' wording.
    toasts: {
      created: 'Message Broker saved successfully',
      updated: 'Message Broker updated successfully',
      deleted: 'Message Broker deleted successfully',
      failed: "Something went wrong! We couldn't save your Message Broker",
    },
    nameField: 'name',
    load: () => import('./form').then((form) => form.messageBrokerFormCode),
  },
  deletion: {
    title: 'Delete Message Broker',
    describe: (broker) =>
      `'${broker.name}' will be removed from this workspace, and agents that publish to or listen on its topics will lose them. This cannot be undone.`,
  },
});
