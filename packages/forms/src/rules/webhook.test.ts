import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../test/messages';
import { webhookFormSchema } from './webhook';

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
