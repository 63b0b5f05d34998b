import { describe, expect, it } from 'vitest';
import { isValidRegex } from './guardrail';

describe('isValidRegex', () => {
  it('compiles regular expressions to check them', () => {
    expect(isValidRegex('ignore (all|previous) instructions')).toBe(true);
    expect(isValidRegex('[a-')).toBe(false);
  });
});
