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

/** A broker topic's fields, grouped under their legend. */
export const topicGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const topicLegend = style({
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});
