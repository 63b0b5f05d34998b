import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

/** The three usage cards and the activity card, one row on wide screens. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
  alignItems: 'stretch',
  gap: vars.space.lg,
});

export const value = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const caption = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const activityList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const activityItem = style({ display: 'flex', flexDirection: 'column' });

export const activityTime = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });
