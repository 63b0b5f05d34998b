import type { colorContract, shadowContract } from './contract.css';
import { palette } from './tokens';

/* The values each theme gives the contract, as plain data: themes.css.ts makes the theme classes
   of them, and scripts/build-tokens.mjs the design tokens file (dist/tokens.json). */

type Values<Contract> = { readonly [Name in keyof Contract]: string };

/* Text and control colours are chosen to meet WCAG AA (4.5:1 for text, 3:1 for UI parts)
   against the surfaces they sit on; the stories' axe checks guard it in both themes. */
export const lightColors: Values<typeof colorContract> = {
  background: palette.gray50,
  surface: palette.white,
  surfaceRaised: palette.white,
  surfaceSunken: palette.gray100,
  surfaceHover: palette.gray100,
  border: palette.gray300,
  borderStrong: palette.gray500,
  text: palette.gray900,
  textMuted: palette.gray600,
  textOnAccent: palette.white,
  accent: palette.indigo600,
  accentHover: palette.indigo700,
  accentSubtle: palette.indigo100,
  accentText: palette.indigo700,
  focusRing: palette.indigo600,
  danger: palette.red700,
  dangerHover: palette.red800,
  dangerSubtle: palette.red100,
  dangerText: palette.red700,
  success: palette.green700,
  successSubtle: palette.green100,
  successText: palette.green700,
  warningSubtle: palette.amber100,
  warningText: palette.amber800,
  overlay: 'rgba(15, 23, 42, 0.5)',
  skeleton: palette.gray200,
  skeletonHighlight: palette.gray100,
  tooltipBackground: palette.gray900,
  tooltipText: palette.white,
};

export const lightShadows: Values<typeof shadowContract> = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
  md: '0 4px 12px rgba(15, 23, 42, 0.12)',
  lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
};

export const darkColors: Values<typeof colorContract> = {
  background: palette.gray950,
  surface: palette.gray900,
  surfaceRaised: palette.gray850,
  surfaceSunken: palette.gray950,
  surfaceHover: palette.gray800,
  border: palette.gray700,
  borderStrong: palette.gray400,
  text: palette.gray50,
  textMuted: palette.gray400,
  textOnAccent: palette.gray950,
  accent: palette.indigo300,
  accentHover: palette.indigo100,
  accentSubtle: palette.indigo900,
  accentText: palette.indigo300,
  focusRing: palette.indigo300,
  danger: palette.red400,
  dangerHover: palette.red300,
  dangerSubtle: palette.red950,
  dangerText: palette.red300,
  success: palette.green300,
  successSubtle: palette.green950,
  successText: palette.green300,
  warningSubtle: palette.amber950,
  warningText: palette.amber300,
  overlay: 'rgba(0, 0, 0, 0.6)',
  skeleton: palette.gray800,
  skeletonHighlight: palette.gray700,
  tooltipBackground: palette.gray100,
  tooltipText: palette.gray900,
};

export const darkShadows: Values<typeof shadowContract> = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 4px 12px rgba(0, 0, 0, 0.5)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
};
