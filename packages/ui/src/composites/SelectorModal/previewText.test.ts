import { describe, expect, it } from 'vitest';
import { PREVIEW_LENGTH, previewText } from './previewText';

describe('previewText', () => {
  it('keeps a text at the limit whole', () => {
    const text = 'a'.repeat(65);
    expect(previewText(text, PREVIEW_LENGTH.card)).toBe(text);
  });
  it('cuts a text over the limit to its first characters plus an ellipsis', () => {
    expect(previewText('b'.repeat(66), PREVIEW_LENGTH.card)).toBe(`${'b'.repeat(65)}...`);
  });
  it('uses the spec lengths: 65 for cards, 72 for the selected model, 110 for model lists, 30 for RAG', () => {
    expect(PREVIEW_LENGTH).toEqual({ card: 65, selectedModel: 72, modelList: 110, rag: 30 });
    expect(previewText('c'.repeat(200), PREVIEW_LENGTH.modelList)).toHaveLength(113);
  });
  it('does not leave a space before the ellipsis', () => {
    expect(previewText('Answers refund questions from the billing base', 8)).toBe('Answers...');
  });
  it('never splits an emoji', () => {
    expect(previewText('😀😀😀😀', 2)).toBe('😀😀...');
  });
  it('gives an empty text for a missing description', () => {
    expect(previewText(undefined, 65)).toBe('');
    expect(previewText('   ', 65)).toBe('');
  });
});
