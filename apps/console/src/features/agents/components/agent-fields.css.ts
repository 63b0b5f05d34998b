import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui';

/** A titled group of pickers in the agent editor (the helper tools). */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const groupHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});
