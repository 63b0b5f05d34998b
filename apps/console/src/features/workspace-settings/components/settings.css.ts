import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

/** The fields of a settings dialog, one under the other. */
export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/** A field's message under a control that has no error slot of its own (the summary card). */
export const fieldMessage = style({
  margin: 0,
  marginTop: `calc(-1 * ${vars.space.sm})`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.dangerText,
});

/** Text standing in for a panel that could not load. */
export const loadError = style({
  margin: 0,
  color: vars.color.dangerText,
  fontSize: vars.font.size.md,
});
