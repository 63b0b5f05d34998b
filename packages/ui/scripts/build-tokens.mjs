// Writes dist/tokens.json (`@agentdeck/ui/tokens.json`): the theme's tokens in the W3C Design Tokens
// (DTCG 2025.10) format, for designers' tools and Style Dictionary. Read from the theme source
// (src/theme/tokens.ts and themeValues.ts) with the same paths as `vars`, so `color.surface` here is
// `vars.color.surface` in code. `light` and `dark` are each a complete set.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = async (file) =>
  (await runnerImport(path.join(packageDir, file), { configFile: false, logLevel: 'error' }))
    .module;

const fail = (what, value) => {
  throw new Error(`build-tokens: cannot read ${what} '${value}'`);
};

const round = (n) => Math.round(n * 10_000) / 10_000;
const channelHex = (n) => n.toString(16).padStart(2, '0');

/** '#fff', '#f8fafc' or 'rgba(15, 23, 42, 0.5)' as a DTCG colour value (sRGB). */
const colour = (css) => {
  let channels;
  let alpha = 1;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(css);
  const rgba = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(css);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    channels = [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16));
  } else if (rgba) {
    channels = rgba.slice(1, 4).map(Number);
    alpha = rgba[4] === undefined ? 1 : Number(rgba[4]);
  } else {
    fail('colour', css);
  }
  return {
    colorSpace: 'srgb',
    components: channels.map((c) => round(c / 255)),
    ...(alpha === 1 ? {} : { alpha }),
    hex: `#${channels.map(channelHex).join('')}`,
  };
};

/** '12px', '3rem' or '0' as a DTCG dimension value. */
const dimension = (css) => {
  const match = /^(-?\d*\.?\d+)(px|rem)?$/.exec(String(css));
  if (!match || (match[2] === undefined && Number(match[1]) !== 0)) fail('dimension', css);
  return { value: Number(match[1]), unit: match[2] ?? 'px' };
};

const duration = (css) => {
  const match = /^(\d*\.?\d+)(ms|s)$/.exec(css);
  if (!match) fail('duration', css);
  return { value: Number(match[1]), unit: match[2] };
};

const cubicBezier = (css) => {
  const match = /^cubic-bezier\(([^)]*)\)$/.exec(css);
  const points = match?.[1].split(',').map(Number) ?? [];
  if (points.length !== 4 || points.some(Number.isNaN)) fail('cubic-bézier', css);
  return points;
};

const fontFamily = (css) => css.split(',').map((name) => name.trim().replace(/^["']|["']$/g, ''));

const number = (css) => (Number.isNaN(Number(css)) ? fail('number', css) : Number(css));

/** '0 1px 2px rgba(15, 23, 42, 0.08)' (x, y, blur, optional spread, colour) as a DTCG shadow value. */
const shadow = (css) => {
  const parts = css.match(/rgba?\([^)]*\)|\S+/g) ?? [];
  const lengths = parts.slice(0, -1).map(dimension);
  if (lengths.length < 3 || lengths.length > 4) fail('shadow', css);
  const [offsetX, offsetY, blur, spread = { value: 0, unit: 'px' }] = lengths;
  return { color: colour(parts.at(-1)), offsetX, offsetY, blur, spread };
};

/** A DTCG group of one type: each entry a token whose value is `read` of the source value. */
const group = (type, values, read) => ({
  $type: type,
  ...Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, { $value: read(value) }]),
  ),
});

const tokens = await load('src/theme/tokens.ts');
const themes = await load('src/theme/themeValues.ts');

const shared = {
  space: group('dimension', tokens.space, dimension),
  radius: group('dimension', tokens.radius, dimension),
  font: {
    family: group('fontFamily', tokens.fontFamily, fontFamily),
    size: group('dimension', tokens.fontSize, dimension),
    weight: group('fontWeight', tokens.fontWeight, number),
    lineHeight: group('number', tokens.lineHeight, number),
  },
  motion: {
    duration: group('duration', tokens.duration, duration),
    easing: group('cubicBezier', tokens.easing, cubicBezier),
  },
  zIndex: group('number', tokens.zIndex, number),
  size: group('dimension', tokens.size, dimension),
  breakpoint: {
    $description: 'Viewport widths where layouts change (min-width); not CSS variables.',
    ...group('dimension', tokens.breakpoints, (px) => dimension(`${px}px`)),
  },
};

const theme = (colours, shadows) => ({
  ...shared,
  color: group('color', colours, colour),
  shadow: group('shadow', shadows, shadow),
});

const file = {
  $description:
    'Design tokens of @agentdeck/ui (W3C DTCG 2025.10), generated from its theme. `light` and `dark` are complete sets: pick one per mode. Paths match the `vars` contract (color.surface is vars.color.surface).',
  light: { $description: 'The light theme.', ...theme(themes.lightColors, themes.lightShadows) },
  dark: { $description: 'The dark theme.', ...theme(themes.darkColors, themes.darkShadows) },
};

mkdirSync(path.join(packageDir, 'dist'), { recursive: true });
writeFileSync(path.join(packageDir, 'dist/tokens.json'), `${JSON.stringify(file, null, 2)}\n`);
