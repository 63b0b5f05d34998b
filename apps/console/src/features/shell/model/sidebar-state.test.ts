import { describe, expect, it } from 'vitest';
import { isToggleShortcut, readSidebarCookie, sidebarCookie, smallScreenQuery } from './sidebar-state';

describe('sidebar cookie', () => {
  it("remembers the state for 7 days (604800 s) in 'sidebar_state' for the whole site", () => {
    expect(sidebarCookie(true)).toBe('sidebar_state=true; path=/; max-age=604800; samesite=lax');
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; samesite=lax');
  });

  it.each([
    ['sidebar_state=true', true],
    ['sidebar_state=false', false],
    ['a=1; sidebar_state=false; b=2', false],
    ['theme=dark;sidebar_state=true', true],
    ['', undefined],
    ['sidebar_state=', undefined],
    ['sidebar_state=yes', undefined],
    ['my_sidebar_state=false', undefined],
  ])('reads %j as %j', (cookie, expected) => {
    expect(readSidebarCookie(cookie)).toBe(expected);
  });

  it('reads back what it writes', () => {
    for (const open of [true, false]) expect(readSidebarCookie(sidebarCookie(open).split(';')[0]!)).toBe(open);
  });
});

describe('isToggleShortcut', () => {
  const key = (overrides: Partial<KeyboardEvent>) => ({ key: 'b', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...overrides });

  it('is Ctrl+B or Cmd+B, whatever the letter case', () => {
    expect(isToggleShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isToggleShortcut(key({ metaKey: true }))).toBe(true);
    expect(isToggleShortcut(key({ ctrlKey: true, key: 'B' }))).toBe(true);
  });

  it('is not B alone, another letter, or B with Alt or Shift', () => {
    expect(isToggleShortcut(key({}))).toBe(false);
    expect(isToggleShortcut(key({ ctrlKey: true, key: 'n' }))).toBe(false);
    expect(isToggleShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isToggleShortcut(key({ metaKey: true, shiftKey: true }))).toBe(false);
  });
});

describe('smallScreenQuery', () => {
  it('collapses the sidebar below the 768px breakpoint', () => {
    expect(smallScreenQuery).toBe('(max-width: 767px)');
  });
});
