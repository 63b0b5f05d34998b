import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

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

/** A part kept from a reusable agent: its fields, and the lock explaining why they are read-only. */
export const lockedPart = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const lockedPartFields = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  gap: vars.space.lg,
});
