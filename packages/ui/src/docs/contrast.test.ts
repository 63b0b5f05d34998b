import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour, textLevel } from './contrast';

describe('parseColour', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255, a: 1 }],
    ['#0F172A', { r: 15, g: 23, b: 42, a: 1 }],
    ['#0009', { r: 0, g: 0, b: 0, a: 0.6 }],
    ['#0f172a80', { r: 15, g: 23, b: 42, a: 128 / 255 }],
    ['rgb(15, 23, 42)', { r: 15, g: 23, b: 42, a: 1 }],
    ['rgba(0, 0, 0, 0.6)', { r: 0, g: 0, b: 0, a: 0.6 }],
    ['rgb(0 0 0 / 0.5)', { r: 0, g: 0, b: 0, a: 0.5 }],
    ['rgb(100% 0% 50% / 0.5)', { r: 255, g: 0, b: 127.5, a: 0.5 }],
  ])('reads %s', (value, expected) => {
    expect(parseColour(value)).toEqual(expected);
  });

  it.each(['', 'red', '#12345', 'linear-gradient(red, blue)', 'rgb(a, b, c)'])(
    'gives null for %j',
    (value) => {
      expect(parseColour(value)).toBeNull();
    },
  );
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, whichever way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#4f46e5', '#4f46e5')).toBeCloseTo(1, 5);
  });

  it("matches WCAG's published figure for #767676 on white (4.54:1)", () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('lays a see-through foreground over the background before measuring', () => {
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(
      contrastRatio('#808080', '#ffffff')!,
      1,
    );
  });

  it('gives null when a colour cannot be read or the background is see-through', () => {
    expect(contrastRatio('red', '#ffffff')).toBeNull();
    expect(contrastRatio('#000000', 'rgba(0, 0, 0, 0.5)')).toBeNull();
  });
});

describe('textLevel', () => {
  it.each([
    [7, 'AAA'],
    [6.99, 'AA'],
    [4.5, 'AA'],
    [4.49, 'Fails AA'],
  ] as const)('rates %s:1 as %s', (ratio, level) => {
    expect(textLevel(ratio)).toBe(level);
  });
});
