import { describe, expect, it, vi } from 'vitest';
import { focusCommandOf } from './shortcuts';

// The unit tests run without a DOM: nothing here is an element, so nothing is being typed into.
vi.stubGlobal('HTMLElement', class {});

const press = (key: string, code: string, modifiers: Partial<Record<'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey', boolean>> = {}) =>
  focusCommandOf({ key, code, altKey: false, shiftKey: false, ctrlKey: false, metaKey: false, target: null, ...modifiers });

describe('the keys that move focus in the workflow editor', () => {
  it.each([
    ['C', 'KeyC', 'focusCanvas'],
    ['P', 'KeyP', 'focusPalette'],
    // Option+Shift on a Mac types a symbol: the key's place decides.
    ['Ç', 'KeyC', 'focusCanvas'],
    ['∏', 'KeyP', 'focusPalette'],
  ])('reads Alt+Shift with %s (%s) as %s', (key, code, command) => {
    expect(press(key, code, { altKey: true, shiftKey: true })).toBe(command);
  });

  it('reads the letter, not its place, where the layout puts it elsewhere (Dvorak: C is on the I key)', () => {
    expect(press('C', 'KeyI', { altKey: true, shiftKey: true })).toBe('focusCanvas');
  });

  it.each([
    ['without Shift', { altKey: true }],
    ['without Alt', { shiftKey: true }],
    ['with Ctrl as well', { altKey: true, shiftKey: true, ctrlKey: true }],
    ['with Cmd as well', { altKey: true, shiftKey: true, metaKey: true }],
  ])('leaves the keys alone %s', (_, modifiers) => {
    expect(press('C', 'KeyC', modifiers)).toBeUndefined();
  });

  it('leaves other letters alone', () => {
    expect(press('D', 'KeyD', { altKey: true, shiftKey: true })).toBeUndefined();
  });
});
