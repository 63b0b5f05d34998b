import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@agentdeck/ui/theme';

/** The height shared by the header and the sidebar's brand row, so their borders line up. */
export const barHeight = `calc(${vars.size.controlHeight} + 2 * ${vars.space.lg})`;

export const page = style({
  display: 'flex',
  minHeight: '100dvh',
  background: vars.color.background,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const content = style({
  flex: 1,
  // Focused only by the skip link, as the place the next Tab starts from: a ring round the whole
  // page would mark no control.
  outline: 'none',
  padding: vars.space.xl,
  '@media': { [`screen and (max-width: ${tokens.breakpoints.sm - 1}px)`]: { padding: vars.space.lg } },
});
