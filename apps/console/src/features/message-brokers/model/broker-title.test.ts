import { describe, expect, it } from 'vitest';
import { brokerTitle } from './broker-title';

describe("a broker's title", () => {
  it('is shown whole up to 30 characters', () => {
    expect(brokerTitle('b'.repeat(30))).toBe('b'.repeat(30));
  });

  it('is cut to 27 characters and an ellipsis beyond', () => {
    expect(brokerTitle('Claims events cluster in eu-west-1')).toBe('Claims events cluster in eu...');
  });
});
