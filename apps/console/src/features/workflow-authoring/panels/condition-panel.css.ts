import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

export const branchList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** A branch, the else one included: a bordered card, so the order reads at a glance. */
export const branchGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const branchHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const branchHeading = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const branchActions = style({
  display: 'flex',
  gap: vars.space.xs,
});

export const branchHint = style({
  margin: 0,
  color: vars.color.textMuted,
});
