import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

/** A field's message under a summary card, which has no error slot of its own. */
export const fieldError = style({
  margin: 0,
  marginTop: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.dangerText,
});
