import { describe, expect, it } from 'vitest';
import { fitCrumbs, showsAll } from './fitCrumbs';

// Workspace > Acme Enterprise > Intelligence Source Configs > LLM Configurations
const widths = [86, 121, 191, 125];
const more = 44;
const gap = 4;
const total = 86 + 121 + 191 + 125 + 3 * gap;

describe('fitCrumbs', () => {
  it('shows every crumb when the trail fits', () => {
    expect(fitCrumbs(widths, more, gap, total)).toEqual({ head: true, tail: 3 });
    expect(showsAll(fitCrumbs(widths, more, gap, total), widths.length)).toBe(true);
  });

  it('hides the root first, keeping the nearest ancestors', () => {
    // More + the last three.
    expect(fitCrumbs(widths, more, gap, total - 1)).toEqual({ head: false, tail: 3 });
  });

  it('keeps the root beside the current page and its parent when that fits', () => {
    const rootParentCurrent = 86 + gap + more + gap + 191 + gap + 125;
    expect(fitCrumbs(widths, more, gap, rootParentCurrent)).toEqual({ head: true, tail: 2 });
    expect(fitCrumbs(widths, more, gap, rootParentCurrent - 1)).toEqual({ head: false, tail: 2 });
  });

  it('comes down to the root, the menu and the current page on a phone', () => {
    expect(fitCrumbs(widths, more, gap, 300)).toEqual({ head: true, tail: 1 });
  });

  it('keeps only the menu and the current page (cut with an ellipsis) when nothing else fits', () => {
    expect(fitCrumbs(widths, more, gap, 150)).toEqual({ head: false, tail: 1 });
    expect(fitCrumbs(widths, more, gap, 20)).toEqual({ head: false, tail: 1 });
  });

  it('never collapses a single crumb or an empty trail', () => {
    expect(showsAll(fitCrumbs([400], more, gap, 100), 1)).toBe(true);
    expect(showsAll(fitCrumbs([], more, gap, 0), 0)).toBe(true);
  });

  it('with two crumbs hides the root behind the menu rather than cut the page', () => {
    expect(fitCrumbs([80, 120], more, gap, 200)).toEqual({ head: false, tail: 1 });
  });
});
