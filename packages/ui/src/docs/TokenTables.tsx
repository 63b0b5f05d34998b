import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { themeClassNames, tokens, vars, type ThemeName } from '../theme';
import { contrastRatio, textLevel } from './contrast';
import * as styles from './catalogue.css';

/*
 * The Tokens page of the catalogue (docs/Tokens.mdx). Everything shown is read from the code:
 * the scales from `tokens.ts`, the colours and shadows from the built light and dark themes (the
 * custom properties their classes set), so the page cannot drift from what components get.
 */

const themes = Object.keys(themeClassNames) as ThemeName[];
type ColourName = keyof typeof vars.color;
type ShadowName = keyof typeof vars.shadow;
const colourNames = Object.keys(vars.color) as ColourName[];
const shadowNames = Object.keys(vars.shadow) as ShadowName[];

/** `var(--accent__1x2y3z)` → `--accent__1x2y3z`. */
const propertyOf = (reference: string) => /var\((--[^),\s]+)/.exec(reference)?.[1] ?? reference;

type ThemeValues = Record<
  ThemeName,
  { color: Record<ColourName, string>; shadow: Record<ShadowName, string> }
>;

/** Reads every colour and shadow of every theme from an element carrying the theme's classes. */
function useThemeValues(): [ThemeValues | null, ReactNode] {
  const probes = useRef(new Map<ThemeName, HTMLElement>());
  const [values, setValues] = useState<ThemeValues | null>(null);
  useLayoutEffect(() => {
    const read = (theme: ThemeName) => {
      const computed = getComputedStyle(probes.current.get(theme)!);
      const value = (reference: string) => computed.getPropertyValue(propertyOf(reference)).trim();
      return {
        color: Object.fromEntries(
          colourNames.map((name) => [name, value(vars.color[name])]),
        ) as Record<ColourName, string>,
        shadow: Object.fromEntries(
          shadowNames.map((name) => [name, value(vars.shadow[name])]),
        ) as Record<ShadowName, string>,
      };
    };
    setValues(Object.fromEntries(themes.map((theme) => [theme, read(theme)])) as ThemeValues);
  }, []);
  const probeElements = themes.map((theme) => (
    <span
      key={theme}
      ref={(element) => void (element && probes.current.set(theme, element))}
      className={themeClassNames[theme]}
      hidden
    />
  ));
  return [values, probeElements];
}

function Table({ head, children }: { head: ReactNode[]; children: ReactNode }) {
  return (
    // `sb-unstyled` keeps Storybook's docs styles off, so each theme's cells show its own colours.
    <div className="sb-unstyled">
      <table className={styles.table}>
        <thead>
          <tr>
            {head.map((title, index) => (
              <th key={index} className={styles.cell} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Each theme's value of every colour of the contract, side by side, as swatches painted in that theme. */
export function ThemeColours() {
  const [values, probes] = useThemeValues();
  return (
    <>
      {probes}
      <Table head={['Token (vars.color.…)', ...themes.map((theme) => `${theme} theme`)]}>
        {colourNames.map((name) => (
          <tr key={name}>
            <th scope="row" className={`${styles.cell} ${styles.code}`}>
              {name}
            </th>
            {themes.map((theme) => (
              <td
                key={theme}
                className={`${styles.cell} ${styles.themedCell} ${themeClassNames[theme]}`}
              >
                <span className={styles.swatch} style={{ background: vars.color[name] }} />
                <code className={styles.code}>{values?.[theme].color[name]}</code>
              </td>
            ))}
          </tr>
        ))}
      </Table>
    </>
  );
}

/** Which text colour sits on which surface, and the contrast WCAG asks of it. */
const textPairs: { text: ColourName; on: ColourName; where: string; minimum: 4.5 | 3 }[] = [
  { text: 'text', on: 'background', where: 'Body text on the page', minimum: 4.5 },
  { text: 'text', on: 'surface', where: 'Body text on cards, dialogs and fields', minimum: 4.5 },
  { text: 'textMuted', on: 'surface', where: 'Descriptions, hints, secondary cells', minimum: 4.5 },
  { text: 'textMuted', on: 'background', where: 'Secondary text on the page', minimum: 4.5 },
  {
    text: 'textMuted',
    on: 'surfaceSunken',
    where: 'Secondary text in table headers and empty states',
    minimum: 4.5,
  },
  { text: 'textOnAccent', on: 'accent', where: 'Primary button label', minimum: 4.5 },
  { text: 'textOnAccent', on: 'danger', where: 'Danger button label', minimum: 4.5 },
  { text: 'accentText', on: 'surface', where: 'Links, selected tabs', minimum: 4.5 },
  { text: 'accentText', on: 'accentSubtle', where: 'Accent badge', minimum: 4.5 },
  { text: 'dangerText', on: 'surface', where: 'Field error messages', minimum: 4.5 },
  {
    text: 'dangerText',
    on: 'dangerSubtle',
    where: 'Danger badge, destructive menu item',
    minimum: 4.5,
  },
  { text: 'successText', on: 'successSubtle', where: 'Success badge', minimum: 4.5 },
  { text: 'warningText', on: 'warningSubtle', where: 'Warning badge', minimum: 4.5 },
  { text: 'tooltipText', on: 'tooltipBackground', where: 'Tooltip', minimum: 4.5 },
  {
    text: 'borderStrong',
    on: 'surface',
    where: 'Field and checkbox borders (a UI part: 3:1)',
    minimum: 3,
  },
  { text: 'focusRing', on: 'background', where: 'Focus ring (a UI part: 3:1)', minimum: 3 },
];

/** Contrast ratios of the text pairs the components use, computed in both themes. */
export function ContrastPairs() {
  const [values, probes] = useThemeValues();
  return (
    <>
      {probes}
      <Table head={['Pair', 'Where', ...themes.map((theme) => `${theme} theme`)]}>
        {textPairs.map(({ text, on, where, minimum }) => (
          <tr key={`${text}-${on}`}>
            <th scope="row" className={`${styles.cell} ${styles.code}`}>
              {text} on {on}
            </th>
            <td className={styles.cell}>{where}</td>
            {themes.map((theme) => {
              const ratio =
                values && contrastRatio(values[theme].color[text], values[theme].color[on]);
              const level =
                ratio === null || ratio === undefined
                  ? ''
                  : minimum === 3
                    ? ratio >= 3
                      ? 'AA'
                      : 'Fails AA'
                    : textLevel(ratio);
              return (
                <td
                  key={theme}
                  className={`${styles.cell} ${styles.themedCell} ${themeClassNames[theme]}`}
                >
                  <span
                    className={styles.sample}
                    style={{ color: vars.color[text], background: vars.color[on] }}
                  >
                    Aa
                  </span>{' '}
                  {ratio ? `${ratio.toFixed(2)}:1` : ''}{' '}
                  <span className={level === 'Fails AA' ? styles.failing : undefined}>{level}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </Table>
    </>
  );
}

/** The shadows of both themes, on the theme's own background. */
export function Shadows() {
  const [values, probes] = useThemeValues();
  return (
    <>
      {probes}
      <Table head={['Token (vars.shadow.…)', ...themes.map((theme) => `${theme} theme`)]}>
        {shadowNames.map((name) => (
          <tr key={name}>
            <th scope="row" className={`${styles.cell} ${styles.code}`}>
              {name}
            </th>
            {themes.map((theme) => (
              <td
                key={theme}
                className={`${styles.cell} ${styles.themedCell} ${themeClassNames[theme]}`}
                style={{ background: vars.color.background }}
              >
                <span className={styles.box} style={{ boxShadow: vars.shadow[name] }} />{' '}
                <code className={styles.code}>{values?.[theme].shadow[name]}</code>
              </td>
            ))}
          </tr>
        ))}
      </Table>
    </>
  );
}

type Scale = Record<string, string | number>;
const scales = {
  space: {
    tokens: tokens.space,
    path: 'vars.space',
    preview: (value: string) => <span className={styles.bar} style={{ width: value }} />,
  },
  radius: {
    tokens: tokens.radius,
    path: 'vars.radius',
    preview: (value: string) => <span className={styles.box} style={{ borderRadius: value }} />,
  },
  fontSize: {
    tokens: tokens.fontSize,
    path: 'vars.font.size',
    preview: (value: string) => <span style={{ fontSize: value }}>The quick brown fox</span>,
  },
  fontWeight: {
    tokens: tokens.fontWeight,
    path: 'vars.font.weight',
    preview: (value: string) => <span style={{ fontWeight: value }}>The quick brown fox</span>,
  },
  lineHeight: { tokens: tokens.lineHeight, path: 'vars.font.lineHeight', preview: () => null },
  fontFamily: {
    tokens: tokens.fontFamily,
    path: 'vars.font.family',
    preview: (value: string) => <span style={{ fontFamily: value }}>The quick brown fox 0123</span>,
  },
  duration: { tokens: tokens.duration, path: 'vars.motion.duration', preview: () => null },
  easing: { tokens: tokens.easing, path: 'vars.motion.easing', preview: () => null },
  zIndex: { tokens: tokens.zIndex, path: 'vars.zIndex', preview: () => null },
  size: { tokens: tokens.size, path: 'vars.size', preview: () => null },
  breakpoints: {
    tokens: tokens.breakpoints,
    path: 'tokens.breakpoints (px, min-width)',
    preview: () => null,
  },
} satisfies Record<string, { tokens: Scale; path: string; preview: (value: string) => ReactNode }>;

/** One scale of `tokens.ts` with its name, value and a preview where one helps. */
export function TokenScale({ scale }: { scale: keyof typeof scales }) {
  const { tokens: values, path, preview } = scales[scale];
  return (
    <div className={themeClassNames.light}>
      <Table head={[`Token (${path}.…)`, 'Value', 'Preview']}>
        {Object.entries(values as Scale).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" className={`${styles.cell} ${styles.code}`}>
              {name}
            </th>
            <td className={`${styles.cell} ${styles.code}`}>{String(value)}</td>
            <td className={styles.cell}>{preview(String(value))}</td>
          </tr>
        ))}
      </Table>
    </div>
  );
}
