import { describe, expect, it } from 'vitest';
import { findAtQuery, pickedChange, shouldOpenAtPicker } from './atTrigger';

describe('shouldOpenAtPicker', () => {
  it.each([
    ['at the start of the text', ''],
    ['after a space', 'Summarise '],
    ['after a new line', 'Line one\n'],
    ['after a tab', 'a\t'],
    ['after an opening bracket', 'Use ('],
    ['after an opening quote', 'Say "'],
  ])('opens %s', (_, before) => {
    expect(shouldOpenAtPicker(before)).toBe(true);
  });

  it.each([
    ['right after a word (an e-mail address)', 'mail ann'],
    ['right after a picked name', 'Ask triage_agent'],
    ['right after a variable in braces', 'Hello {{customer_name}}'],
    ['right after a number', 'top 5'],
    ['right after another @', 'x @'],
    ['right after a dot', 'weather_api.'],
  ])('does not open %s', (_, before) => {
    expect(shouldOpenAtPicker(before)).toBe(false);
  });
});

describe('findAtQuery', () => {
  it('finds the @ and what was typed after it', () => {
    expect(findAtQuery('Ask @tri')).toEqual({ at: 4, query: 'tri' });
    expect(findAtQuery('@')).toEqual({ at: 0, query: '' });
    expect(findAtQuery('a.b == 1 AND @weather_api.st')).toEqual({
      at: 13,
      query: 'weather_api.st',
    });
  });

  it('ignores an @ glued to a complete token', () => {
    expect(findAtQuery('ann@exam')).toBeUndefined();
    expect(findAtQuery('{{name}}@')).toBeUndefined();
  });

  it('stops once the query is left with a space', () => {
    expect(findAtQuery('Ask @triage now')).toBeUndefined();
  });

  it('is absent when no @ was typed', () => {
    expect(findAtQuery('plain text')).toBeUndefined();
  });
});

describe('pickedChange', () => {
  const apply = (text: string, change: ReturnType<typeof pickedChange>) =>
    text.slice(0, change.from) + change.insert + text.slice(change.to);

  it('replaces the @query with the picked text and puts the cursor after it', () => {
    const text = 'Ask @tri about it';
    const change = pickedChange(4, 8, 'triage_agent');
    expect(apply(text, change)).toBe('Ask triage_agent about it');
    expect(change.cursor).toBe(16);
  });

  it('replaces a bare @', () => {
    const change = pickedChange(0, 1, 'weather_api.city');
    expect(apply('@', change)).toBe('weather_api.city');
    expect(change.cursor).toBe(16);
  });
});
