import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import {
  messageBrokerBody,
  messageBrokerFormSchema,
  messageBrokerFormValues,
} from './messageBroker';

const broker = {
  name: 'Orders MSK',
  description: 'AWS MSK cluster for order updates',
  provider: 'AWS MSK Provisioned',
  bootstrapServers: '',
  topics: [{ id: 'order-updates', title: 'Order updates', topicType: 'inbound' }],
};

describe('messageBrokerFormSchema', () => {
  it('reports the messages of an empty broker and an empty topic row', () => {
    expect(
      fieldMessages(messageBrokerFormSchema, {
        name: '',
        description: '',
        provider: null,
        topics: [{ id: '', title: '', topicType: null }],
      }),
    ).toEqual({
      name: 'Please enter a name',
      description: 'Please enter a description',
      provider: 'Please select a provider',
      'topics.0.id': 'Please enter a topic ID',
      'topics.0.title': 'Please enter a topic title',
      'topics.0.topicType': 'Please select a topic type',
    });
  });

  it('refuses a topic ID used by an earlier topic', () => {
    expect(
      fieldMessages(messageBrokerFormSchema, {
        ...broker,
        topics: [...broker.topics, { ...broker.topics[0], title: 'Again' }],
      }),
    ).toEqual({ 'topics.1.id': 'Another topic of this broker has this ID' });
  });
});

describe('messageBrokerBody', () => {
  it('keeps the topics under configurations, with an empty request structure when none is typed', () => {
    const body = messageBrokerBody(messageBrokerFormSchema.parse(broker));
    expect(body).toEqual({
      name: 'Orders MSK',
      description: 'AWS MSK cluster for order updates',
      provider: 'AWS MSK Provisioned',
      configurations: {
        topics: [
          {
            id: 'order-updates',
            title: 'Order updates',
            topicType: 'inbound',
            requestStructure: '',
          },
        ],
      },
    });
    const record = { ...body, id: 'b-1', isReadOnly: false, createdAt: '', updatedAt: '' };
    expect(messageBrokerFormValues(record as never)).toMatchObject({
      bootstrapServers: '',
      topics: body.configurations.topics,
    });
  });
});
