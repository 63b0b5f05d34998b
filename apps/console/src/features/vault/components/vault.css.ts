import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

export const keyName = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});
