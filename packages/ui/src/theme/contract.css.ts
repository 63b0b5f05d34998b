import { createThemeContract } from '@vanilla-extract/css';

/** Colours change between themes; everything else is shared. */
export const colorContract = createThemeContract({
  background: null,
  surface: null,
  surfaceRaised: null,
  surfaceSunken: null,
  surfaceHover: null,
  border: null,
  borderStrong: null,
  text: null,
  textMuted: null,
  textOnAccent: null,
  accent: null,
  accentHover: null,
  accentSubtle: null,
  accentText: null,
  focusRing: null,
  danger: null,
  dangerHover: null,
  dangerSubtle: null,
  dangerText: null,
  success: null,
  successSubtle: null,
  successText: null,
  warningSubtle: null,
  warningText: null,
  overlay: null,
  skeleton: null,
  skeletonHighlight: null,
  tooltipBackground: null,
  tooltipText: null,
});

export const shadowContract = createThemeContract({
  sm: null,
  md: null,
  lg: null,
});
