import { describe, expect, it } from 'vitest';
import {
  emptyWebhookForm,
  toWebhookBody,
  toWebhookForm,
  webhookUrlPreview,
  withActive,
  type Webhook,
} from './webhook';

const stored: Webhook = {
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
    expect(emptyWebhookForm()).toEqual({
      url: '',
      headers: [{ key: '', value: '' }],
      isActive: true,
    });
  });

  it('fills the form from a stored webhook', () => {
    expect(toWebhookForm(stored)).toEqual({
      url: 'https://hooks.example.com/a',
      headers: [{ key: 'x-source', value: 'agentdeck' }],
      isActive: false,
    });
  });

  it('gives a webhook without headers one empty row to fill in', () => {
    expect(
      toWebhookForm({ ...stored, configurations: { url: 'https://h.example', headers: [] } })
        .headers,
    ).toEqual([{ key: '', value: '' }]);
  });
});

describe('toWebhookBody', () => {
  it('sends configurations {url, headers} and isActive, dropping empty header rows', () => {
    expect(
      toWebhookBody({
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
    expect(withActive(stored, true)).toEqual({
      isActive: true,
      configurations: stored.configurations,
    });
  });
});

describe('webhookUrlPreview', () => {
  it('keeps a URL of 60 characters or fewer whole', () => {
    const url = `https://example.com/${'a'.repeat(40)}`;
    expect(url).toHaveLength(60);
    expect(webhookUrlPreview(url)).toBe(url);
  });

  it('cuts a longer URL to 60 characters and an ellipsis', () => {
    const url = `https://example.com/${'b'.repeat(50)}`;
    expect(webhookUrlPreview(url)).toBe(`${url.slice(0, 60)}...`);
  });
});
