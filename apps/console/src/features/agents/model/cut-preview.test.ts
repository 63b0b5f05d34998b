import { describe, expect, it } from 'vitest';
import { instructionPreview } from './cut-preview';

describe('the human review instruction preview', () => {
  it('shows up to 65 characters whole', () => {
    const text = 'a'.repeat(65);
    expect(instructionPreview(text)).toBe(text);
  });

  it('cuts longer text to its first 62 characters and an ellipsis', () => {
    expect(instructionPreview(`${'b'.repeat(62)}cdef`)).toBe(`${'b'.repeat(62)}...`);
  });
});
