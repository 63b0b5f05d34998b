import { parseColour } from '../../src/docs/contrast';

/**
 * A CSS value written one way, whatever tool wrote it: vanilla-extract's minified output
 * (`#0f172a14`, `.12s`, `cubic-bezier(.2, 0, 0, 1)`, `"SFMono-Regular"`) and Style Dictionary's
 * (`rgba(15, 23, 42, 0.08)`, `120ms`, `0px 1px 2px 0px rgb(0% 0% 0% / 0.5)`) come out the same
 * when they mean the same.
 */
export function canonicalCssValue(value: string): string {
  const parts = (
    value.match(/rgba?\([^)]*\)|cubic-bezier\([^)]*\)|"[^"]*"|'[^']*'|,|[^\s,]+/g) ?? []
  ).map(canonicalPart);
  return withoutZeroSpread(parts).join(' ').replaceAll(' ,', ',');
}

function canonicalPart(part: string): string {
  const colour = parseColour(part);
  if (colour) {
    const { r, g, b, a } = colour;
    return `rgba(${[r, g, b].map(Math.round).join(', ')}, ${Math.round(a * 100) / 100})`;
  }
  const bezier = /^cubic-bezier\(([^)]*)\)$/.exec(part);
  if (bezier) return `cubic-bezier(${bezier[1]!.split(',').map(Number).join(', ')})`;
  const quoted = /^["'](.*)["']$/.exec(part);
  if (quoted) return quoted[1]!;
  const quantity = /^(-?\d*\.?\d+)(px|rem|ms|s)?$/.exec(part);
  if (quantity) {
    const [, number, unit = ''] = quantity;
    if (unit === 's') return `${Number(number) * 1000}ms`;
    return Number(number) === 0 && unit === 'px' ? '0' : `${Number(number)}${unit}`;
  }
  return part;
}

/** A shadow's spread is 0 when left out: `0 1px 2px 0 colour` is `0 1px 2px colour`. */
function withoutZeroSpread(parts: string[]): string[] {
  const isShadow =
    parts.length === 5 &&
    parts.slice(0, 4).every((part) => /^-?[\d.]+(px|rem)?$/.test(part)) &&
    parts[4]!.startsWith('rgba(');
  return isShadow && parts[3] === '0' ? [...parts.slice(0, 3), parts[4]!] : parts;
}
