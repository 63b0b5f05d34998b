import { describe, expect, it } from 'vitest';
import { webhookUrlPreview } from './webhook';

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
