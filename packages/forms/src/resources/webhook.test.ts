import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import type { ResourceRecord } from '@agentdeck/api-client';
import { webhookActiveBody, webhookBody, webhookFormSchema, webhookFormValues } from './webhook';

describe('webhookFormSchema', () => {
  const webhook = { url: 'https://hooks.example.com/agent', headers: [], isActive: true };

  it('accepts a URL without headers', () => {
    expect(webhookFormSchema.safeParse(webhook).success).toBe(true);
  });

  it("says 'Please enter a valid URL' for anything that is not one", () => {
    expect(fieldMessages(webhookFormSchema, { ...webhook, url: 'hooks.example.com' })).toEqual({
      url: 'Please enter a valid URL',
    });
    expect(fieldMessages(webhookFormSchema, { ...webhook, url: '' })).toEqual({
      url: 'Please enter a URL',
    });
  });

  it('ignores an empty header row and asks a half-filled one for its other half', () => {
    const headers = [
      { key: '', value: '' },
      { key: 'X-Signature', value: '' },
      { key: '', value: 'abc' },
    ];
    expect(fieldMessages(webhookFormSchema, { ...webhook, headers })).toEqual({
      'headers.1.value': 'Please enter a header value',
      'headers.2.key': 'Please enter a header name',
    });
  });
});

const stored: ResourceRecord<'webhook'> = {
  id: 'w1',
  isReadOnly: false,
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  isActive: false,
  configurations: {
    url: 'https://hooks.example.com/a',
    headers: [{ key: 'x-source', value: 'agentdeck' }],
  },
};

describe('webhook form values', () => {
  it('starts a new webhook active, with one empty header row', () => {
    expect(webhookFormValues()).toEqual({
      url: '',
      headers: [{ key: '', value: '' }],
      isActive: true,
    });
  });

  it('fills the form from a stored webhook', () => {
    expect(webhookFormValues(stored)).toEqual({
      url: 'https://hooks.example.com/a',
      headers: [{ key: 'x-source', value: 'agentdeck' }],
      isActive: false,
    });
  });

  it('gives a webhook without headers one empty row to fill in', () => {
    expect(
      webhookFormValues({ ...stored, configurations: { url: 'https://h.example', headers: [] } })
        .headers,
    ).toEqual([{ key: '', value: '' }]);
  });
});

describe('webhookBody', () => {
  it('sends configurations {url, headers} and isActive, dropping empty header rows', () => {
    expect(
      webhookBody({
        url: ' https://hooks.example.com/b ',
        headers: [
          { key: '', value: '' },
          { key: ' X-Token ', value: ' abc ' },
          { key: '  ', value: ' ' },
        ],
        isActive: true,
      }),
    ).toEqual({
      isActive: true,
      configurations: {
        url: 'https://hooks.example.com/b',
        headers: [{ key: 'X-Token', value: ' abc ' }],
      },
    });
  });

  it('switches a stored webhook on or off keeping its URL and headers', () => {
    expect(webhookActiveBody(stored, true)).toEqual({
      isActive: true,
      configurations: stored.configurations,
    });
  });
});
