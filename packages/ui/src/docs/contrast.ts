/** WCAG 2 contrast ratios for the Tokens page, computed from the themes' live values. */

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/**
 * Reads hex colours (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`: the built CSS is minified to these),
 * `rgb(…)` and `rgba(…)`; anything else (a gradient, a keyword) gives `null`.
 */
export function parseColour(value: string): Rgba | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const byte = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
    return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? byte(3) / 255 : 1 };
  }
  // A channel may be a percentage (`rgb(0% 0% 0% / 0.5)`, as Style Dictionary writes a shadow's colour).
  const parts = /^rgba?\(([^)]+)\)$/
    .exec(text)?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean)
    .map((part, index) =>
      part.endsWith('%') && index < 3 ? (Number(part.slice(0, -1)) * 255) / 100 : Number(part),
    );
  if (!parts || parts.length < 3 || parts.some(Number.isNaN)) return null;
  const [r = 0, g = 0, b = 0, a = 1] = parts;
  return { r, g, b, a };
}

const channel = (value: number) => {
  const s = value / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ({ r, g, b }: Rgba) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** A see-through foreground is laid over its background first, as the browser paints it. */
const over = (top: Rgba, bottom: Rgba): Rgba => ({
  r: top.r * top.a + bottom.r * (1 - top.a),
  g: top.g * top.a + bottom.g * (1 - top.a),
  b: top.b * top.a + bottom.b * (1 - top.a),
  a: 1,
});

/** The contrast ratio (1 to 21) of a foreground on an opaque background, or `null` if either cannot be read. */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = parseColour(foreground);
  const bg = parseColour(background);
  if (!fg || !bg || bg.a < 1) return null;
  const [light, dark] = [luminance(over(fg, bg)), luminance(bg)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG's level for text of normal size: AAA from 7:1, AA from 4.5:1, else fails. */
export function textLevel(ratio: number): 'AAA' | 'AA' | 'Fails AA' {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  return 'Fails AA';
}
