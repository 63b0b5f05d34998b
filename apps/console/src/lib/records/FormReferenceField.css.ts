import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

/** A reference's pick list with its 'New …' button at the control's height. */
export const referenceRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'start',
});

/** Lines the button up with the pick list, under the label's line. */
export const newButton = style({
  paddingTop: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal} + ${vars.space.xs})`,
});
