import { describe, expect, it } from 'vitest';
import { accessibilityNotes } from './accessibilityNotes';

describe('accessibilityNotes', () => {
  it("quotes the 'Accessibility:' paragraph of each documented export, joined on one line", () => {
    const source = `
/**
 * Tabs of panels.
 *
 * Accessibility: one tab stop for the list; the arrow keys
 * move between tabs.
 *
 * Set \`keyboardActivation\` when costly.
 */
export function Tabs() {}

/** No promise here. */
export function Helper() {}

/**
 * A field.
 *
 * Accessibility: the label is linked to the input.
 */
export function TextField() {}
`;
    expect(accessibilityNotes(source)).toEqual([
      { component: 'Tabs', note: 'one tab stop for the list; the arrow keys move between tabs.' },
      { component: 'TextField', note: 'the label is linked to the input.' },
    ]);
  });

  it('finds nothing in a file without documented exports', () => {
    expect(accessibilityNotes('const a = 1;\nexport function Bare() {}')).toEqual([]);
  });
});
