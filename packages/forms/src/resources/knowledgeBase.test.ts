import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import { knowledgeBaseBody, knowledgeBaseFormSchema } from './knowledgeBase';

const kb = {
  name: 'Support',
  status: 'enabled',
  dataSourceType: 'api',
  description: 'Articles from the help centre',
};

describe('knowledgeBaseFormSchema', () => {
  it('accepts a complete knowledge base', () => {
    expect(knowledgeBaseFormSchema.safeParse(kb).success).toBe(true);
  });

  it('reports the spec messages of an empty form', () => {
    expect(
      fieldMessages(knowledgeBaseFormSchema, {
        name: '',
        status: null,
        dataSourceType: null,
        description: '',
      }),
    ).toEqual({
      name: 'Please enter a name',
      status: 'Please select Knowledge base Status',
      dataSourceType: 'Please select a data source pipeline',
      description: 'Please enter a description',
    });
  });

  it("needs a description of 20 characters: 'Description must be at least 20 characters long'", () => {
    expect(
      fieldMessages(knowledgeBaseFormSchema, { ...kb, description: 'Help centre articles' }),
    ).toEqual({});
    expect(fieldMessages(knowledgeBaseFormSchema, { ...kb, description: 'Help centre' })).toEqual({
      description: 'Description must be at least 20 characters long',
    });
  });

  it('asks a Jira source for its email, token (a vault key) and project key', () => {
    expect(
      fieldMessages(knowledgeBaseFormSchema, { ...kb, dataSourceType: 'jira', jiraInfor: {} }),
    ).toEqual({
      'jiraInfor.email': 'Please enter an email',
      'jiraInfor.projectKey': 'Please enter a project key',
      'jiraInfor.token': 'Please select vault key',
    });
  });
});

describe('knowledgeBaseBody', () => {
  it('sends the Jira access only for a Jira source, and trimmed tags', () => {
    const jiraInfor = { email: 'ops@acme.example', token: 'jira-token', projectKey: 'SUP' };
    const body = knowledgeBaseBody(
      knowledgeBaseFormSchema.parse({ ...kb, jiraInfor, tags: [' help ', ''], language: '' }),
    );
    expect(body).toEqual({ ...kb, tags: ['help'] });
    expect(
      knowledgeBaseBody(knowledgeBaseFormSchema.parse({ ...kb, dataSourceType: 'jira', jiraInfor }))
        .jiraInfor,
    ).toEqual(jiraInfor);
  });
});
