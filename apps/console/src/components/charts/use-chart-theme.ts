import { vars } from '@agentdeck/ui';
import { useMemo, useSyncExternalStore } from 'react';
import type { ChartColors } from './chart-option';

/** The theme colours a chart draws with, as `vars` names (`var(--…)`). */
const themeColors = {
  text: vars.color.text,
  textMuted: vars.color.textMuted,
  border: vars.color.border,
  surface: vars.color.surface,
  tooltipBackground: vars.color.tooltipBackground,
  tooltipText: vars.color.tooltipText,
  danger: vars.color.danger,
  warning: vars.color.warningText,
  success: vars.color.success,
  accent: vars.color.accent,
} as const;

/** Series colours, chosen to differ in hue and in lightness, in both themes. */
const seriesColors = [
  vars.color.accent,
  vars.color.success,
  vars.color.warningText,
  vars.color.danger,
  vars.color.textMuted,
  vars.color.text,
];

const propertyOf = (reference: string) => /var\((--[^),\s]+)/.exec(reference)?.[1] ?? reference;

/**
 * ECharts draws with concrete colours, not CSS variables: read the theme's values from the
 * root, where the ThemeProvider puts the theme class. Returned as one string so the snapshot is
 * stable between reads.
 */
function readColors(): string {
  const styles = getComputedStyle(document.documentElement);
  const read = (reference: string) => styles.getPropertyValue(propertyOf(reference)).trim();
  return JSON.stringify({
    ...Object.fromEntries(
      Object.entries(themeColors).map(([key, reference]) => [key, read(reference)]),
    ),
    series: seriesColors.map(read),
  });
}

/** The theme class changes on the root element: read again when it does. */
function subscribeToTheme(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** The chart colours of the current theme; charts redraw when the user switches theme. */
export function useChartColors(): ChartColors {
  const snapshot = useSyncExternalStore(subscribeToTheme, readColors, readColors);
  return useMemo(() => JSON.parse(snapshot) as ChartColors, [snapshot]);
}

const reducedMotion = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** False when the user asks for reduced motion: charts then appear without animating. */
export function useChartAnimation(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => !window.matchMedia(reducedMotion).matches,
    () => false,
  );
}
