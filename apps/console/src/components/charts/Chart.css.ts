import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

/** Chart heights: a sparkline in a consumption card, the panels' full charts, and the log volume strip. */
export const chartHeights = styleVariants({
  compact: { height: '8.5rem' },
  regular: { height: '17rem' },
  strip: { height: '7rem' },
});

export const chartFrame = style({ position: 'relative', width: '100%' });

// The library sets an inline height of 300px; the frame decides instead.
export const echart = style({ width: '100%', height: '100% !important' });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const swatch = style({
  display: 'inline-block',
  flexShrink: 0,
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  borderRadius: vars.radius.sm,
  // Keeps the colour visible in forced-colours mode, where backgrounds are dropped.
  border: '1px solid transparent',
});
